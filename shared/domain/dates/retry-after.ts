/**
 * The wait a `Retry-After` header asks for, in whole seconds (RFC 9110 §10.2.3): either a count
 * of seconds or an HTTP date. Undefined when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date always names its weekday ("Wed, 21 Oct 2015 07:28:00 GMT"); a bare number is not one.
  if (!/^[A-Za-z]{3},/.test(trimmed)) return undefined;
  const atMs = Date.parse(trimmed);
  if (Number.isNaN(atMs)) return undefined;
  return Math.max(0, Math.ceil((atMs - nowMs) / 1000));
}

export type WaitUnit = 'second' | 'minute' | 'hour';

/**
 * A wait as a person says it, for `Intl.RelativeTimeFormat`: seconds under a minute, whole
 * minutes under an hour, whole hours beyond, always rounded up so the promise holds ("in 42
 * minutes" is never too early).
 */
export function describeWait(seconds: number): { value: number; unit: WaitUnit } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { value: whole, unit: 'second' };
  if (whole <= 3600) return { value: Math.ceil(whole / 60), unit: 'minute' };
  return { value: Math.ceil(whole / 3600), unit: 'hour' };
}
