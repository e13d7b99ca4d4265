import { CURRENCIES, checkLimits, decimalToMinor } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createCatalogue } from './catalogue';
import { catalogueOverridesSchema } from './catalogue-overrides';
import { findUnmatchedOverrides } from './verify-overrides';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('seeded catalogue', () => {
  const catalogue = createCatalogue();

  it('offers card with the three wallet pays, and every payway kind once', async () => {
    const payways = await catalogue.payways(database.db);
    expect(payways.map((payway) => payway.code)).toEqual([
      'card',
      'sepa',
      'iban',
      'uaiban',
      'blik',
      'monobank',
      'crypto',
      'balance',
    ]);
    expect(payways[0]).toEqual({
      code: 'card',
      kind: 'card',
      method: 'IFRAME',
      walletPay: ['apple_pay', 'google_pay', 'samsung_pay'],
      isActive: true,
      sortOrder: 10,
    });
  });

  it('prices a card deposit at 1.5 % + 0.30 and SEPA payouts at a flat 1.00', async () => {
    const card = await catalogue.paywayCurrency(database.db, {
      payway: 'card',
      currency: 'EUR',
      direction: 'deposit',
    });
    expect(card).toMatchObject({
      fee: { type: 'COOPERATE', add: '0.3', mult: '0.015' },
      limits: { min: '10', max: '5000', mult: '0.01', currency: 'EUR' },
      network: null,
      isAvailable: true,
    });
    const sepa = await catalogue.paywayCurrency(database.db, {
      payway: 'sepa',
      currency: 'EUR',
      direction: 'withdraw',
    });
    expect(sepa?.fee).toEqual({ type: 'ADD', add: '1', mult: '0' });
  });

  it('has Blik for deposits only and nothing for currencies a payway does not carry', async () => {
    const blik = await catalogue.paywayCurrencies(database.db, { payway: 'blik' });
    expect(blik.map((row) => `${row.currency}/${row.direction}`)).toEqual(['PLN/deposit']);
    expect(
      await catalogue.paywayCurrency(database.db, { payway: 'sepa', currency: 'USD', direction: 'deposit' }),
    ).toBeUndefined();
  });

  it('carries every crypto currency on each of its networks both ways, payouts charging the network fee', async () => {
    const rows = await catalogue.paywayCurrencies(database.db, { payway: 'crypto' });
    for (const currency of CURRENCIES.filter((entry) => entry.kind === 'crypto')) {
      const networks = currency.networks.length > 0 ? currency.networks : [null];
      for (const network of networks) {
        for (const direction of ['deposit', 'withdraw'] as const) {
          const row = rows.find(
            (candidate) =>
              candidate.currency === currency.code &&
              candidate.network === network &&
              candidate.direction === direction,
          );
          expect(row, `${currency.code} ${network} ${direction}`).toBeDefined();
          if (!row) continue;
          // Every bound is a whole number of steps at the currency's scale, and min ≤ max.
          for (const bound of [row.limits.min, row.limits.max, row.networkFee]) {
            expect(decimalToMinor(bound ?? '0', currency.scale)).not.toBeNull();
          }
          expect(
            checkLimits(decimalToMinor(row.limits.min ?? '0', currency.scale) ?? 0n, row.limits),
          ).toBeNull();
          if (direction === 'withdraw') {
            expect(row.fee).toEqual({ type: 'ADD', add: row.networkFee, mult: '0' });
            expect(row.networkFee).not.toBe('0');
          } else {
            expect(row.confirmations).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it('converts among balance currencies both ways, with limits in the from currency', async () => {
    const directions = await catalogue.convertDirections(database.db);
    const btcEur = directions.find((direction) => direction.from === 'BTC' && direction.to === 'EUR');
    expect(btcEur).toMatchObject({
      fee: { type: 'MULT', mult: '0.01' },
      limits: { currency: 'BTC' },
      isAvailable: true,
    });
    expect(await catalogue.convertDirection(database.db, 'EUR', 'BTC')).toBeDefined();
    expect((await catalogue.convertDirection(database.db, 'USDT', 'USDC'))?.fee.mult).toBe('0.001');
    expect((await catalogue.convertDirection(database.db, 'EUR', 'PLN'))?.fee.mult).toBe('0.005');
    expect(await catalogue.convertDirection(database.db, 'EUR', 'PEPE')).toBeUndefined();
  });

  it('keeps payout caps in minor units at the currency scale, none where none is set', async () => {
    expect(await catalogue.payoutLimits(database.db, 'EUR')).toEqual({
      currency: 'EUR',
      dailyMinor: 1_000_000n,
      monthlyMinor: 5_000_000n,
    });
    expect((await catalogue.payoutLimits(database.db, 'BTC')).dailyMinor).toBe(50_000_000n);
    expect(await catalogue.payoutLimits(database.db, 'PEPE')).toEqual({
      currency: 'PEPE',
      dailyMinor: null,
      monthlyMinor: null,
    });
  });

  it('reads currencies with their scale and networks', async () => {
    expect(await catalogue.currency(database.db, 'USDT')).toMatchObject({ scale: 6, kind: 'crypto' });
    expect(await catalogue.currency(database.db, 'QQQ')).toBeUndefined();
    expect((await catalogue.currencies(database.db)).length).toBe(CURRENCIES.length);
  });
});

describe('CATALOGUE_OVERRIDES', () => {
  it('switches rows off, changes fees, limits and caps over every read, and refuses blocked countries', async () => {
    const overrides = catalogueOverridesSchema.parse({
      payways: [{ code: 'blik', isActive: false }],
      paywayCurrencies: [
        { payway: 'card', currency: 'EUR', direction: 'deposit', isAvailable: false },
        {
          payway: 'crypto',
          currency: 'USDT',
          direction: 'withdraw',
          fee: { add: '2' },
          limits: { max: null },
        },
      ],
      convertDirections: [
        { from: 'BTC', to: 'EUR', isAvailable: false, fee: { type: 'MULT', mult: '0.02' } },
      ],
      payoutLimits: [{ currency: 'EUR', daily: '2500.50', monthly: null }],
      countries: [{ code: 'US', isSupported: true }],
    });
    const catalogue = createCatalogue({ overrides, blockedCountries: ['DE'] });
    const db = database.db;
    expect((await catalogue.payway(db, 'blik'))?.isActive).toBe(false);
    expect(
      (await catalogue.paywayCurrency(db, { payway: 'card', currency: 'EUR', direction: 'deposit' }))
        ?.isAvailable,
    ).toBe(false);
    expect(
      (await catalogue.paywayCurrency(db, { payway: 'card', currency: 'USD', direction: 'deposit' }))
        ?.isAvailable,
    ).toBe(true);
    const usdtPayouts = await catalogue.paywayCurrencies(db, {
      payway: 'crypto',
      currency: 'USDT',
      direction: 'withdraw',
    });
    expect(usdtPayouts.length).toBe(6);
    for (const row of usdtPayouts) {
      expect(row.fee.add).toBe('2');
      expect(row.limits.max).toBeNull();
      expect(row.limits.min).not.toBeNull();
    }
    expect(await catalogue.convertDirection(db, 'BTC', 'EUR')).toMatchObject({
      isAvailable: false,
      fee: { type: 'MULT', mult: '0.02' },
    });
    expect(await catalogue.payoutLimits(db, 'EUR')).toEqual({
      currency: 'EUR',
      dailyMinor: 250_050n,
      monthlyMinor: null,
    });
    const countries = await catalogue.countries(db);
    expect(countries.find((country) => country.code === 'US')?.isSupported).toBe(true);
    expect(countries.find((country) => country.code === 'DE')?.isSupported).toBe(false);
    expect(countries.find((country) => country.code === 'RU')?.isSupported).toBe(false);
  });

  it('is read from the setting, and a malformed one stops the configuration', () => {
    const config = loadConfig({ CATALOGUE_OVERRIDES: '{"payways":[{"code":"blik","isActive":false}]}' });
    expect(config.catalogueOverrides.payways).toEqual([{ code: 'blik', isActive: false }]);
    expect(loadConfig({}).catalogueOverrides.paywayCurrencies).toEqual([]);
    expect(() => loadConfig({ CATALOGUE_OVERRIDES: '{not json' })).toThrow(ConfigError);
    expect(() => loadConfig({ CATALOGUE_OVERRIDES: '{"payway":[]}' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        CATALOGUE_OVERRIDES: '{"paywayCurrencies":[{"payway":"card","currency":"EUR","fee":{"add":"-1"}}]}',
      }),
    ).toThrow(ConfigError);
  });

  it('names every override that matches no row (the start stops on them)', async () => {
    const overrides = catalogueOverridesSchema.parse({
      payways: [{ code: 'paypal' }, { code: 'card' }],
      paywayCurrencies: [
        { payway: 'blik', currency: 'PLN', direction: 'withdraw' },
        { payway: 'crypto', currency: 'USDT', network: 'TRC20' },
      ],
      convertDirections: [{ from: 'EUR', to: 'PEPE' }],
      payoutLimits: [{ currency: 'QQQ', daily: '1' }],
      countries: [{ code: 'ZZ', isSupported: true }],
    });
    expect(await findUnmatchedOverrides(database.db, overrides)).toEqual([
      'payways: no payway "paypal"',
      'paywayCurrencies: no row for {"payway":"blik","currency":"PLN","direction":"withdraw"}',
      'convertDirections: no direction EUR → PEPE',
      'payoutLimits: no currency QQQ',
      'countries: no country ZZ',
    ]);
  });
});
