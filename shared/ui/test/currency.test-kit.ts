import type { Currency, pwCurrencySchema } from '@ferry/shared/contracts';
import { CURRENCIES } from '@ferry/shared/domain';
import type { z } from 'zod';

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

type PwCurrency = z.infer<typeof pwCurrencySchema>;

/**
 * One row of the payway catalogue: free, 10 to 5 000 in steps of 0.01, with no network, no
 * network fee and no confirmations, and available, unless `extra` says otherwise.
 */
export function makePwCurrency(
  payway: string,
  currency: string,
  direction: 'deposit' | 'withdraw',
  extra: Partial<PwCurrency> = {},
): PwCurrency {
  return {
    payway,
    currency,
    network: null,
    direction,
    fee: { type: 'ADD', add: '0', mult: '0' },
    limits: { min: '10', max: '5000', mult: '0.01', currency },
    network_fee: '0',
    confirmations: 0,
    is_available: true,
    ...extra,
  };
}
