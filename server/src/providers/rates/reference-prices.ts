/**
 * The sandbox's reference prices in USD per one whole unit, at the rough market level of 2024,
 * and the class that decides each currency's drift and spread. Documented so that a tester can
 * predict any sandbox rate (see sandbox-rates.ts for the formula).
 */
export type PriceClass = 'usd' | 'fiat' | 'stablecoin' | 'crypto';

export interface ReferencePrice {
  usd: string;
  kind: PriceClass;
}

export const REFERENCE_USD_PRICES: Readonly<Record<string, ReferencePrice>> = {
  USD: { usd: '1', kind: 'usd' },
  EUR: { usd: '1.08', kind: 'fiat' },
  PLN: { usd: '0.25', kind: 'fiat' },
  UAH: { usd: '0.024', kind: 'fiat' },
  USDT: { usd: '1', kind: 'stablecoin' },
  USDC: { usd: '1', kind: 'stablecoin' },
  DAI: { usd: '1', kind: 'stablecoin' },
  USDe: { usd: '1', kind: 'stablecoin' },
  USDD: { usd: '1', kind: 'stablecoin' },
  BUSD: { usd: '1', kind: 'stablecoin' },
  EURC: { usd: '1.08', kind: 'stablecoin' },
  EURI: { usd: '1.08', kind: 'stablecoin' },
  UAHg: { usd: '0.024', kind: 'stablecoin' },
  BTC: { usd: '65000', kind: 'crypto' },
  ETH: { usd: '3200', kind: 'crypto' },
  TRX: { usd: '0.12', kind: 'crypto' },
  TON: { usd: '5.5', kind: 'crypto' },
  LTC: { usd: '80', kind: 'crypto' },
  BNB: { usd: '580', kind: 'crypto' },
  APE: { usd: '1.1', kind: 'crypto' },
  ARB: { usd: '0.8', kind: 'crypto' },
  CRV: { usd: '0.35', kind: 'crypto' },
  UNI: { usd: '7.5', kind: 'crypto' },
  ZRO: { usd: '3.2', kind: 'crypto' },
  SOL: { usd: '150', kind: 'crypto' },
  TWT: { usd: '1', kind: 'crypto' },
  ENA: { usd: '0.6', kind: 'crypto' },
  AVA: { usd: '0.7', kind: 'crypto' },
  LINK: { usd: '14', kind: 'crypto' },
  CAKE: { usd: '2.5', kind: 'crypto' },
  DOGE: { usd: '0.15', kind: 'crypto' },
  DEXT: { usd: '0.6', kind: 'crypto' },
  SAFE: { usd: '0.8', kind: 'crypto' },
  SHIB: { usd: '0.000018', kind: 'crypto' },
  PEPE: { usd: '0.00001', kind: 'crypto' },
  '1INCH': { usd: '0.35', kind: 'crypto' },
};

/** Drift amplitude and half-spread per class, in parts per billion of the price. */
export const CLASS_PARAMETERS: Readonly<Record<PriceClass, { driftPpb: bigint; halfSpreadPpb: bigint }>> = {
  usd: { driftPpb: 0n, halfSpreadPpb: 1_000_000n },
  fiat: { driftPpb: 2_000_000n, halfSpreadPpb: 2_500_000n },
  stablecoin: { driftPpb: 500_000n, halfSpreadPpb: 1_000_000n },
  crypto: { driftPpb: 5_000_000n, halfSpreadPpb: 5_000_000n },
};
