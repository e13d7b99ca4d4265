import type { Currency } from '@ferry/shared/contracts';
import { localizeCurrencyName } from '../../../lib/currency-name';

/** Matches the code or the name (as given, or as shown in `language`), ignoring case. */
export function filterCurrencies(
  currencies: readonly Currency[],
  query: string,
  language: string,
): Currency[] {
  const needle = query.trim().toLocaleLowerCase(language);
  if (!needle) return [...currencies];
  return currencies.filter((currency) =>
    [currency.code, currency.name, localizeCurrencyName(currency, language)].some((text) =>
      text.toLocaleLowerCase(language).includes(needle),
    ),
  );
}
