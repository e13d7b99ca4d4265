import type { MessageKey } from '@ferry/locales';
import type { ErrorCode } from './error-codes';
import { errorMessageKey } from './error-message-key';

/**
 * Spec 001 §8, the phone form: rate refusals, a number the server will not take, and a country
 * it does not serve each get a message of their own.
 */
const PHONE_FORM_KEYS: ReadonlyMap<string, MessageKey> = new Map<ErrorCode, MessageKey>([
  ['NOT_ACCEPTABLE', 'errors.messages.tooManyRequests'],
  ['TOO_MANY_REQUESTS', 'errors.messages.tooManyRequests'],
  ['PHONE_CHANGE_LIMIT_EXCEEDED', 'errors.messages.phoneChangeLimit'],
  ['CONFLICT_ERROR', 'errors.phone.invalid'],
  ['VALIDATION_ERROR', 'errors.phone.invalid'],
  ['BAD_REQUEST', 'errors.phone.invalid'],
  ['UNPROCESSABLE_ENTITY', 'errors.phone.countryNotSupported'],
]);

/** Any other code reads as it does everywhere else. */
export function phoneFormErrorKey(code: string): MessageKey {
  return PHONE_FORM_KEYS.get(code) ?? errorMessageKey(code);
}
