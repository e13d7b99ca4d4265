import { Address } from '@ton/core';
import { WalletError } from './errors';

/**
 * One name per asset across balances, history and send screens: `ton` for the coin and
 * `jetton-<raw master address>` for a jetton (the raw form, `0:<hex>`, so the friendly-form flags
 * never make two slugs for one master).
 */
export const TON_SLUG = 'ton' as const;
const JETTON_PREFIX = 'jetton-';
const RAW_ADDRESS = /^-?\d+:[0-9a-f]{64}$/;

export type TokenSlug = typeof TON_SLUG | `jetton-${string}`;
export type ParsedTokenSlug = { kind: 'ton' } | { kind: 'jetton'; master: Address };

export function buildTokenSlug(input: {
  kind?: 'ton' | 'jetton';
  master?: Address | string | null;
}): TokenSlug {
  if (input.kind === 'ton') return TON_SLUG;
  if (input.kind !== 'jetton' || !input.master) {
    throw new WalletError('MISSING_TOKEN_SLUG_PARAMS', { kind: input.kind });
  }
  const master = typeof input.master === 'string' ? parseAddress(input.master) : input.master;
  return `${JETTON_PREFIX}${master.toRawString()}`;
}

export function parseTokenSlug(slug: string): ParsedTokenSlug {
  if (slug === TON_SLUG) return { kind: 'ton' };
  const raw = slug.startsWith(JETTON_PREFIX) ? slug.slice(JETTON_PREFIX.length) : '';
  if (!RAW_ADDRESS.test(raw)) throw new WalletError('INVALID_TOKEN_SLUG_FORMAT', { slug });
  return { kind: 'jetton', master: Address.parseRaw(raw) };
}

function parseAddress(text: string): Address {
  try {
    return Address.parse(text);
  } catch (cause) {
    throw new WalletError('INVALID_TOKEN_SLUG_FORMAT', { master: text }, { cause });
  }
}
