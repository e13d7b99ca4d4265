import { randomUUID } from 'node:crypto';
import {
  checkLimits,
  DomainError,
  decimalToMinor,
  type QuoteAmounts,
  type QuoteLegs,
  quoteFromAmount,
  quoteToAmount,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type {
  Catalogue,
  Quote,
  QuotePrice,
  QuotePriceRequest,
  QuoteRequest,
  Quotes,
} from '../catalogue-model/catalogue-types';
import type { Schema } from '../db/schema';
import { minorOfHeldDecimal } from '../ledger/held-amounts';
import type { RatesProvider } from '../providers/rates/rates-provider';
import { type ResolvedLegs, resolveLegs, type SideLimits } from './quote-legs';
import { insertQuote, lockQuote, markQuoteUsed, readQuote } from './quotes-repo';
import { createRecentQuotes } from './recent-quotes';

/** A quote that is not there, or not the profile's: the same answer for both (no probing). */
const QUOTE_MISSING = new DomainError('NOT_FOUND', { resource: 'quote' });
export const QUOTE_USED = new DomainError('CONFLICT_ERROR', { resource: 'quote', reason: 'quote_used' });

/** The quote as the profile may take it at `nowMs`, or the refusal: missing, used or expired. */
function takeable(
  found: (Quote & { usedAt: Date | null }) | undefined,
  profileId: string,
  nowMs: number,
): Quote {
  if (!found || found.profileId !== profileId) throw QUOTE_MISSING;
  const { usedAt, ...quote } = found;
  if (usedAt !== null) throw QUOTE_USED;
  if (quote.expiresAt.getTime() <= nowMs) throw quoteExpired(quote);
  return quote;
}

export function quoteExpired(quote: Pick<Quote, 'expiresAt'>): DomainError {
  return new DomainError('UNPROCESSABLE_ENTITY', {
    resource: 'quote',
    reason: 'quote_expired',
    expiredAt: quote.expiresAt.toISOString(),
  });
}

export interface QuotesDependencies {
  catalogue: Catalogue;
  rates: RatesProvider;
  nowMs: () => number;
  ttlSeconds: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses an amount outside one side's limits with that side's spec code. */
function enforceLimits(amountMinor: bigint, side: SideLimits, scale: number): void {
  const message = checkLimits(amountMinor, side.limits, { scale });
  if (!message) return;
  const details = { field: side.field, currency: side.limits.currency, message };
  if (message.key === 'money.limits.belowMinimum') {
    throw new DomainError(side.codes.below, { ...details, min: side.limits.min });
  }
  if (message.key === 'money.limits.aboveMaximum') {
    throw new DomainError(side.codes.above, { ...details, max: side.limits.max });
  }
  throw new DomainError('VALIDATION_ERROR', { ...details, reason: 'not_multiple', step: side.limits.mult });
}

function stepMinorOf(side: SideLimits, scale: number): bigint {
  const step = side.limits.mult ? decimalToMinor(side.limits.mult, scale) : null;
  return step !== null && step > 0n ? step : 1n;
}

/**
 * Prices a request. A wanted to amount gives the smallest from amount that delivers it; when
 * that is off the from side's step it rounds UP to the step and is priced forward again, so the
 * user may receive a little more than asked, never less.
 */
function priceAmounts(
  request: QuotePriceRequest,
  legs: ResolvedLegs,
  quoteLegs: QuoteLegs,
): QuoteAmounts | null {
  if (request.fromAmountMinor !== undefined) return quoteFromAmount(request.fromAmountMinor, quoteLegs);
  const wanted = quoteToAmount(request.toAmountMinor ?? 0n, quoteLegs);
  if (!wanted) return null;
  const step = stepMinorOf(legs.fromLimits, legs.fromCurrency.scale);
  if (wanted.fromAmountMinor % step === 0n) return wanted;
  const roundedUp = ((wanted.fromAmountMinor + step - 1n) / step) * step;
  return quoteFromAmount(roundedUp, quoteLegs);
}

/**
 * Quotes over the catalogue and a rates provider. Rounding is in the house's favour throughout
 * (see shared/domain/money/quote-math.ts): received amounts round down, paid amounts and fees
 * round up, and the rate is the bid side, itself rounded down.
 */
export function createQuotes(deps: QuotesDependencies): Quotes {
  // The quotes this instance gave lately, so a conversion can be planned without reading its own
  // quote back (the database still takes it, once, in the conversion's call).
  const recent = createRecentQuotes();
  async function price(db: Kysely<Schema>, request: QuotePriceRequest): Promise<QuotePrice> {
    const hasFrom = request.fromAmountMinor !== undefined;
    const hasTo = request.toAmountMinor !== undefined;
    if (hasFrom === hasTo) {
      throw new DomainError('VALIDATION_ERROR', { field: 'from_amount', reason: 'exactly_one_amount' });
    }
    const amountGiven = request.fromAmountMinor ?? request.toAmountMinor ?? 0n;
    if (amountGiven <= 0n) {
      throw new DomainError('VALIDATION_ERROR', {
        field: hasFrom ? 'from_amount' : 'to_amount',
        reason: 'not_positive',
      });
    }
    const legs = await resolveLegs(deps.catalogue, db, request);
    const nowMs = deps.nowMs();
    const rate = await deps.rates.price(legs.fromCurrency.code, legs.toCurrency.code, nowMs, 'bid');
    const quoteLegs: QuoteLegs = {
      fromScale: legs.fromCurrency.scale,
      toScale: legs.toCurrency.scale,
      rate,
      ...(legs.payInFee ? { payInFee: legs.payInFee } : {}),
      fromFee: legs.fromFee,
      ...(legs.toFee ? { toFee: legs.toFee } : {}),
      ...(legs.toLimits ? { toStepMinor: stepMinorOf(legs.toLimits, legs.toCurrency.scale) } : {}),
    };
    const amounts = priceAmounts(request, legs, quoteLegs);
    if (!amounts) {
      // Nothing would reach the user: the amount is below what the fees and the rate allow.
      throw new DomainError(legs.fromLimits.codes.below, {
        field: hasFrom ? 'from_amount' : 'to_amount',
        reason: 'fees_exceed_amount',
        currency: legs.fromCurrency.code,
        min: legs.fromLimits.limits.min,
      });
    }
    // The side the user typed is checked first, so the refusal names their own number.
    const checks = [
      () => enforceLimits(amounts.fromAmountMinor, legs.fromLimits, legs.fromCurrency.scale),
      () => legs.toLimits && enforceLimits(amounts.toAmountMinor, legs.toLimits, legs.toCurrency.scale),
    ];
    for (const check of hasFrom ? checks : checks.reverse()) check();
    // What the pay-in fee leaves is converted as a convert of it would be: its limits hold too.
    if (legs.exchangeLimits) {
      const convertedMinor = amounts.fromAmountMinor - amounts.payInFeeMinor;
      const message = checkLimits(convertedMinor, legs.exchangeLimits.limits, {
        scale: legs.fromCurrency.scale,
      });
      if (message?.key === 'money.limits.belowMinimum' || message?.key === 'money.limits.aboveMaximum')
        enforceLimits(convertedMinor, legs.exchangeLimits, legs.fromCurrency.scale);
    }

    const networkFeeMinor: bigint = minorOfHeldDecimal(
      legs.networkFee,
      legs.toCurrency.scale,
      `The network fee of a ${legs.toCurrency.code} payout`,
    );
    return {
      kind: request.kind,
      fromCurrency: legs.fromCurrency.code,
      toCurrency: legs.toCurrency.code,
      fromPayway: request.kind === 'exchange' ? (request.fromPayway ?? null) : null,
      toPayway: request.kind === 'exchange' ? (request.toPayway ?? null) : null,
      fromNetwork: legs.fromNetwork,
      toNetwork: legs.toNetwork,
      fromAmountMinor: amounts.fromAmountMinor,
      toAmountMinor: amounts.toAmountMinor,
      feeMinor: amounts.fromFeeMinor,
      payInFeeMinor: amounts.payInFeeMinor,
      feeCurrency: legs.fromCurrency.code,
      toFeeMinor: amounts.toFeeMinor,
      networkFeeMinor: networkFeeMinor < amounts.toFeeMinor ? networkFeeMinor : amounts.toFeeMinor,
      rate,
      limits: legs.fromLimits.limits,
      toLimits: legs.toLimits?.limits ?? null,
      createdAt: new Date(nowMs),
      expiresAt: new Date(nowMs + deps.ttlSeconds * 1000),
    };
  }

  return {
    async create(db: Kysely<Schema>, request: QuoteRequest): Promise<Quote> {
      const quote: Quote = { id: randomUUID(), profileId: request.profileId, ...(await price(db, request)) };
      await insertQuote(db, quote);
      recent.remember(quote);
      return quote;
    },

    preview: price,

    /**
     * An expired quote answers UNPROCESSABLE_ENTITY (reason quote_expired): the spec names no
     * expiry code, the request is well formed, and 422 tells the client to re-quote, unlike
     * NOT_FOUND (never existed / not yours) and CONFLICT_ERROR (already used).
     */
    async take(trx: Kysely<Schema>, quoteId: string, profileId: string): Promise<Quote> {
      if (!UUID.test(quoteId)) throw QUOTE_MISSING;
      recent.forget(quoteId);
      const nowMs = deps.nowMs();
      const quote = takeable(await lockQuote(trx, quoteId), profileId, nowMs);
      await markQuoteUsed(trx, quoteId, new Date(nowMs));
      return quote;
    },

    async peek(db: Kysely<Schema>, quoteId: string, profileId: string) {
      if (!UUID.test(quoteId)) throw QUOTE_MISSING;
      const at = new Date(deps.nowMs());
      const known = recent.take(quoteId);
      const quote = takeable(
        known ? { ...known, usedAt: null } : await readQuote(db, quoteId),
        profileId,
        at.getTime(),
      );
      return { quote, at };
    },
  };
}
