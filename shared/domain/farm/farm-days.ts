/**
 * The farm's days are the user's local calendar days: a streak follows the user's time zone
 * (an IANA name, e.g. 'Europe/Kyiv'), so a check-in at 23:50 and one at 00:10 are two days.
 */

const DAY_MS = 86_400_000;
/** Every zone's offset is a whole number of quarter hours. */
const QUARTER_HOUR_MS = 900_000;

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function wallClock(atMs: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(atMs));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    asUtcMs: Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
  };
}

/** The local calendar day of an instant, as 'YYYY-MM-DD'. */
export function localDayOf(atMs: number, timeZone: string): string {
  const { year, month, day } = wallClock(atMs, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole days from local day `from` to local day `to` ('YYYY-MM-DD' each). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The instant the next local day starts: the zone's offset is read at the guess and again at the
 * answer (a DST change between them moves it), and a midnight a zone skips gives its first hour.
 */
export function nextLocalDayStartMs(atMs: number, timeZone: string): number {
  const today = wallClock(atMs, timeZone);
  const nextMidnightWallMs = Date.UTC(today.year, today.month - 1, today.day + 1);
  const offsetAt = (ms: number) => wallClock(ms, timeZone).asUtcMs - Math.floor(ms / 1000) * 1000;
  let guess = nextMidnightWallMs - offsetAt(atMs);
  for (let round = 0; round < 2; round += 1) guess = nextMidnightWallMs - offsetAt(guess);
  const todayText = localDayOf(atMs, timeZone);
  while (localDayOf(guess, timeZone) === todayText) guess += QUARTER_HOUR_MS;
  while (guess - QUARTER_HOUR_MS > atMs && localDayOf(guess - QUARTER_HOUR_MS, timeZone) !== todayText)
    guess -= QUARTER_HOUR_MS;
  return guess;
}

export type CheckInDay = { kind: 'allowed'; streak: number } | { kind: 'alreadyToday'; nextAtMs: number };

/**
 * Whether a check-in at `atMs` is a new local day, and the streak it makes: the day after the
 * last check-in continues the streak, a gap of more days starts again at 1. The last check-in's
 * day is read in the zone in use now, so moving between zones never yields two check-ins inside
 * one local day of that zone.
 */
export function checkInDay(input: {
  atMs: number;
  timeZone: string;
  last: { atMs: number; streak: number } | null;
}): CheckInDay {
  const today = localDayOf(input.atMs, input.timeZone);
  if (!input.last) return { kind: 'allowed', streak: 1 };
  const lastDay = localDayOf(input.last.atMs, input.timeZone);
  const gap = daysBetween(lastDay, today);
  if (gap <= 0) return { kind: 'alreadyToday', nextAtMs: nextLocalDayStartMs(input.atMs, input.timeZone) };
  return { kind: 'allowed', streak: gap === 1 ? input.last.streak + 1 : 1 };
}

/** The streak as the screen shows it now: kept through today and tomorrow, else gone. */
export function currentStreak(input: {
  atMs: number;
  timeZone: string;
  last: { atMs: number; streak: number } | null;
}): number {
  if (!input.last) return 0;
  const gap = daysBetween(
    localDayOf(input.last.atMs, input.timeZone),
    localDayOf(input.atMs, input.timeZone),
  );
  return gap <= 1 ? input.last.streak : 0;
}
