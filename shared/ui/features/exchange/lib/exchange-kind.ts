import { findCurrency } from '@ferry/shared/domain';

/** The exchange sub-kinds (spec 000 §3): BUY pays fiat for crypto, SELL crypto for fiat, SWAP crypto for crypto. */
export const EXCHANGE_KINDS = ['BUY', 'SELL', 'SWAP'] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];

const isFiat = (code: string) => findCurrency(code)?.kind === 'fiat';

/** The kind a pair is; null for fiat to fiat, which none of the three names. */
export function exchangeKindOf(from: string, to: string): ExchangeKind | null {
  if (isFiat(from) && !isFiat(to)) return 'BUY';
  if (!isFiat(from) && isFiat(to)) return 'SELL';
  if (!isFiat(from) && !isFiat(to)) return 'SWAP';
  return null;
}

/**
 * The pair a kind switches to, keeping what the user already chose where it still fits: BUY
 * keeps their fiat and their crypto, SELL turns them round, SWAP keeps the crypto they had.
 */
export function pairForKind(kind: ExchangeKind, from: string, to: string): { from: string; to: string } {
  const fiat = [from, to].find(isFiat) ?? 'EUR';
  const cryptos = [to, from].filter((code) => !isFiat(code));
  const crypto = cryptos[0] ?? 'USDT';
  if (kind === 'BUY') return { from: fiat, to: crypto };
  if (kind === 'SELL') return { from: crypto, to: fiat };
  const first = [from, to].find((code) => !isFiat(code)) ?? 'USDT';
  const second =
    [to, from].find((code) => !isFiat(code) && code !== first) ?? (first === 'BTC' ? 'USDT' : 'BTC');
  return { from: first, to: second };
}
