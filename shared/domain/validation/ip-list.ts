import ipaddr from 'ipaddr.js';
import { createStringRule, fail } from './rule';

/** The spec leaves the per-key maximum open; 20 covers a merchant's servers and offices. */
export const IP_LIST_MAX_COUNT = 20;

/**
 * A single address as a request comes from: IPv4 in its strict four-part decimal form (no
 * "1.2.3", octal or hex parts) or IPv6, IPv4-mapped included. A zone ("fe80::1%eth0") names an
 * interface of the sender's own machine, so it never matches a caller and is refused.
 */
function isIpAddress(value: string): boolean {
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return true;
  return !value.includes('%') && ipaddr.IPv6.isValid(value);
}

/** The one spelling of an address, so "2001:DB8::1" and "2001:db8:0::1" are one entry. */
function normalizeIpAddress(value: string): string {
  return ipaddr.parse(value).toNormalizedString();
}

/** Entries of a comma-separated list, trimmed; blanks (a trailing comma) are ignored. */
function splitIpList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The IP allow-list of an API key: IPv4 and IPv6 addresses separated by commas, an empty list
 * allowed (no restriction). Single addresses only, no CIDR ranges. Every invalid entry is named
 * at once, so one correction fixes the list.
 */
export function createIpListSchema({ maxCount = IP_LIST_MAX_COUNT }: { maxCount?: number } = {}) {
  return createStringRule([
    (value) => {
      const entries = splitIpList(value);
      const invalid = entries.filter((entry) => !isIpAddress(entry));
      if (invalid.length > 0) {
        return fail('validation.ip.invalid', { value: invalid.join(', '), count: invalid.length });
      }
      const seen = new Set<string>();
      for (const entry of entries) {
        const normalized = normalizeIpAddress(entry);
        if (seen.has(normalized)) return fail('validation.ip.duplicate', { value: entry });
        seen.add(normalized);
      }
      if (entries.length > maxCount) return fail('validation.ip.tooMany', { max: maxCount, count: maxCount });
      return null;
    },
  ]);
}
