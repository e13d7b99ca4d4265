import type { Currency } from '@ferry/shared/contracts';
import { CURRENCIES } from '@ferry/shared/domain';

/** The full catalogue as the server sends it. */
export const ALL_CURRENCIES: Currency[] = CURRENCIES.map((currency) => ({
  ...currency,
  networks: [...currency.networks],
}));

export function pickCurrencies(...codes: string[]): Currency[] {
  return codes.map((code) => {
    const currency = ALL_CURRENCIES.find((candidate) => candidate.code === code);
    if (!currency) throw new Error(`No fixture currency ${code}`);
    return currency;
  });
}
