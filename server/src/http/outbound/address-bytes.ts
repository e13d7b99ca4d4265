import { isIP } from 'node:net';

/**
 * An IP address as its bytes (4 for IPv4, 16 for IPv6), or null when the text is not one.
 * Judging addresses by their bytes, not their spelling, is the point: `::ffff:7f00:1`,
 * `::ffff:127.0.0.1` and `0:0:0:0:0:ffff:7f00:1` are one address and must be judged as one.
 */
export function addressBytes(text: string): Uint8Array | null {
  // A zone (`fe80::1%eth0`) names an interface, not part of the address.
  const address = text.split('%')[0] ?? '';
  const family = isIP(address);
  if (family === 4) return Uint8Array.from(address.split('.').map(Number));
  if (family !== 6) return null;
  const words = ipv6Words(address.toLowerCase());
  const bytes = new Uint8Array(16);
  words.forEach((word, index) => {
    bytes[index * 2] = word >> 8;
    bytes[index * 2 + 1] = word & 0xff;
  });
  return bytes;
}

/** The eight 16-bit words of an IPv6 address `isIP` accepted (`::` and a dotted tail expanded). */
function ipv6Words(address: string): number[] {
  let body = address;
  const tail: number[] = [];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(body);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    body = body.slice(0, -dotted[0].length);
    // "::ffff:" leaves a separator behind; "::" must stay a gap.
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1);
  }
  const hex = (part: string) => Number.parseInt(part, 16);
  const split = (part: string) => (part === '' ? [] : part.split(':').map(hex));
  if (!body.includes('::')) return [...split(body), ...tail];
  const [head = '', rest = ''] = body.split('::');
  const left = split(head);
  const right = split(rest);
  const gap = 8 - left.length - right.length - tail.length;
  return [...left, ...new Array<number>(gap).fill(0), ...right, ...tail];
}
