import { findCurrency, minorToDecimal, parseLocaleAmount } from '@ferry/shared/domain';
import type { ExchangeQuoteRequest } from '../api/use-exchange-quote';

interface Draft {
  from: string;
  to: string;
  amount: string;
  amountSide: 'from' | 'to';
  fromPayway: string | null;
  toPayway: string | null;
  fromNetwork: string | null;
  toNetwork: string | null;
}

/** The quote request of a finished draft (payways chosen, a positive amount); null otherwise. */
export function buildExchangeRequest(draft: Draft, language: string): ExchangeQuoteRequest | null {
  const scale = findCurrency(draft.amountSide === 'from' ? draft.from : draft.to)?.scale ?? 2;
  const minor = parseLocaleAmount(draft.amount, language, scale);
  if (minor === null || minor <= 0n || !draft.fromPayway || !draft.toPayway) return null;
  return {
    kind: 'exchange',
    from_currency: draft.from,
    to_currency: draft.to,
    [draft.amountSide === 'from' ? 'from_amount' : 'to_amount']: minorToDecimal(minor, scale),
    from_payway: draft.fromPayway,
    to_payway: draft.toPayway,
    ...(draft.fromNetwork ? { from_network: draft.fromNetwork } : {}),
    ...(draft.toNetwork ? { to_network: draft.toNetwork } : {}),
  };
}
