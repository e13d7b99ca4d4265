import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { isWalletError } from './errors';
import { buildTokenSlug, parseTokenSlug } from './token-slug';

const USDT_FRIENDLY = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
const USDT_RAW = Address.parse(USDT_FRIENDLY).toRawString();

describe('token slugs', () => {
  it.each([
    ['TON', { kind: 'ton' as const }, 'ton'],
    ['jetton by friendly master', { kind: 'jetton' as const, master: USDT_FRIENDLY }, `jetton-${USDT_RAW}`],
    ['jetton by raw master', { kind: 'jetton' as const, master: USDT_RAW }, `jetton-${USDT_RAW}`],
    [
      'jetton by Address',
      { kind: 'jetton' as const, master: Address.parse(USDT_FRIENDLY) },
      `jetton-${USDT_RAW}`,
    ],
  ])('builds %s', (_name, input, slug) => {
    expect(buildTokenSlug(input)).toBe(slug);
  });

  it.each([
    ['no kind', {}],
    ['jetton without master', { kind: 'jetton' as const }],
    ['jetton with empty master', { kind: 'jetton' as const, master: '' }],
  ])('refuses to build with %s', (_name, input) => {
    expect(() => buildTokenSlug(input)).toThrow(
      expect.objectContaining({ code: 'MISSING_TOKEN_SLUG_PARAMS' }),
    );
  });

  it('refuses a master that is not an address', () => {
    expect(() => buildTokenSlug({ kind: 'jetton', master: 'not-an-address' })).toThrow(
      expect.objectContaining({ code: 'INVALID_TOKEN_SLUG_FORMAT' }),
    );
  });

  it('parses what it builds', () => {
    expect(parseTokenSlug('ton')).toEqual({ kind: 'ton' });
    const parsed = parseTokenSlug(`jetton-${USDT_RAW}`);
    expect(parsed.kind === 'jetton' && parsed.master.equals(Address.parse(USDT_FRIENDLY))).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['upper-case TON', 'TON'],
    ['friendly master', `jetton-${USDT_FRIENDLY}`],
    ['short hex', 'jetton-0:abcd'],
    ['no prefix', USDT_RAW],
    ['other prefix', `token-${USDT_RAW}`],
  ])('refuses %s', (_name, slug) => {
    let error: unknown;
    try {
      parseTokenSlug(slug);
    } catch (caught) {
      error = caught;
    }
    expect(isWalletError(error, 'INVALID_TOKEN_SLUG_FORMAT')).toBe(true);
  });
});
