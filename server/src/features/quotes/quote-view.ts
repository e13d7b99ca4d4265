import { minorToDecimal } from '@ferry/shared/domain';
import type { Quote, QuotePrice } from '../../catalogue-model/catalogue-types';
import { viewLimits } from '../../catalogue-model/catalogue-views';

/** A quote on the wire: amounts as decimals at each currency's scale. */
export function viewQuote(quote: Quote, scales: { from: number; to: number }) {
  return { id: quote.id, ...viewQuotePrice(quote, scales) };
}

/** A price on the wire: the quote's numbers, with no id to take it by. */
export function viewQuotePrice(quote: QuotePrice, scales: { from: number; to: number }) {
  return {
    kind: quote.kind,
    from_currency: quote.fromCurrency,
    to_currency: quote.toCurrency,
    from_payway: quote.fromPayway,
    to_payway: quote.toPayway,
    from_network: quote.fromNetwork,
    to_network: quote.toNetwork,
    from_amount: minorToDecimal(quote.fromAmountMinor, scales.from),
    to_amount: minorToDecimal(quote.toAmountMinor, scales.to),
    fee: minorToDecimal(quote.feeMinor, scales.from),
    payin_fee: minorToDecimal(quote.payInFeeMinor, scales.from),
    exchange_fee: minorToDecimal(quote.feeMinor - quote.payInFeeMinor, scales.from),
    fee_currency: quote.feeCurrency,
    to_fee: minorToDecimal(quote.toFeeMinor, scales.to),
    network_fee: minorToDecimal(quote.networkFeeMinor, scales.to),
    rate: quote.rate,
    limits: { from: viewLimits(quote.limits), to: quote.toLimits ? viewLimits(quote.toLimits) : null },
    expires_at: quote.expiresAt.toISOString(),
    created_at: quote.createdAt.toISOString(),
  };
}
