import { listCurrencies } from '@ferry/shared/contracts';
import { CURRENCIES } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { createCurrenciesModule } from './currencies.module';

let testApp: FeatureApp;
beforeAll(async () => {
  // Read through: each call sees the table as the test left it.
  testApp = await createFeatureApp((context) => createCurrenciesModule(context, { cacheMs: 0 }));
});
afterAll(() => testApp.dispose());

describe('GET {base}currencies', () => {
  it.each(['client', 'widget', 'mobile'] as const)(
    'serves the seeded catalogue on the %s base',
    async (base) => {
      const answer = await testApp.client.call(listCurrencies, { base });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60');
      const currencies = answer.body?.currencies;
      // The migration seeds exactly the domain catalogue, in the spec's order.
      expect(currencies).toEqual(
        CURRENCIES.map(({ code, name, symbol, scale, kind, networks, isStablecoin }) => ({
          code,
          name,
          symbol,
          scale,
          kind,
          networks: [...networks],
          isStablecoin,
        })),
      );
    },
  );

  it('reads from the database: a deactivated currency disappears', async () => {
    await testApp.database.db
      .updateTable('currencies')
      .set({ is_active: false })
      .where('code', '=', 'DOGE')
      .execute();
    const { currencies } = await testApp.client.ok(listCurrencies);
    expect(currencies.map((currency) => currency.code)).not.toContain('DOGE');
    expect(currencies).toHaveLength(CURRENCIES.length - 1);
    await testApp.database.db
      .updateTable('currencies')
      .set({ is_active: true })
      .where('code', '=', 'DOGE')
      .execute();
  });

  it('keeps the spec’s signs: USD $ and EUR €', async () => {
    const { currencies } = await testApp.client.ok(listCurrencies);
    const sign = (code: string) => currencies.find((currency) => currency.code === code)?.symbol;
    expect([sign('USD'), sign('EUR'), sign('BTC')]).toEqual(['$', '€', null]);
  });

  it('refuses what the catalogue table forbids', async () => {
    await expect(
      testApp.database.db
        .insertInto('currencies')
        .values({
          code: 'BAD',
          name: 'Bad',
          symbol: null,
          scale: 19,
          kind: 'crypto',
          networks: [],
          is_stablecoin: false,
          sort_order: 1,
        })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
