import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue-model/catalogue';
import { catalogueOverridesSchema } from '../catalogue-model/catalogue-overrides';
import type { QuoteRequest } from '../catalogue-model/catalogue-types';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { MoneyInvariantError } from '../ledger/held-amounts';
import { createProfile } from '../ledger/ledger.test-kit';
import { createSandboxRates } from '../providers/rates/sandbox-rates';
import { createQuotes } from './quotes';

let database: TestDatabase;
let profileId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  profileId = await createProfile(database.db);
});
afterAll(() => database.dispose());

const quotesWithNetworkFee = (networkFee: string) =>
  createQuotes({
    catalogue: createCatalogue({
      overrides: catalogueOverridesSchema.parse({
        paywayCurrencies: [
          { payway: 'crypto', currency: 'USDT', direction: 'withdraw', network: 'TRC20', networkFee },
        ],
      }),
    }),
    rates: createSandboxRates(),
    nowMs: () => Date.UTC(2025, 0, 15, 12, 0, 0),
    ttlSeconds: 30,
  });

const exchangeToTron = (): QuoteRequest => ({
  profileId,
  kind: 'exchange',
  fromCurrency: 'EUR',
  toCurrency: 'USDT',
  fromPayway: 'card',
  toPayway: 'crypto',
  toNetwork: 'TRC20',
  fromAmountMinor: 10_000n,
});

describe('the network fee of a quote', () => {
  it('is the catalogue’s, in minor units of the payout currency', async () => {
    const quote = await quotesWithNetworkFee('1.25').create(database.db, exchangeToTron());
    expect(quote.networkFeeMinor).toBe(1_250_000n);
  });

  it('is an explicit internal error when the catalogue writes it finer than the currency, never zero', async () => {
    await expect(quotesWithNetworkFee('1.0000001').create(database.db, exchangeToTron())).rejects.toThrow(
      MoneyInvariantError,
    );
  });
});
