import { fiatValueMinor, parseRatio, type Ratio } from '@ferry/shared/domain';
import type { RatesHistory } from './rates-history';
import type { PriceSource } from './tax-movement';

export interface ReportCurrency {
  code: string;
  scale: number;
}

export interface Priced {
  price: Ratio | undefined;
  priceSource: PriceSource;
}

/** The transaction's own rate (units of `to` per `from`) read as a price of one side in the other. */
export function priceFromRate(rate: string | null, isFromSidePriced: boolean): Ratio | undefined {
  if (!rate) return undefined;
  const ratio = parseRatio(rate);
  if (ratio.numerator === 0n) return undefined;
  return isFromSidePriced ? ratio : { numerator: ratio.denominator, denominator: ratio.numerator };
}

/** Prices currencies in the report currency at an instant: exact for itself, else the rates history. */
export function createPricer(history: RatesHistory, report: ReportCurrency) {
  return {
    async priceAt(currency: string, at: Date): Promise<Priced> {
      if (currency === report.code)
        return { price: { numerator: 1n, denominator: 1n }, priceSource: 'report-currency' };
      const found = await history.priceAt(currency, report.code, at);
      if (!found) return { price: undefined, priceSource: 'none' };
      return { price: found.price, priceSource: found.isAfter ? 'rates-history-after' : 'rates-history' };
    },
    /** `amountMinor` (with `scale` digits) at `price` in report minor units; 0 without a price. */
    value(amountMinor: bigint, scale: number, price: Ratio | undefined): bigint {
      return price ? fiatValueMinor(amountMinor, scale, price, report.scale) : 0n;
    },
  };
}
export type Pricer = ReturnType<typeof createPricer>;
