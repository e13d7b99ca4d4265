import type { Message } from '@ferry/locales';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Translate } from '../i18n/use-translate';

/**
 * A form's resolver from a check that names each failing field's message: the messages in the
 * user's language under their fields, or the values when nothing fails.
 */
export function messageResolver<T extends FieldValues>(
  check: (values: T) => Partial<Record<string, Message>>,
  t: Translate,
): Resolver<T> {
  return (values) => {
    const issues = Object.entries(check(values)).filter(
      (entry): entry is [string, Message] => entry[1] !== undefined,
    );
    if (issues.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      issues.map(([field, message]) => [
        field,
        { type: 'validate', message: t(message.key, message.params) },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
