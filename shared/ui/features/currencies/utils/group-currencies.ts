import type { Currency } from '@ferry/shared/contracts';
import type { CurrencyKind } from '@ferry/shared/domain';

export interface CurrencyGroup {
  kind: CurrencyKind;
  currencies: Currency[];
}

const KIND_ORDER: readonly CurrencyKind[] = ['fiat', 'crypto'];

/** Fiat first, then crypto; each keeps the server's order. Empty groups are left out. */
export function groupCurrencies(currencies: readonly Currency[]): CurrencyGroup[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    currencies: currencies.filter((currency) => currency.kind === kind),
  })).filter((group) => group.currencies.length > 0);
}
