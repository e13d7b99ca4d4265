import { CURRENCIES, parseRatio } from '@ferry/shared/domain';
import { describe, expect, it } from 'vitest';
import { REFERENCE_USD_PRICES } from './reference-prices';
import { createSandboxRates, driftPpb } from './sandbox-rates';

const rates = createSandboxRates();
const AT = Date.UTC(2025, 0, 15, 12, 0, 0);

/** a/b as a double, only to compare magnitudes in a test. */
function approximately(text: string): number {
  return Number(text);
}

describe('sandbox rates', () => {
  it('answers the same rate for the same instant, and drifts with time', async () => {
    const first = await rates.price('BTC', 'EUR', AT, 'mid');
    expect(await rates.price('BTC', 'EUR', AT, 'mid')).toBe(first);
    expect(await rates.price('BTC', 'EUR', AT + 5 * 60_000, 'mid')).not.toBe(first);
    expect(first).toMatch(/^\d+(\.\d+)?$/);
  });

  it('stays within the documented drift of the reference prices', async () => {
    for (let minute = 0; minute < 120; minute += 7) {
      const at = AT + minute * 60_000;
      const btc = approximately(await rates.price('BTC', 'USD', at, 'mid'));
      expect(Math.abs(btc / 65_000 - 1)).toBeLessThanOrEqual(0.005 + 1e-12);
      const usdt = approximately(await rates.price('USDT', 'USD', at, 'mid'));
      expect(Math.abs(usdt - 1)).toBeLessThanOrEqual(0.0005 + 1e-12);
      expect(await rates.price('USD', 'USD', at, 'mid')).toBe('1');
    }
    expect(driftPpb('USD', AT)).toBe(0n);
  });

  it('puts bid below mid below ask, so a round trip always loses the spread', async () => {
    for (const [from, to] of [
      ['EUR', 'USDT'],
      ['BTC', 'ETH'],
      ['UAH', 'PLN'],
      ['SHIB', 'USD'],
    ] as const) {
      const bid = parseRatio(await rates.price(from, to, AT, 'bid'));
      const mid = parseRatio(await rates.price(from, to, AT, 'mid'));
      const ask = parseRatio(await rates.price(from, to, AT, 'ask'));
      expect(bid.numerator * mid.denominator).toBeLessThan(mid.numerator * bid.denominator);
      expect(mid.numerator * ask.denominator).toBeLessThan(ask.numerator * mid.denominator);
      const back = parseRatio(await rates.price(to, from, AT, 'bid'));
      // bid(from→to) × bid(to→from) < 1
      expect(bid.numerator * back.numerator).toBeLessThan(bid.denominator * back.denominator);
    }
  });

  it('prices every pair through USD', async () => {
    const eurUsd = approximately(await rates.price('EUR', 'USD', AT, 'mid'));
    const usdPln = approximately(await rates.price('USD', 'PLN', AT, 'mid'));
    const eurPln = approximately(await rates.price('EUR', 'PLN', AT, 'mid'));
    expect(eurPln).toBeCloseTo(eurUsd * usdPln, 6);
    expect(Object.keys(REFERENCE_USD_PRICES).sort()).toEqual(
      CURRENCIES.map((currency) => currency.code).sort(),
    );
  });

  it('refuses a currency it has no price for', async () => {
    await expect(rates.price('QQQ', 'USD', AT)).rejects.toMatchObject({
      code: 'CONVERT_CURRENCY_UNAVAILABLE',
    });
  });
});
