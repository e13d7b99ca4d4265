import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveAll: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** IPv4 ranges a merchant's callback may never point into (RFC 6890 special-purpose and private). */
const BLOCKED_V4: readonly [number, number][] = [
  [0x00000000, 8], // this network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata lives here)
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved and broadcast
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function isBlockedV4(address: string): boolean {
  const value = ipv4Number(address);
  return BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return value >= base && value < base + size;
  });
}

function isBlockedV6(address: string): boolean {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isBlockedV4(mapped[1]);
  if (lower === '::' || lower === '::1') return true;
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff');
}

/** Whether an address is one the public internet routes (not loopback, private, link-local…). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !isBlockedV4(address);
  if (family === 6) return !isBlockedV6(address);
  return false;
}

/**
 * Why a callback URL may not be called, or null. A merchant chooses the URL, so the server must
 * not become a way into its own network: every address the name resolves to must be public.
 * (A name that changes its answer between this check and the call is the remaining gap.)
 */
export async function refuseWebhookTarget(
  url: URL,
  resolve: ResolveHost = resolveAll,
): Promise<string | null> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(hostname) ? [hostname] : await resolve(hostname);
  } catch {
    return 'target_unresolved';
  }
  if (addresses.length === 0) return 'target_unresolved';
  return addresses.every(isPublicAddress) ? null : 'target_not_public';
}
