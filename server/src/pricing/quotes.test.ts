import { calculateFeeMinor, parseRatio } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue-model/catalogue';
import { catalogueOverridesSchema } from '../catalogue-model/catalogue-overrides';
import type { QuoteRequest } from '../catalogue-model/catalogue-types';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createProfile } from '../ledger/ledger.test-kit';
import { createSandboxRates } from '../providers/rates/sandbox-rates';
import { createQuotes } from './quotes';

let database: TestDatabase;
let profileId: string;
let nowMs = Date.UTC(2025, 0, 15, 12, 0, 0);
const rates = createSandboxRates();
const quotes = createQuotes({ catalogue: createCatalogue(), rates, nowMs: () => nowMs, ttlSeconds: 30 });

beforeAll(async () => {
  database = await createTestDatabase();
  profileId = await createProfile(database.db);
});
afterAll(() => database.dispose());

const convert = (overrides: Partial<QuoteRequest>): QuoteRequest => ({
  profileId,
  kind: 'convert',
  fromCurrency: 'EUR',
  toCurrency: 'USDT',
  ...overrides,
});

async function countQuotes() {
  const row = await database.db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('Quotes.create', () => {
  it('converts a from amount at the bid rate with the direction fee on top, and stores it', async () => {
    const quote = await quotes.create(database.db, convert({ fromAmountMinor: 10_100n }));
    expect(quote.rate).toBe(await rates.price('EUR', 'USDT', nowMs, 'bid'));
    // 1 % fiat→crypto on top: 101.00 = 100.00 + 1.00.
    expect(quote.feeMinor).toBe(100n);
    expect(quote.feeCurrency).toBe('EUR');
    const rate = parseRatio(quote.rate);
    const exact = (10_000n * rate.numerator * 10n ** 6n) / (rate.denominator * 100n);
    expect(quote.toAmountMinor).toBe(exact);
    expect(quote.toFeeMinor).toBe(0n);
    expect(quote.expiresAt.getTime() - quote.createdAt.getTime()).toBe(30_000);
    expect(quote.limits).toMatchObject({ currency: 'EUR', min: '1', max: '100000' });
    const stored = await database.db
      .selectFrom('quotes')
      .selectAll()
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ from_amount: '10100', fee: '100', used_at: null, profile_id: profileId });
  });

  it('for a wanted to amount asks the smallest from amount that delivers it', async () => {
    const quote = await quotes.create(database.db, convert({ toAmountMinor: 50_000_000n }));
    // A cent buys about 0.0107 USDT: a convert gives the user what that cent's floor buys, no to fee.
    expect(quote.toAmountMinor).toBeGreaterThanOrEqual(50_000_000n);
    expect(quote.toAmountMinor).toBeLessThan(50_010_700n);
    expect(quote.toFeeMinor).toBe(0n);
    const cheaper = await quotes.create(
      database.db,
      convert({ fromAmountMinor: quote.fromAmountMinor - 1n }),
    );
    expect(cheaper.toAmountMinor).toBeLessThan(50_000_000n);
  });

  it('prices an exchange with the pay-in fee in from and the payout fee in to', async () => {
    const quote = await quotes.create(database.db, {
      profileId,
      kind: 'exchange',
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromPayway: 'card',
      toPayway: 'crypto',
      toNetwork: 'TRC20',
      fromAmountMinor: 10_000n,
    });
    // Card 0.30 + 1.5 % of the whole 100 = 1.80, as a card deposit takes it; then the EUR→USDT
    // exchange fee, 1 % on top of the converted 97.22 = 0.98 (the quote's fee counts it too);
    // TRC20 payout 1.5 USDT, all of it the network's.
    expect(quote.payInFeeMinor).toBe(180n);
    expect(quote.feeMinor).toBe(278n);
    expect(quote.toFeeMinor).toBeGreaterThanOrEqual(1_500_000n);
    expect(quote.networkFeeMinor).toBe(1_500_000n);
    expect(quote.toLimits).toMatchObject({ currency: 'USDT', min: '11.5' });
    expect(quote).toMatchObject({
      fromPayway: 'card',
      toPayway: 'crypto',
      toNetwork: 'TRC20',
      fromNetwork: null,
    });
    expect(quote.payInFeeMinor).toBe(
      calculateFeeMinor({ type: 'COOPERATE', add: '0.3', mult: '0.015' }, 10_000n, 2),
    );
  });

  it('picks the only network of a single-network currency and asks for one otherwise', async () => {
    const ton = await quotes.create(database.db, {
      profileId,
      kind: 'exchange',
      fromCurrency: 'TON',
      toCurrency: 'EUR',
      fromPayway: 'crypto',
      toPayway: 'sepa',
      fromAmountMinor: 10_000_000_000n,
    });
    expect(ton.fromNetwork).toBe('TON');
    await expect(
      quotes.create(database.db, {
        profileId,
        kind: 'exchange',
        fromCurrency: 'USDT',
        toCurrency: 'EUR',
        fromPayway: 'crypto',
        toPayway: 'sepa',
        fromAmountMinor: 100_000_000n,
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'from_network', reason: 'network_required' },
    });
  });

  it.each<[string, Partial<QuoteRequest>, string]>([
    ['an amount below the direction minimum', { fromAmountMinor: 50n }, 'CONVERT_MIN_TECH_LIMIT_VIOLATION'],
    [
      'an amount above the direction maximum',
      { fromAmountMinor: 10_000_001n },
      'CONVERT_MAX_TECH_LIMIT_VIOLATION',
    ],
    [
      'a direction the catalogue lacks',
      { toCurrency: 'PEPE', fromAmountMinor: 10_000n },
      'CONVERT_DIRECTION_UNAVAILABLE',
    ],
    ['the same currency twice', { toCurrency: 'EUR', fromAmountMinor: 10_000n }, 'VALIDATION_ERROR'],
    ['an unknown currency', { fromCurrency: 'QQQ', fromAmountMinor: 10_000n }, 'VALIDATION_ERROR'],
    ['both amounts', { fromAmountMinor: 10_000n, toAmountMinor: 10_000n }, 'VALIDATION_ERROR'],
    ['no amount', {}, 'VALIDATION_ERROR'],
    ['a zero amount', { fromAmountMinor: 0n }, 'VALIDATION_ERROR'],
  ])('refuses %s and stores nothing', async (_name, request, code) => {
    const before = await countQuotes();
    await expect(quotes.create(database.db, convert(request))).rejects.toMatchObject({ code });
    expect(await countQuotes()).toBe(before);
  });

  it.each<[string, Partial<QuoteRequest>, string]>([
    ['a payway the currency lacks', { fromPayway: 'blik', fromCurrency: 'EUR' }, 'UNAVAILABLE_PWCU'],
    ['a deposit-only payway used for a payout', { toPayway: 'blik', toCurrency: 'PLN' }, 'UNAVAILABLE_PWCU'],
    ['a pay-in below the payway minimum', { fromAmountMinor: 500n }, 'PAYIN_MIN_TECH_LIMIT_VIOLATION'],
    ['a pay-in above the payway maximum', { fromAmountMinor: 600_000n }, 'PAYIN_MAX_TECH_LIMIT_VIOLATION'],
    [
      'a payout below the payway minimum',
      { fromAmountMinor: undefined, toAmountMinor: 5_000_000n },
      'PAYOUT_MIN_TECH_LIMIT_VIOLATION',
    ],
    ['a missing payway', { toPayway: undefined }, 'VALIDATION_ERROR'],
  ])('refuses an exchange with %s', async (_name, request, code) => {
    const before = await countQuotes();
    await expect(
      quotes.create(database.db, {
        profileId,
        kind: 'exchange',
        fromCurrency: 'EUR',
        toCurrency: 'USDT',
        fromPayway: 'card',
        toPayway: 'crypto',
        toNetwork: 'TRC20',
        fromAmountMinor: 10_000n,
        ...request,
      }),
    ).rejects.toMatchObject({ code });
    expect(await countQuotes()).toBe(before);
  });

  it('prices an exchange from balance to balance exactly as a convert of the same order', async () => {
    const order = { profileId, fromCurrency: 'EUR', toCurrency: 'USDT', fromAmountMinor: 10_000n } as const;
    const exchanged = await quotes.create(database.db, {
      ...order,
      kind: 'exchange',
      fromPayway: 'balance',
      toPayway: 'balance',
    });
    const converted = await quotes.create(database.db, { ...order, kind: 'convert' });
    expect([exchanged.feeMinor, exchanged.toAmountMinor, exchanged.rate]).toEqual([
      converted.feeMinor,
      converted.toAmountMinor,
      converted.rate,
    ]);
    expect(exchanged.feeMinor).toBeGreaterThan(0n);
  });

  it('honours overrides: a switched-off payway currency is unavailable', async () => {
    const overrides = catalogueOverridesSchema.parse({
      paywayCurrencies: [{ payway: 'card', currency: 'EUR', direction: 'deposit', isAvailable: false }],
      convertDirections: [{ from: 'EUR', to: 'USDT', isAvailable: false }],
    });
    const restricted = createQuotes({
      catalogue: createCatalogue({ overrides }),
      rates,
      nowMs: () => nowMs,
      ttlSeconds: 30,
    });
    await expect(restricted.create(database.db, convert({ fromAmountMinor: 10_000n }))).rejects.toMatchObject(
      {
        code: 'CONVERT_DIRECTION_UNAVAILABLE',
      },
    );
    await expect(
      restricted.create(database.db, {
        profileId,
        kind: 'exchange',
        fromCurrency: 'EUR',
        toCurrency: 'USDT',
        fromPayway: 'card',
        toPayway: 'crypto',
        toNetwork: 'TRC20',
        fromAmountMinor: 10_000n,
      }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE_PWCU' });
  });
});

describe('Quotes.take', () => {
  const take = (quoteId: string, owner = profileId) =>
    database.db.transaction().execute((trx) => quotes.take(trx, quoteId, owner));

  it('takes a fresh quote once, then refuses it as used', async () => {
    const quote = await quotes.create(database.db, convert({ fromAmountMinor: 10_000n }));
    const taken = await take(quote.id);
    expect(taken).toEqual(quote);
    await expect(take(quote.id)).rejects.toMatchObject({
      code: 'CONFLICT_ERROR',
      details: { reason: 'quote_used' },
    });
  });

  it('lets only one of two concurrent takes win', async () => {
    const quote = await quotes.create(database.db, convert({ fromAmountMinor: 10_000n }));
    const results = await Promise.allSettled([take(quote.id), take(quote.id)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT_ERROR' },
    });
  });

  it('refuses an unknown id, a malformed id, and another profile’s quote as not found', async () => {
    const quote = await quotes.create(database.db, convert({ fromAmountMinor: 10_000n }));
    const stranger = await createProfile(database.db);
    await expect(take(quote.id, stranger)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(take(crypto.randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(take('not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await take(quote.id)).id).toBe(quote.id);
  });

  it('refuses an expired quote, and a take rolled back leaves the quote unused', async () => {
    const quote = await quotes.create(database.db, convert({ fromAmountMinor: 10_000n }));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await quotes.take(trx, quote.id, profileId);
        throw new Error('the operation failed after taking');
      }),
    ).rejects.toThrow('the operation failed');
    nowMs += 30_000;
    try {
      await expect(take(quote.id)).rejects.toMatchObject({
        code: 'UNPROCESSABLE_ENTITY',
        details: { reason: 'quote_expired' },
      });
    } finally {
      nowMs -= 30_000;
    }
    expect((await take(quote.id)).id).toBe(quote.id);
  });
});
