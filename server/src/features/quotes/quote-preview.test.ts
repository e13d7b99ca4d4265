import { quotePreviewSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
// On a minute boundary, so the per-minute window's wait is a whole minute.
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => NOW, environment: { TRUST_PROXY: 'true' } });
});
afterAll(() => testApp.dispose());

const EXCHANGE = {
  kind: 'exchange',
  from_currency: 'EUR',
  to_currency: 'USDT',
  from_amount: '100',
  from_payway: 'card',
  to_payway: 'crypto',
  to_network: 'TRC20',
};

let nextAddress = 1;
/** A client address of its own per test, so limits do not leak between tests. */
function newAddress(): string {
  nextAddress += 1;
  return `203.0.113.${nextAddress}`;
}

async function preview(body: unknown, headers: Record<string, string>) {
  const response = await testApp.app.request('/api/client/v1/quotes/preview', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

async function countQuotes() {
  const row = await testApp.context.db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('POST quotes/preview', () => {
  it('prices an exchange for a visitor without a token, storing nothing and naming nobody', async () => {
    const before = await countQuotes();
    const answer = await preview(EXCHANGE, { 'X-Forwarded-For': newAddress() });
    expect(answer.status).toBe(200);
    expect(quotePreviewSchema.strict().parse(answer.body)).toMatchObject({
      kind: 'exchange',
      from_currency: 'EUR',
      to_currency: 'USDT',
      from_amount: '100',
      from_payway: 'card',
      to_payway: 'crypto',
      to_network: 'TRC20',
      rate: await testApp.context.rates.price('EUR', 'USDT', NOW, 'bid'),
    });
    expect(Number(answer.body.to_amount)).toBeGreaterThan(0);
    // No id to take it by, no profile, user, email or address: only the price.
    expect(Object.keys(answer.body).sort()).toEqual(
      [
        'kind',
        'from_currency',
        'to_currency',
        'from_payway',
        'to_payway',
        'from_network',
        'to_network',
        'from_amount',
        'to_amount',
        'fee',
        'payin_fee',
        'exchange_fee',
        'fee_currency',
        'to_fee',
        'network_fee',
        'rate',
        'limits',
        'expires_at',
        'created_at',
      ].sort(),
    );
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await countQuotes()).toBe(before);
  });

  it('prices the same for a signed-in caller, still storing nothing', async () => {
    const before = await countQuotes();
    const login = await testApp.signIn();
    const answer = await preview(EXCHANGE, { ...bearer(login), 'X-Forwarded-For': newAddress() });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('id');
    expect(await countQuotes()).toBe(before);
  });

  it('refuses a pair the payways do not carry with the spec code', async () => {
    const answer = await preview(
      { ...EXCHANGE, from_currency: 'BTC', to_currency: 'USDT' },
      { 'X-Forwarded-For': newAddress() },
    );
    expect([answer.status, answer.body.error?.code]).toEqual([422, 'UNAVAILABLE_PWCU']);
  });

  it('answers at most 60 times a minute per client address, then TOO_MANY_REQUESTS with Retry-After', async () => {
    const address = newAddress();
    for (let hit = 0; hit < 60; hit += 1) {
      expect((await preview(EXCHANGE, { 'X-Forwarded-For': address })).status).toBe(200);
    }
    const refused = await preview(EXCHANGE, { 'X-Forwarded-For': address });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect((await preview(EXCHANGE, { 'X-Forwarded-For': newAddress() })).status).toBe(200);
  });

  it('leaves the stored quote to signed-in users', async () => {
    const answer = await testApp.app.request('/api/client/v1/quotes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(EXCHANGE),
    });
    expect(answer.status).toBe(401);
  });
});
