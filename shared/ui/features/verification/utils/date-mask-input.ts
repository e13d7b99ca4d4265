import { isDateMaskPrefixValid } from '@ferry/shared/domain';

/**
 * The date mask while typing (DD/MM/YYYY, spec 000 §5): digits only, the slashes put in for the
 * user after the day and the month, and a keystroke that no date could follow refused (the text
 * stays as it was). While deleting no slash is added, so backspace goes back past it.
 */
export function applyDateMask(previous: string, typed: string, now: Date): string {
  const isDeleting = typed.length < previous.length;
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  let text = '';
  for (const [index, digit] of [...digits].entries()) {
    if (index === 2 || index === 4) text += '/';
    text += digit;
  }
  if (!isDeleting && (digits.length === 2 || digits.length === 4)) text += '/';
  return isDateMaskPrefixValid(text, now) ? text : previous;
}
