/** A session's client id: its X25519 public key in lowercase hex, as every TON Connect party sends it. */
const CLIENT_ID = /^[0-9a-f]{64}$/;

/** One stream may listen for many sessions (a wallet with many connected apps), within reason. */
const MAX_CLIENT_IDS_PER_STREAM = 256;

/** The id in canonical (lowercase) form, or null when it is not 64 hex digits. */
export function parseClientId(value: string | undefined): string | null {
  const lower = value?.trim().toLowerCase();
  return lower && CLIENT_ID.test(lower) ? lower : null;
}

/** `A,B,…` → distinct ids, or null when the list is empty, too long or holds a bad id. */
export function parseClientIdList(value: string | undefined): string[] | null {
  if (!value) return null;
  const ids = new Set<string>();
  for (const part of value.split(',')) {
    const id = parseClientId(part);
    if (!id) return null;
    ids.add(id);
  }
  return ids.size > 0 && ids.size <= MAX_CLIENT_IDS_PER_STREAM ? [...ids] : null;
}
