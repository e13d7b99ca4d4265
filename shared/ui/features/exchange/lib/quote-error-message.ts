import type { Message } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';
import { errorMessageKey } from '@ferry/shared/domain';
import { readFieldIssues } from '../../../lib/field-issues';

/** Codes that mean the pair cannot go through the chosen way (spec 000 §8 "currency pair…"). */
const UNAVAILABLE_CODES = new Set([
  'UNAVAILABLE_PWCU',
  'PWCURRENCY_UNAVAILABLE',
  'CONVERT_DIRECTION_UNAVAILABLE',
  'UNAVAILABLE_CONVERT_DIRECTION',
  'CONVERT_CURRENCY_UNAVAILABLE',
]);

/**
 * MiCA refuses the currency the user would get (spec 000 §8, "a MiCA restriction for the user's
 * country"): the message names it and says the user can still sell or send what they hold, so
 * nobody reads it as their account being closed.
 */
function micaMessage(details: unknown): Message {
  const currency = (details as { currency?: unknown } | undefined)?.currency;
  return typeof currency === 'string' && /^[A-Z0-9]{2,10}$/.test(currency)
    ? { key: 'errors.messages.micaCurrencyRestricted', params: { currency } }
    : { key: 'errors.messages.micaRestricted' };
}

export function quoteErrorMessage(error: unknown): Message {
  if (!isApiError(error)) return { key: 'common.error.description' };
  if (error.kind === 'network') return { key: 'common.error.connection' };
  if (UNAVAILABLE_CODES.has(error.code)) return { key: 'errors.messages.currencyPairUnavailable' };
  if (error.code === 'MICA_COMPLIANCE_ERROR') return micaMessage(error.details);
  const issues = readFieldIssues(error);
  const issue = issues.from_amount ?? issues.to_amount ?? Object.values(issues)[0];
  return issue ?? { key: errorMessageKey(error.code, 'convert') };
}

const AMOUNT_FIELDS = new Set(['from_amount', 'to_amount']);

/**
 * Whether a failed quote is about the amount typed (a limit, a step, fees above it), so the field
 * is marked invalid; a refused pair, the network or a busy server leave the amount as it is.
 */
export function isQuoteErrorAboutAmount(error: unknown): boolean {
  if (!isApiError(error) || error.kind === 'network') return false;
  const field = (error.details as { field?: unknown } | undefined)?.field;
  if (typeof field === 'string' && AMOUNT_FIELDS.has(field)) return true;
  return Object.keys(readFieldIssues(error)).some((path) => AMOUNT_FIELDS.has(path));
}
