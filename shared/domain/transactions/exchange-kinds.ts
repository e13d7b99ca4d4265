import type { MessageKey } from '@ferry/locales';
import type { CurrencyKind } from '../currencies/currency-catalogue';

export const EXCHANGE_SUB_KINDS = ['SWAP', 'SELL', 'BUY'] as const;
export type ExchangeSubKind = (typeof EXCHANGE_SUB_KINDS)[number];

/** The filter over exchanges and presets (spec 000 §3). */
export const EXCHANGE_KIND_FILTERS = ['ALL', 'CRYPTO_TO_FIAT', 'CRYPTO_TO_CRYPTO'] as const;
export type ExchangeKindFilter = (typeof EXCHANGE_KIND_FILTERS)[number];

/**
 * Paying fiat for crypto buys it, paying crypto for fiat sells it, crypto for crypto swaps.
 * Fiat for fiat is also a swap: like crypto for crypto, neither side is the asset being traded.
 */
export function exchangeSubKind(fromKind: CurrencyKind, toKind: CurrencyKind): ExchangeSubKind {
  if (fromKind === 'fiat' && toKind === 'crypto') return 'BUY';
  if (fromKind === 'crypto' && toKind === 'fiat') return 'SELL';
  return 'SWAP';
}

export function isExchangeKindFilter(value: unknown): value is ExchangeKindFilter {
  return typeof value === 'string' && (EXCHANGE_KIND_FILTERS as readonly string[]).includes(value);
}

export function exchangeSubKindLabelKey(kind: ExchangeSubKind): MessageKey {
  return `domain.exchangeSubKind.${kind}`;
}

export function exchangeKindFilterLabelKey(filter: ExchangeKindFilter): MessageKey {
  return `domain.exchangeKindFilter.${filter}`;
}
