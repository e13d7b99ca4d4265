/**
 * Telegram's CloudStorage (Bot API 6.9) keeps per user and bot at most 1024 keys of 1–128
 * characters `[A-Za-z0-9_-]`, each value at most 4096 characters. A backup is longer than one
 * value can be in principle (a long name, a future format), so it is cut into chunks under
 * `ferry_backup_<address>_<n>`, and an index under `ferry_backup_<address>` says how many
 * chunks there are and the SHA-256 of the whole text, so a half-written or mixed backup is told
 * apart from a whole one.
 */
export const CLOUD_VALUE_MAX_CHARS = 4096;
export const CLOUD_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const KEY_PREFIX = 'ferry_backup_';
/**
 * Keyed by the wallet's address (48 characters of base64url, within the key alphabet): a wallet
 * restored on another device gets a new id there, and its backup must still be the one it
 * replaces or deletes.
 */
const INDEX_KEY = /^ferry_backup_([A-Za-z0-9_-]{48})$/;

export interface BackupIndex {
  format: 1;
  chunks: number;
  /** hex SHA-256 of the whole backup text */
  sha256: string;
}

export function backupIndexKey(address: string): string {
  const key = `${KEY_PREFIX}${address}`;
  if (!INDEX_KEY.test(key)) throw new RangeError('An address does not fit a cloud key');
  return key;
}

export function backupChunkKey(address: string, chunk: number): string {
  return `${backupIndexKey(address)}_${chunk}`;
}

/** The address of an index key, or null for a chunk key or another feature's key. */
export function addressOfIndexKey(key: string): string | null {
  return INDEX_KEY.exec(key)?.[1] ?? null;
}

export async function sha256Hex(
  text: string,
  crypto: typeof globalThis.crypto = globalThis.crypto,
): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The values to write: the chunks first, then the index (written last, it marks the backup whole). */
export async function chunkBackupText(
  address: string,
  text: string,
  maxChars: number = CLOUD_VALUE_MAX_CHARS,
): Promise<[key: string, value: string][]> {
  const entries: [string, string][] = [];
  for (let start = 0, chunk = 0; start < text.length; start += maxChars, chunk += 1) {
    entries.push([backupChunkKey(address, chunk), text.slice(start, start + maxChars)]);
  }
  const index: BackupIndex = { format: 1, chunks: entries.length, sha256: await sha256Hex(text) };
  entries.push([backupIndexKey(address), JSON.stringify(index)]);
  return entries;
}

export function decodeBackupIndex(value: string | null): BackupIndex | null {
  if (!value) return null;
  try {
    const index = JSON.parse(value) as Partial<BackupIndex>;
    if (
      index.format === 1 &&
      Number.isInteger(index.chunks) &&
      (index.chunks as number) > 0 &&
      (index.chunks as number) < 1024 &&
      typeof index.sha256 === 'string' &&
      /^[0-9a-f]{64}$/.test(index.sha256)
    ) {
      return { format: 1, chunks: index.chunks as number, sha256: index.sha256 };
    }
  } catch {
    // an unreadable index is no backup
  }
  return null;
}

/** The whole text from its chunks, or null when one is missing or the digest differs. */
export async function reassembleBackupText(
  index: BackupIndex,
  chunks: readonly (string | null)[],
): Promise<string | null> {
  if (chunks.length !== index.chunks || chunks.some((chunk) => !chunk)) return null;
  const text = chunks.join('');
  return (await sha256Hex(text)) === index.sha256 ? text : null;
}
