import { findCurrency } from '../currencies/currency-catalogue';
import { minorToDecimal } from './decimal';

/** A quote request as the landing sends it (the `createQuote` body shape). */
export interface LandingQuoteRequest {
  kind: 'exchange';
  from_currency: string;
  to_currency: string;
  from_amount: string;
  from_payway: string;
  to_payway: string;
  from_network?: string;
  to_network?: string;
}

/** How the landing prices a side: fiat by card, crypto on its first network. */
function sideOf(code: string): { payway: string; network?: string } | null {
  const currency = findCurrency(code);
  if (!currency) return null;
  if (currency.kind === 'fiat') return { payway: 'card' };
  const network = currency.networks[0];
  return network ? { payway: 'crypto', network } : { payway: 'crypto' };
}

/**
 * What the landing asks the public price for: an exchange of `amountMinor` of `from` into `to`,
 * paying and receiving the way a newcomer usually does (a card for fiat, a wallet on the
 * currency's first network for crypto). Null when there is nothing to price: an unknown
 * currency, or no positive amount.
 */
export function buildLandingQuoteRequest(
  from: string,
  to: string,
  amountMinor: bigint | null,
): LandingQuoteRequest | null {
  const fromSide = sideOf(from);
  const toSide = sideOf(to);
  const scale = findCurrency(from)?.scale;
  if (!fromSide || !toSide || scale === undefined || amountMinor === null || amountMinor <= 0n) return null;
  return {
    kind: 'exchange',
    from_currency: from,
    to_currency: to,
    from_amount: minorToDecimal(amountMinor, scale),
    from_payway: fromSide.payway,
    to_payway: toSide.payway,
    ...(fromSide.network ? { from_network: fromSide.network } : {}),
    ...(toSide.network ? { to_network: toSide.network } : {}),
  };
}
