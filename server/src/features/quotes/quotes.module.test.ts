import { createQuote } from '@ferry/shared/contracts';
import { convertMinorDown, decimalToMinor, findCurrency } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => NOW });
});
afterAll(() => testApp.dispose());

async function post(body: unknown, headers: Record<string, string>) {
  const response = await testApp.app.request('/api/client/v1/quotes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & {
      error?: { code: string; details?: unknown };
    },
  };
}

async function countQuotes() {
  const row = await testApp.context.db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('POST quotes', () => {
  it('quotes a convert from a from amount for the caller’s profile', async () => {
    const login = await testApp.signIn();
    const { status, body, headers } = await post(
      { kind: 'convert', from_currency: 'EUR', to_currency: 'USDT', from_amount: '101' },
      bearer(login),
    );
    expect(status).toBe(200);
    const quote = createQuote.response.parse(body);
    expect(quote).toMatchObject({
      kind: 'convert',
      from_amount: '101',
      fee: '1',
      fee_currency: 'EUR',
      to_fee: '0',
      network_fee: '0',
      from_payway: null,
      limits: { from: { currency: 'EUR', min: '1', max: '100000', mult: '0.01' }, to: null },
      rate: await testApp.context.rates.price('EUR', 'USDT', NOW, 'bid'),
      created_at: new Date(NOW).toISOString(),
      expires_at: new Date(NOW + 30_000).toISOString(),
    });
    expect(headers.get('Cache-Control')).toBe('no-store');
    const stored = await testApp.context.db
      .selectFrom('quotes')
      .select('profile_id')
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(stored.profile_id).toBe(login.profiles_id[0]);
  });

  it('quotes an exchange for a wanted to amount, card in and crypto out', async () => {
    const login = await testApp.signIn();
    const { status, body } = await post(
      {
        kind: 'exchange',
        from_currency: 'EUR',
        to_currency: 'USDT',
        to_amount: '50',
        from_payway: 'card',
        to_payway: 'crypto',
        to_network: 'TRC20',
      },
      bearer(login),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      to_amount: '50',
      network_fee: '1.5',
      to_network: 'TRC20',
      from_payway: 'card',
      limits: { from: { currency: 'EUR', min: '10' }, to: { currency: 'USDT', min: '11.5' } },
    });
  });

  const scaleOf = (code: string) => findCurrency(code)?.scale ?? 0;
  const minorOf = (text: string, code: string) => decimalToMinor(text, scaleOf(code)) as bigint;

  it.each([
    ['EUR', 'USDT', 'from_amount', '101'],
    ['EUR', 'USDT', 'to_amount', '50'],
    ['EUR', 'USDT', 'to_amount', '123.456789'],
    ['USDT', 'EUR', 'from_amount', '77.7'],
    ['USDT', 'EUR', 'to_amount', '33.33'],
    ['USDT', 'BTC', 'to_amount', '0.00123457'],
    ['BTC', 'USDT', 'to_amount', '10'],
  ])(
    'a convert %s → %s by %s %s has no to fee, and its amounts agree with its rate',
    async (from, to, field, amount) => {
      const login = await testApp.signIn();
      const { status, body } = await post(
        { kind: 'convert', from_currency: from, to_currency: to, [field]: amount },
        bearer(login),
      );
      expect(status).toBe(200);
      const quote = createQuote.response.parse(body);
      expect([quote.to_fee, quote.network_fee]).toEqual(['0', '0']);
      // What is converted (the from amount less its fee) at the quote's rate is what the user gets.
      const convertedFromMinor = minorOf(quote.from_amount, from) - minorOf(quote.fee, from);
      const legs = { fromScale: scaleOf(from), toScale: scaleOf(to), rate: quote.rate };
      expect(minorOf(quote.to_amount, to)).toBe(convertMinorDown(convertedFromMinor, legs));
      if (field === 'to_amount') {
        // Never less than asked; and the same as a quote for the from amount it asks.
        expect(minorOf(quote.to_amount, to)).toBeGreaterThanOrEqual(minorOf(amount, to));
        const forward = await post(
          { kind: 'convert', from_currency: from, to_currency: to, from_amount: quote.from_amount },
          bearer(login),
        );
        expect(forward.body).toMatchObject({ to_amount: quote.to_amount, fee: quote.fee, to_fee: '0' });
      }
    },
  );

  it('the contract refuses a convert quote that shows a to fee', () => {
    const quote = {
      id: crypto.randomUUID(),
      kind: 'convert',
      from_currency: 'EUR',
      to_currency: 'USDT',
      from_payway: null,
      to_payway: null,
      from_network: null,
      to_network: null,
      from_amount: '47',
      to_amount: '50',
      fee: '0.47',
      payin_fee: '0',
      exchange_fee: '0.47',
      fee_currency: 'EUR',
      to_fee: '0.004',
      network_fee: '0',
      rate: '1.07',
      limits: { from: { currency: 'EUR', min: null, max: null, mult: null }, to: null },
      expires_at: new Date(NOW).toISOString(),
      created_at: new Date(NOW).toISOString(),
    };
    expect(createQuote.response.safeParse(quote).success).toBe(false);
    expect(createQuote.response.safeParse({ ...quote, to_fee: '0' }).success).toBe(true);
    expect(createQuote.response.safeParse({ ...quote, kind: 'exchange' }).success).toBe(true);
  });

  const base = { kind: 'convert', from_currency: 'EUR', to_currency: 'USDT', from_amount: '100' };
  it.each<[string, Record<string, unknown>, string, number]>([
    ['both amounts', { ...base, to_amount: '5' }, 'VALIDATION_ERROR', 400],
    ['no amount', { ...base, from_amount: undefined }, 'VALIDATION_ERROR', 400],
    ['a zero amount', { ...base, from_amount: '0' }, 'VALIDATION_ERROR', 400],
    ['a negative amount', { ...base, from_amount: '-5' }, 'VALIDATION_ERROR', 400],
    ['a number instead of a decimal string', { ...base, from_amount: 100 }, 'VALIDATION_ERROR', 400],
    ['more decimals than the currency has', { ...base, from_amount: '10.001' }, 'VALIDATION_ERROR', 400],
    ['an unknown kind', { ...base, kind: 'swap' }, 'VALIDATION_ERROR', 400],
    ['an unknown currency', { ...base, from_currency: 'QQQ' }, 'VALIDATION_ERROR', 400],
    ['the same currency twice', { ...base, to_currency: 'EUR' }, 'VALIDATION_ERROR', 400],
    ['an exchange without payways', { ...base, kind: 'exchange' }, 'VALIDATION_ERROR', 400],
    [
      'a convert direction that does not exist',
      { ...base, to_currency: 'PEPE' },
      'CONVERT_DIRECTION_UNAVAILABLE',
      422,
    ],
    ['a convert below the minimum', { ...base, from_amount: '0.5' }, 'CONVERT_MIN_TECH_LIMIT_VIOLATION', 422],
    [
      'a convert above the maximum',
      { ...base, from_amount: '100000.01' },
      'CONVERT_MAX_TECH_LIMIT_VIOLATION',
      422,
    ],
    [
      'an exchange on a payway the currency lacks',
      { ...base, kind: 'exchange', from_payway: 'blik', to_payway: 'crypto', to_network: 'TRC20' },
      'UNAVAILABLE_PWCU',
      422,
    ],
    [
      'an exchange pay-in below the payway minimum',
      {
        ...base,
        kind: 'exchange',
        from_amount: '5',
        from_payway: 'card',
        to_payway: 'crypto',
        to_network: 'TRC20',
      },
      'PAYIN_MIN_TECH_LIMIT_VIOLATION',
      422,
    ],
    [
      'an exchange payout on a network the currency lacks',
      { ...base, kind: 'exchange', from_payway: 'card', to_payway: 'crypto', to_network: 'BASE' },
      'UNAVAILABLE_PWCU',
      422,
    ],
  ])('refuses %s with %s and stores nothing', async (_name, body, code, status) => {
    const login = await testApp.signIn();
    const before = await countQuotes();
    const answer = await post(body, bearer(login));
    expect(answer.body.error?.code).toBe(code);
    expect(answer.status).toBe(status);
    expect(await countQuotes()).toBe(before);
  });

  it('needs a signed-in user and JSON', async () => {
    expect((await post(base, {})).status).toBe(401);
    const login = await testApp.signIn();
    const response = await testApp.app.request('/api/client/v1/quotes', {
      method: 'POST',
      headers: bearer(login),
      body: 'kind=convert',
    });
    expect(response.status).toBe(400);
  });
});
