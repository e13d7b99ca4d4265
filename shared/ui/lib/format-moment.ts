import { formatFullDate, formatTime } from '@ferry/shared/domain';

/** The reader's own time zone; the domain's formatters take it as a parameter. */
function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "05/03/2026 09:07" (spec 001 §9 forms dd/MM/yyyy and HH:mm), in local time. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const timeZone = localTimeZone();
  return `${formatFullDate(date, timeZone)} ${formatTime(date, timeZone)}`;
}
