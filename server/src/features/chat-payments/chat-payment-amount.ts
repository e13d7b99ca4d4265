import {
  CHAT_PAYMENT_MAX_VALUE,
  CHAT_PAYMENT_MIN_VALUE,
  convertMinorDown,
  DomainError,
  decimalToMinor,
  findCurrency,
  LEVEL_LIMITS_CURRENCY,
} from '@ferry/shared/domain';
import type { ChatPaymentContext } from './chat-payment-deps';

/** The card's amount in minor units; VALIDATION_ERROR for an unknown currency or a finer amount. */
export function parseCardAmount(amount: string, currency: string): bigint {
  const info = findCurrency(currency);
  if (!info) throw new DomainError('VALIDATION_ERROR', { field: 'currency', reason: 'unknown_currency' });
  const minor = decimalToMinor(amount, info.scale);
  if (minor === null)
    throw new DomainError('VALIDATION_ERROR', { field: 'amount', reason: 'precision', scale: info.scale });
  if (minor <= 0n) throw new DomainError('VALIDATION_ERROR', { field: 'amount', reason: 'not_positive' });
  return minor;
}

/** PAYOUT_MIN/MAX_TECH_LIMIT_VIOLATION outside 0.01 … 1000 EUR at the mid rate. */
export async function checkCardBounds(
  ctx: Pick<ChatPaymentContext, 'rates' | 'nowMs'>,
  amountMinor: bigint,
  currency: string,
): Promise<void> {
  const scale = findCurrency(currency)?.scale ?? 0;
  const rate =
    currency === LEVEL_LIMITS_CURRENCY
      ? '1'
      : await ctx.rates.price(currency, LEVEL_LIMITS_CURRENCY, ctx.nowMs(), 'mid');
  const valueCents = convertMinorDown(amountMinor, { fromScale: scale, toScale: 2, rate });
  const minCents = decimalToMinor(CHAT_PAYMENT_MIN_VALUE, 2) ?? 1n;
  const maxCents = decimalToMinor(CHAT_PAYMENT_MAX_VALUE, 2) ?? 0n;
  const bounds = {
    min: CHAT_PAYMENT_MIN_VALUE,
    max: CHAT_PAYMENT_MAX_VALUE,
    currency: LEVEL_LIMITS_CURRENCY,
  };
  if (valueCents < minCents) throw new DomainError('PAYOUT_MIN_TECH_LIMIT_VIOLATION', bounds);
  if (valueCents > maxCents) throw new DomainError('PAYOUT_MAX_TECH_LIMIT_VIOLATION', bounds);
}
