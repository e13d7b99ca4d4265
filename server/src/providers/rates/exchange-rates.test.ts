import { parseRatio } from '@ferry/shared/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { answerJson, type FakeHttpServer, startFakeHttpServer } from '../../test-support/fake-http-server';
import { answerBookTicker, startFakeExchange } from '../../test-support/fake-providers';
import { createExchangeRates } from './exchange-rates';

const servers: FakeHttpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function exchange(): Promise<FakeHttpServer> {
  const server = await startFakeExchange();
  servers.push(server);
  return server;
}

const AT = Date.UTC(2026, 0, 1);

describe('exchange rates (Binance book ticker)', () => {
  it('prices from the best bid and ask, directly, inverted and through USDT', async () => {
    const server = await exchange();
    const rates = createExchangeRates({ apiUrl: server.url, refreshMs: 10_000 });
    expect(rates.mode).toBe('live');
    expect(await rates.price('BTC', 'USD', AT, 'bid')).toBe('64990');
    expect(await rates.price('BTC', 'USD', AT, 'ask')).toBe('65010');
    expect(await rates.price('BTC', 'USD', AT, 'mid')).toBe('65000');
    // USDUAH 41.00/41.20: one UAH sells for 1/41.20 USD.
    expect(await rates.price('UAH', 'USD', AT, 'bid')).toBe('0.0242718446601941747');
    // TONUSDT 5.49 × USDTUSD 0.9999.
    expect(await rates.price('TON', 'USD', AT, 'bid')).toBe('5.489451');
    const bid = parseRatio(await rates.price('BTC', 'EUR', AT, 'bid'));
    const ask = parseRatio(await rates.price('BTC', 'EUR', AT, 'ask'));
    expect(bid.numerator * ask.denominator).toBeLessThan(ask.numerator * bid.denominator);
    expect(await rates.price('EUR', 'EUR', AT)).toBe('1');
  });

  it('asks the exchange once per refresh period, sharing a fetch in flight', async () => {
    const server = await exchange();
    let now = 1_000_000;
    const rates = createExchangeRates({ apiUrl: server.url, refreshMs: 10_000, nowMs: () => now });
    await Promise.all([
      rates.price('BTC', 'USD', AT),
      rates.price('EUR', 'USD', AT),
      rates.price('TON', 'EUR', AT),
    ]);
    now += 9_999;
    await rates.price('BTC', 'EUR', AT);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/v3/ticker/bookTicker' });
    now += 1;
    await rates.price('BTC', 'EUR', AT);
    expect(server.requests).toHaveLength(2);
  });

  it('refuses a currency the exchange has no market for', async () => {
    const server = await exchange();
    const rates = createExchangeRates({ apiUrl: server.url, refreshMs: 10_000 });
    await expect(rates.price('PLN', 'USD', AT)).rejects.toMatchObject({
      code: 'CONVERT_CURRENCY_UNAVAILABLE',
      details: { currency: 'PLN' },
    });
  });

  it.each([
    [
      'an error answer',
      (_request: unknown, response: Parameters<typeof answerJson>[0]) =>
        answerJson(response, 429, { code: -1003, msg: 'Too many requests.' }),
    ],
    [
      'a malformed answer',
      (_request: unknown, response: Parameters<typeof answerJson>[0]) =>
        answerJson(response, 200, { symbols: 'none' }),
    ],
    ['no answer in time', () => undefined],
  ])('answers SERVICE_UNAVAILABLE on %s, and recovers on the next call', async (_name, handler) => {
    const server = await startFakeHttpServer(handler);
    servers.push(server);
    // Long enough for the recovering call to get its answer on a loaded CI machine; the hanging
    // case waits it out once.
    const rates = createExchangeRates({ apiUrl: server.url, refreshMs: 10_000, timeoutMs: 2000 });
    await expect(rates.price('BTC', 'USD', AT)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'rates_unavailable', provider: 'rates' },
    });
    server.answerWith(answerBookTicker);
    expect(await rates.price('BTC', 'USD', AT, 'mid')).toBe('65000');
  });

  it('answers SERVICE_UNAVAILABLE when nothing listens', async () => {
    const server = await exchange();
    const url = server.url;
    await server.close();
    servers.splice(0);
    const rates = createExchangeRates({ apiUrl: url, refreshMs: 10_000, timeoutMs: 2000 });
    await expect(rates.price('BTC', 'USD', AT)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
