import type { MessageKey } from '@ferry/locales';
import { type ErrorCode, isErrorCode } from './error-codes';

/** The money flow a failure happened in; it decides the text for codes we cannot explain. */
export type ErrorContext = 'payin' | 'payout' | 'convert';

/** Spec 000 §8: shown for these codes and for an unknown code inside a money flow. */
export const CORE_RESPONSE_ERROR_KEY: MessageKey = 'errors.CORE_RESPONSE_ERROR';

/** "Something went wrong": an unknown code outside a money flow. */
export const INTERNAL_ERROR_KEY: MessageKey = 'errors.INTERNAL_ERROR';

/** Codes whose own wording would expose internals; the user only needs to know it failed. */
const GENERIC_CORE_CODES: readonly ErrorCode[] = ['UNABLE_DEPOSIT', 'ADDRESS_NOT_FOUND'];

/** The text for an error code from the server; `code` may be one this build does not know. */
export function errorMessageKey(code: string, context?: ErrorContext): MessageKey {
  if (!isErrorCode(code)) return context === undefined ? INTERNAL_ERROR_KEY : CORE_RESPONSE_ERROR_KEY;
  if (GENERIC_CORE_CODES.includes(code)) return CORE_RESPONSE_ERROR_KEY;
  return codeMessageKey(code);
}

/** The catalogue holds a text under `errors.<code>` for every code. */
export function codeMessageKey(code: ErrorCode): MessageKey {
  return `errors.${code}`;
}
