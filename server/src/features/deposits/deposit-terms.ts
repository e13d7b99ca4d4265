import { calculateFeeMinor, checkLimits, DomainError, type ErrorCode } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Catalogue, Payway, PaywayCurrency } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';
import { parsePositiveAmount } from '../../money-operations/amounts';

export interface DepositTerms {
  payway: Payway;
  row: PaywayCurrency;
  scale: number;
  amountMinor: bigint;
  feeMinor: bigint;
}

const LIMIT_CODES: Readonly<Record<string, ErrorCode>> = {
  'money.limits.belowMinimum': 'PAYIN_MIN_TECH_LIMIT_VIOLATION',
  'money.limits.aboveMaximum': 'PAYIN_MAX_TECH_LIMIT_VIOLATION',
};

/**
 * The deposit row of a payway-currency (+ network). Coins on their own chain (BTC, LTC, DOGE)
 * have no token network in the catalogue (network NULL); addresses and transactions still name
 * the chain after the coin, so that name finds the NULL row.
 */
export async function findDepositRow(
  db: Kysely<Schema>,
  catalogue: Catalogue,
  key: { payway: string; currency: string; network: string | null },
): Promise<PaywayCurrency | undefined> {
  const row = await catalogue.paywayCurrency(db, { ...key, direction: 'deposit' });
  if (row || key.network === null || key.network !== key.currency) return row;
  return catalogue.paywayCurrency(db, { ...key, network: null, direction: 'deposit' });
}

/**
 * Why an amount may not be paid in on this payway-currency row, as a spec code with the
 * limit's message, or null. The fee is taken out of the deposit, so an amount the fee would
 * swallow whole is below the minimum too.
 */
export function refusalOfAmount(row: PaywayCurrency, amountMinor: bigint, scale: number) {
  const message = checkLimits(amountMinor, row.limits, { scale });
  if (message) {
    const code = LIMIT_CODES[message.key] ?? 'VALIDATION_ERROR';
    return new DomainError(code, { field: 'amount', limits: row.limits, message });
  }
  if (calculateFeeMinor(row.fee, amountMinor, scale) >= amountMinor)
    return new DomainError('PAYIN_MIN_TECH_LIMIT_VIOLATION', {
      field: 'amount',
      reason: 'fee_exceeds_amount',
    });
  return null;
}

/**
 * The catalogue's word on a deposit: the currency takes deposits, the payway is on, the
 * payway-currency row exists and is available, the amount is within its limits; and the fee.
 */
export async function resolveDepositTerms(
  trx: Kysely<Schema>,
  catalogue: Catalogue,
  request: { payway: string; currency: string; amount: string; network?: string | null },
): Promise<DepositTerms> {
  const currency = await catalogue.currency(trx, request.currency);
  if (!currency) throw new DomainError('NOT_FOUND', { field: 'currency', reason: 'unknown_currency' });
  if (!currency.isActive) throw new DomainError('CURRENCY_DEPOSIT_UNAVAILABLE', { currency: currency.code });
  const amountMinor = parsePositiveAmount(request.amount, currency.code);
  const payway = await catalogue.payway(trx, request.payway);
  if (!payway?.isActive || payway.kind === 'balance')
    throw new DomainError('UNAVAILABLE_PWCU', { payway: request.payway, currency: currency.code });
  const row = await catalogue.paywayCurrency(trx, {
    payway: payway.code,
    currency: currency.code,
    direction: 'deposit',
    network: request.network ?? null,
  });
  if (!row?.isAvailable)
    throw new DomainError('UNAVAILABLE_PWCU', { payway: payway.code, currency: currency.code });
  const refusal = refusalOfAmount(row, amountMinor, currency.scale);
  if (refusal) throw refusal;
  return {
    payway,
    row,
    scale: currency.scale,
    amountMinor,
    feeMinor: calculateFeeMinor(row.fee, amountMinor, currency.scale),
  };
}
