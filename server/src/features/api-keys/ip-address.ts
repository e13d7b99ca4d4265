const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV4_MAPPED = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * One spelling per address, so an allow-list entry and the caller's address compare as text:
 * IPv6 in its canonical short form (the URL parser's), IPv4-mapped IPv6 as plain IPv4 (what a
 * dual-stack socket reports for an IPv4 client). Answers undefined for anything else.
 */
export function normalizeIp(value: string): string | undefined {
  const trimmed = value.trim().toLowerCase();
  if (IPV4.test(trimmed)) return trimmed;
  if (!trimmed.includes(':') || /[^0-9a-f:.]/.test(trimmed)) return undefined;
  let canonical: string;
  try {
    canonical = new URL(`http://[${trimmed}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const mapped = IPV4_MAPPED.exec(canonical);
  if (!mapped) return canonical;
  const high = Number.parseInt(mapped[1] ?? '0', 16);
  const low = Number.parseInt(mapped[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The allow-list as stored: the comma list's entries, each normalised, without repeats. */
export function parseIpList(commaList: string): string[] {
  const entries = commaList
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return [...new Set(entries.map((entry) => normalizeIp(entry) ?? entry))];
}
