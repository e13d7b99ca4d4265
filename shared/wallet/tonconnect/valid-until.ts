/** Values above this are milliseconds (1e10 s is the year 2286), as some dApps send Date.now()+…. */
const MILLISECONDS_THRESHOLD = 1e10;

/** A request's valid_until in unix seconds, or null when missing or malformed. */
export function readValidUntil(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(number) || number <= 0) return null;
  return number > MILLISECONDS_THRESHOLD ? Math.floor(number / 1000) : number;
}

/** Still open at `nowMs`: a request is refused once its last second has passed. */
export function isStillValid(validUntilSeconds: number, nowMs: number): boolean {
  return validUntilSeconds * 1000 > nowMs;
}
