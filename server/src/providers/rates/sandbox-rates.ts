import { DomainError, parseRatio, type Ratio, ratioToDecimal } from '@ferry/shared/domain';
import type { RateSide, RatesProvider } from './rates-provider';
import { CLASS_PARAMETERS, REFERENCE_USD_PRICES } from './reference-prices';

const BILLION = 1_000_000_000n;
const MINUTE_MS = 60_000;

/**
 * The drift of `code` at `atMs` in parts per billion: amplitude × sin(2π·t/period + phase), the
 * period (20 to 59 minutes) and phase taken from the code's characters. Same instant, same drift.
 * The sine is a double, but it is rounded to whole ppb before it touches a price, so prices stay
 * exact decimals.
 */
export function driftPpb(code: string, atMs: number): bigint {
  const reference = REFERENCE_USD_PRICES[code];
  if (!reference) return 0n;
  const amplitude = CLASS_PARAMETERS[reference.kind].driftPpb;
  if (amplitude === 0n) return 0n;
  const seed = [...code].reduce((sum, char) => sum * 31 + (char.codePointAt(0) ?? 0), 7) % 1_000_003;
  const periodMs = (20 + (seed % 40)) * MINUTE_MS;
  const phase = (seed % 628) / 100;
  const sine = Math.sin((2 * Math.PI * (atMs % periodMs)) / periodMs + phase);
  return BigInt(Math.round(sine * Number(amplitude)));
}

/** USD per one unit of `code` at `atMs` on one side, as an exact ratio. */
function usdPrice(code: string, atMs: number, side: RateSide): Ratio {
  const reference = REFERENCE_USD_PRICES[code];
  if (!reference)
    throw new DomainError('CONVERT_CURRENCY_UNAVAILABLE', { currency: code, reason: 'no_rate' });
  const base = parseRatio(reference.usd);
  const spread = CLASS_PARAMETERS[reference.kind].halfSpreadPpb;
  const sideShift = side === 'bid' ? -spread : side === 'ask' ? spread : 0n;
  const factor = BILLION + driftPpb(code, atMs) + sideShift;
  return { numerator: base.numerator * factor, denominator: base.denominator * BILLION };
}

/**
 * Sandbox rates: every pair is priced through USD from the reference table, each currency
 * drifting ±(0.5 % crypto, 0.2 % fiat, 0.05 % stablecoins) on its own sine of time. The house
 * buys `from` at its bid and sells `to` at its ask: bid(from→to) = usdBid(from) / usdAsk(to),
 * half-spreads 0.5 % crypto, 0.25 % fiat, 0.1 % stablecoins and USD. A pair of a currency with
 * itself is exactly 1.
 */
export function createSandboxRates(): RatesProvider {
  return {
    mode: 'sandbox',
    async price(from, to, atMs, side = 'mid') {
      if (from === to) return '1';
      const fromSide: RateSide = side === 'bid' ? 'bid' : side === 'ask' ? 'ask' : 'mid';
      const toSide: RateSide = side === 'bid' ? 'ask' : side === 'ask' ? 'bid' : 'mid';
      const fromUsd = usdPrice(from, atMs, fromSide);
      const toUsd = usdPrice(to, atMs, toSide);
      const rate: Ratio = {
        numerator: fromUsd.numerator * toUsd.denominator,
        denominator: fromUsd.denominator * toUsd.numerator,
      };
      return ratioToDecimal(rate, side === 'ask' ? 'up' : 'down');
    },
  };
}
