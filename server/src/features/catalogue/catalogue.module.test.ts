import {
  getBalancesTotal,
  listConvertDirections,
  listCountries,
  listPayways,
  listPwCurrencies,
} from '@ferry/shared/contracts';
import { convertMinorDown, decimalToMinor, minorToDecimal } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
beforeAll(async () => {
  testApp = await createTestApp({
    nowMs: () => NOW,
    environment: {
      BLOCKED_COUNTRIES: 'PL',
      CATALOGUE_OVERRIDES: JSON.stringify({
        paywayCurrencies: [
          { payway: 'monobank', currency: 'UAH', direction: 'withdraw', isAvailable: false },
        ],
      }),
    },
  });
});
afterAll(() => testApp.dispose());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.request(`/api/client/v1/${path}`, { headers });
  // A compressed body stays compressed in-process; only its headers are read then.
  const text = response.headers.has('Content-Encoding') ? '' : await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { error?: { code: string } },
  };
}

describe('public catalogue groups', () => {
  it.each([
    ['payways', 'payways', listPayways.response],
    ['pwcurrencies?payway=card', 'pwcurrencies', listPwCurrencies.response],
    ['convert-directions?from=BTC', 'convert-directions', listConvertDirections.response],
    ['countries', 'countries', listCountries.response],
    ['currencies', 'currencies', null],
    ['init-settings', 'init-settings', null],
  ])(
    'GET %s is public, cacheable for a minute, in group %s, with a strong ETag and 304',
    async (path, group, schema) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      if (schema) expect(() => schema.parse(first.body)).not.toThrow();
      expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
      expect(first.headers.get('X-Cache-Group')).toBe(group);
      const etag = first.headers.get('ETag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const again = await get(path, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('X-Cache-Group')).toBe(group);
      expect((await get(path, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    },
  );

  it('gives a compressed answer its own ETag', async () => {
    const plain = await get('pwcurrencies');
    const gzip = await get('pwcurrencies', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzip.headers.get('ETag')).not.toBe(plain.headers.get('ETag'));
    expect(gzip.headers.get('ETag')).toMatch(/-gzip"$/);
  });

  it('lists payway currencies filtered, with overrides applied', async () => {
    const { body } = await get('pwcurrencies?payway=monobank');
    expect(body.pwcurrencies).toEqual([
      expect.objectContaining({ currency: 'UAH', direction: 'deposit', is_available: true }),
      expect.objectContaining({ currency: 'UAH', direction: 'withdraw', is_available: false }),
    ]);
    const usdt = await get('pwcurrencies?currency=USDT&direction=withdraw');
    expect((usdt.body.pwcurrencies as { network: string }[]).map((row) => row.network)).toEqual([
      'TRC20',
      'ERC20',
      'BEP20',
      'TON',
      'SOLANA',
      'ARBITRUM',
      null,
    ]);
  });

  it('marks blocked residence countries unsupported', async () => {
    const { body } = await get('countries');
    const countries = body.countries as { code: string; is_supported: boolean }[];
    expect(countries.find((country) => country.code === 'PL')?.is_supported).toBe(false);
    expect(countries.find((country) => country.code === 'UA')?.is_supported).toBe(true);
  });

  it.each([
    ['pwcurrencies?direction=sideways'],
    ['pwcurrencies?currency=not%20a%20code'],
    ['pwcurrencies?payway=CARD!'],
    ['convert-directions?from=%24%24'],
  ])('refuses GET %s with VALIDATION_ERROR', async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET balances-total', () => {
  it('values the profile’s balances at mid rates in USD by default, privately', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const { db, ledger, rates } = testApp.context;
    await db
      .transaction()
      .execute((trx) =>
        ledger.post(trx, [fund(profileId, 'EUR', 10_000n), fund(profileId, 'BTC', 1_000_000n)]),
      );
    const first = await get('balances-total', bearer(login));
    expect(first.status).toBe(200);
    expect(() => getBalancesTotal.response.parse(first.body)).not.toThrow();
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.headers.get('X-Cache-Group')).toBe('balances-total');
    const eurRate = await rates.price('EUR', 'USD', NOW, 'mid');
    const lines = first.body.balances as { currency: string; amount: string; value: string; rate: string }[];
    expect(lines.map((line) => line.currency)).toEqual(['BTC', 'EUR']);
    expect(lines[1]).toMatchObject({ amount: '100', rate: eurRate });
    const totalMinor = lines.reduce((sum, line) => sum + (decimalToMinor(line.value, 2) ?? -1n), 0n);
    expect(first.body.total).toBe(minorToDecimal(totalMinor, 2));
    const btcRate = await rates.price('BTC', 'USD', NOW, 'mid');
    expect(lines[0]?.value).toBe(
      minorToDecimal(convertMinorDown(1_000_000n, { fromScale: 8, toScale: 2, rate: btcRate }), 2),
    );
    expect(first.body.currency).toBe('USD');
    const etag = first.headers.get('ETag') ?? '';
    expect((await get('balances-total', bearer(login, { 'If-None-Match': etag }))).status).toBe(304);

    const inEur = await get('balances-total?currency=EUR', bearer(login));
    expect((inEur.body.balances as { value: string }[])[1]?.value).toBe('100');
  });

  it.each([
    ['balances-total?currency=BTC', 'VALIDATION_ERROR', 400],
    ['balances-total?currency=QQQ', 'VALIDATION_ERROR', 400],
    ['balances-total?currency=%2A%2A', 'VALIDATION_ERROR', 400],
  ])('refuses GET %s', async (path, code, status) => {
    const login = await testApp.signIn();
    const answer = await get(path, bearer(login));
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
  });

  it('needs a signed-in user', async () => {
    expect((await get('balances-total')).status).toBe(401);
  });
});
