import { DomainError, type ErrorCode, type Fee, type Limits } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type {
  Catalogue,
  CurrencyInfo,
  PaywayCurrency,
  PaywayDirection,
  QuotePriceRequest,
} from '../catalogue-model/catalogue-types';
import type { Schema } from '../db/schema';

/** Codes for an amount outside one side's limits. */
export interface LimitCodes {
  below: ErrorCode;
  above: ErrorCode;
}

export interface SideLimits {
  limits: Limits;
  codes: LimitCodes;
  field: 'from_amount' | 'to_amount';
}

/** What the catalogue says about one quote request: fees, limits, networks. */
export interface ResolvedLegs {
  fromCurrency: CurrencyInfo;
  toCurrency: CurrencyInfo;
  /** The pay-in payway's fee, on the whole amount paid (an exchange only). */
  payInFee?: Fee;
  /** The exchange (convert) fee, on top of the part converted. */
  fromFee: Fee;
  toFee?: Fee;
  fromLimits: SideLimits;
  toLimits: SideLimits | null;
  /** The convert direction's limits on what enters the conversion (after the pay-in fee). */
  exchangeLimits: SideLimits | null;
  fromNetwork: string | null;
  toNetwork: string | null;
  /** Whole units of the to currency the chain takes on the payout ("0" off-chain). */
  networkFee: string;
}

const CONVERT_CODES: LimitCodes = {
  below: 'CONVERT_MIN_TECH_LIMIT_VIOLATION',
  above: 'CONVERT_MAX_TECH_LIMIT_VIOLATION',
};
const PAYIN_CODES: LimitCodes = {
  below: 'PAYIN_MIN_TECH_LIMIT_VIOLATION',
  above: 'PAYIN_MAX_TECH_LIMIT_VIOLATION',
};
const PAYOUT_CODES: LimitCodes = {
  below: 'PAYOUT_MIN_TECH_LIMIT_VIOLATION',
  above: 'PAYOUT_MAX_TECH_LIMIT_VIOLATION',
};

async function readCurrency(
  catalogue: Catalogue,
  db: Kysely<Schema>,
  code: string,
  field: string,
  unavailable: ErrorCode,
): Promise<CurrencyInfo> {
  const currency = await catalogue.currency(db, code);
  if (!currency)
    throw new DomainError('VALIDATION_ERROR', { field, reason: 'unknown_currency', currency: code });
  if (!currency.isActive) throw new DomainError(unavailable, { currency: code });
  return currency;
}

/** A crypto payway needs a network unless the currency travels on exactly one (or its own chain). */
function pickNetwork(
  currency: CurrencyInfo,
  payway: string,
  network: string | null | undefined,
  field: string,
) {
  if (payway !== 'crypto') return null;
  if (network) return network;
  if (currency.networks.length === 0) return null;
  if (currency.networks.length === 1) return currency.networks[0] ?? null;
  throw new DomainError('VALIDATION_ERROR', {
    field,
    reason: 'network_required',
    networks: currency.networks,
  });
}

async function readPaywayCurrency(
  catalogue: Catalogue,
  db: Kysely<Schema>,
  key: { payway: string; currency: string; direction: PaywayDirection; network: string | null },
): Promise<PaywayCurrency> {
  const payway = await catalogue.payway(db, key.payway);
  const row = payway?.isActive ? await catalogue.paywayCurrency(db, key) : undefined;
  if (!row?.isAvailable) throw new DomainError('UNAVAILABLE_PWCU', { ...key });
  return row;
}

/** No fee: the balance pays in and out for free, and a payout from it converts at no charge. */
const NO_FEE: Fee = { type: 'ADD', add: '0', mult: '0' };

async function readDirection(catalogue: Catalogue, db: Kysely<Schema>, from: string, to: string) {
  const direction = await catalogue.convertDirection(db, from, to);
  if (!direction?.isAvailable) throw new DomainError('CONVERT_DIRECTION_UNAVAILABLE', { from, to });
  return direction;
}

/**
 * Resolves fees and limits for a request, refusing what the catalogue does not offer.
 *
 * Every fee a person pays on the path is here, so the quote shows it and the execution books it
 * (docs/decisions.md "Money shown is money charged"): money paid in from outside pays the pay-in
 * payway's fee and, being converted on arrival as a deposit converts it, the convert direction's
 * fee; money leaving the balance pays the payout's fee (network fee included).
 */
export async function resolveLegs(
  catalogue: Catalogue,
  db: Kysely<Schema>,
  request: QuotePriceRequest,
): Promise<ResolvedLegs> {
  const isConvert = request.kind === 'convert';
  const unavailable: ErrorCode = isConvert ? 'CONVERT_CURRENCY_UNAVAILABLE' : 'UNAVAILABLE_PWCU';
  const fromCurrency = await readCurrency(catalogue, db, request.fromCurrency, 'from_currency', unavailable);
  const toCurrency = await readCurrency(catalogue, db, request.toCurrency, 'to_currency', unavailable);
  if (fromCurrency.code === toCurrency.code) {
    throw new DomainError('VALIDATION_ERROR', { field: 'to_currency', reason: 'same_currency' });
  }

  // Balance to balance in the exchanger moves money exactly as a convert does, so it is priced
  // as one (the direction's fee and limits): the same order never costs less on another screen.
  const isBalanceToBalance = request.fromPayway === 'balance' && request.toPayway === 'balance';
  if (isConvert || isBalanceToBalance) {
    const direction = await readDirection(catalogue, db, fromCurrency.code, toCurrency.code);
    return {
      fromCurrency,
      toCurrency,
      fromFee: direction.fee,
      fromLimits: { limits: direction.limits, codes: CONVERT_CODES, field: 'from_amount' },
      toLimits: null,
      exchangeLimits: null,
      fromNetwork: null,
      toNetwork: null,
      networkFee: '0',
    };
  }

  if (!request.fromPayway || !request.toPayway) {
    throw new DomainError('VALIDATION_ERROR', {
      field: request.fromPayway ? 'to_payway' : 'from_payway',
      reason: 'payway_required',
    });
  }
  const fromNetwork = pickNetwork(fromCurrency, request.fromPayway, request.fromNetwork, 'from_network');
  const toNetwork = pickNetwork(toCurrency, request.toPayway, request.toNetwork, 'to_network');
  const payIn = await readPaywayCurrency(catalogue, db, {
    payway: request.fromPayway,
    currency: fromCurrency.code,
    direction: 'deposit',
    network: fromNetwork,
  });
  const payOut = await readPaywayCurrency(catalogue, db, {
    payway: request.toPayway,
    currency: toCurrency.code,
    direction: 'withdraw',
    network: toNetwork,
  });
  // Paid in from outside, the money is converted on arrival exactly as a convert of what the
  // pay-in fee leaves (features/deposits, PAYIN_CONVERT): that convert's fee and limits apply.
  const direction =
    request.fromPayway === 'balance'
      ? null
      : await readDirection(catalogue, db, fromCurrency.code, toCurrency.code);
  return {
    fromCurrency,
    toCurrency,
    payInFee: payIn.fee,
    fromFee: direction?.fee ?? NO_FEE,
    toFee: payOut.fee,
    fromLimits: { limits: payIn.limits, codes: PAYIN_CODES, field: 'from_amount' },
    toLimits: { limits: payOut.limits, codes: PAYOUT_CODES, field: 'to_amount' },
    exchangeLimits: direction
      ? { limits: direction.limits, codes: CONVERT_CODES, field: 'from_amount' }
      : null,
    fromNetwork,
    toNetwork,
    networkFee: payOut.networkFee,
  };
}
