import { describeWait } from '@ferry/shared/domain';

/** "in 42 minutes", "через 42 хвилини", "za 42 minuty": the language's own words and plurals. */
export function formatWait(seconds: number, language: string): string {
  const { value, unit } = describeWait(seconds);
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(value, unit);
}
