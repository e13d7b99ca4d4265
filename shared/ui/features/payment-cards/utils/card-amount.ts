import type { Message } from '@ferry/locales';
import {
  CARD_CURRENCY_SCALE,
  type CardCurrency,
  checkActivationTopUp,
  decimalToMinor,
} from '@ferry/shared/domain';

/** A typed amount as the API takes it: a comma read as the decimal point, spaces dropped. */
export function normalizeAmount(value: string): string {
  return value.trim().replace(/\s+/g, '').replace(',', '.');
}

/** Why a top-up amount cannot go, or null: a positive amount in cents; the first at least the minimum. */
export function topUpAmountIssue(value: string, currency: CardCurrency, isFirst: boolean): Message | null {
  const amount = normalizeAmount(value);
  if (amount === '') return { key: 'validation.required' };
  if (!/^\d+(\.\d+)?$/.test(amount)) return { key: 'validation.amount.invalid' };
  const minor = decimalToMinor(amount, CARD_CURRENCY_SCALE);
  if (minor === null)
    return {
      key: 'validation.amount.precision',
      params: { scale: CARD_CURRENCY_SCALE, count: CARD_CURRENCY_SCALE },
    };
  if (minor <= 0n) return { key: 'validation.amount.invalid' };
  if (!isFirst) return null;
  const check = checkActivationTopUp(currency, amount);
  return check.isAllowed ? null : { key: check.key, params: check.params };
}

/** A per-authorization maximum: empty for none, else a positive amount in cents. */
export function limitAmountIssue(value: string): Message | null {
  const amount = normalizeAmount(value);
  if (amount === '') return null;
  if (!/^\d+(\.\d+)?$/.test(amount)) return { key: 'validation.amount.invalid' };
  const minor = decimalToMinor(amount, CARD_CURRENCY_SCALE);
  if (minor === null)
    return {
      key: 'validation.amount.precision',
      params: { scale: CARD_CURRENCY_SCALE, count: CARD_CURRENCY_SCALE },
    };
  if (minor <= 0n) return { key: 'validation.amount.invalid' };
  return null;
}
