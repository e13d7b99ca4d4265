import { z } from 'zod';
import { createStringRule, fail } from './rule';

/** The spec leaves the per-key maximum open; 20 covers a merchant's servers and offices. */
export const IP_LIST_MAX_COUNT = 20;

function isIpAddress(value: string): boolean {
  return z.regexes.ipv4.test(value) || z.regexes.ipv6.test(value);
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
 * allowed (no restriction). Single addresses only, no CIDR ranges.
 */
export function createIpListSchema({ maxCount = IP_LIST_MAX_COUNT }: { maxCount?: number } = {}) {
  return createStringRule([
    (value) => {
      const entries = splitIpList(value);
      const seen = new Set<string>();
      for (const entry of entries) {
        if (!isIpAddress(entry)) return fail('validation.ip.invalid', { value: entry });
        const normalized = entry.toLowerCase();
        if (seen.has(normalized)) return fail('validation.ip.duplicate', { value: entry });
        seen.add(normalized);
      }
      if (entries.length > maxCount) return fail('validation.ip.tooMany', { max: maxCount, count: maxCount });
      return null;
    },
  ]);
}
