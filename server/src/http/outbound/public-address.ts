import { addressBytes } from './address-bytes';

/** IPv4 ranges no outbound request may reach (RFC 6890 special-purpose, private, documentation). */
const BLOCKED_V4: readonly [number, number][] = [
  [0x00000000, 8], // "this network"
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata 169.254.169.254 lives here)
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0000200, 24], // documentation (TEST-NET-1)
  [0xc0586300, 24], // 6to4 relay anycast
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xc6336400, 24], // documentation (TEST-NET-2)
  [0xcb007100, 24], // documentation (TEST-NET-3)
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved and broadcast
];

function isPublicV4(bytes: Uint8Array, at = 0): boolean {
  const value =
    (((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0)) >>>
    0;
  return !BLOCKED_V4.some(([base, bits]) => value >= base && value < base + 2 ** (32 - bits));
}

const word = (bytes: Uint8Array, index: number) =>
  ((bytes[index * 2] ?? 0) << 8) | (bytes[index * 2 + 1] ?? 0);
const wordsAreZero = (bytes: Uint8Array, from: number, to: number) => {
  for (let index = from; index < to; index++) if (word(bytes, index) !== 0) return false;
  return true;
};

/**
 * IPv6 by allow-list: only global unicast (2000::/3) is public, which leaves out loopback,
 * unspecified, unique-local fc00::/7 (AWS's metadata fd00:ec2::254 too), link-local fe80::/10 and
 * multicast. Forms that carry an IPv4 address inside are judged by that address: IPv4-mapped
 * ::ffff:0:0/96, NAT64 64:ff9b::/96 and 6to4 2002::/16. IPv4-compatible ::/96 (deprecated),
 * Teredo and the other IETF blocks 2001::/23, and documentation ranges are never public.
 */
function isPublicV6(bytes: Uint8Array): boolean {
  if (wordsAreZero(bytes, 0, 5)) return word(bytes, 5) === 0xffff && isPublicV4(bytes, 12);
  if (word(bytes, 0) === 0x64 && word(bytes, 1) === 0xff9b)
    return wordsAreZero(bytes, 2, 6) && isPublicV4(bytes, 12);
  if (word(bytes, 0) === 0x2002) return isPublicV4(bytes, 2);
  if (word(bytes, 0) === 0x2001 && word(bytes, 1) < 0x200) return false; // 2001::/23 (Teredo, ORCHID…)
  if (word(bytes, 0) === 0x2001 && word(bytes, 1) === 0xdb8) return false; // documentation
  if (word(bytes, 0) === 0x3fff && word(bytes, 1) < 0x1000) return false; // 3fff::/20 documentation
  return ((bytes[0] ?? 0) & 0xe0) === 0x20;
}

/** Whether the public internet routes this address; anything that is not an address is not. */
export function isPublicAddress(address: string): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  return bytes.length === 4 ? isPublicV4(bytes) : isPublicV6(bytes);
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or either mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  if (bytes.length === 4) return bytes[0] === 127;
  if (!wordsAreZero(bytes, 0, 5)) return false;
  if (word(bytes, 5) === 0xffff) return bytes[12] === 127;
  return word(bytes, 5) === 0 && word(bytes, 6) === 0 && word(bytes, 7) === 1;
}

/**
 * Cloud metadata services (169.254.0.0/16, AWS's fd00:ec2::254, and 169.254 inside IPv6): never
 * reached from a client's URL, not even where the setting lets private targets through, because
 * they hand out the machine's credentials.
 */
export function isCloudMetadataAddress(address: string): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  if (bytes.length === 4) return bytes[0] === 169 && bytes[1] === 254;
  const hex = Array.from({ length: 8 }, (_, index) => word(bytes, index));
  if (hex.join(':') === [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254].join(':')) return true;
  const carriesV4 = wordsAreZero(bytes, 0, 5) || (hex[0] === 0x64 && hex[1] === 0xff9b);
  return carriesV4 && bytes[12] === 169 && bytes[13] === 254;
}
