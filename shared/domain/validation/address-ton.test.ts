import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { isValidTonAddress } from './address-ton';

const HASH_HEX = '83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const basechain = Address.parseRaw(`0:${HASH_HEX}`);
const masterchain = Address.parseRaw(`-1:${HASH_HEX}`);
/** All-ones hash: its base64 is full of "/" and its url-safe form full of "_". */
const slashy = Address.parseRaw(`0:${'ff'.repeat(32)}`);
const slashyUrlSafe = slashy.toString({ urlSafe: true });
const workchainOne = Address.parseRaw(`1:${HASH_HEX}`);

describe('isValidTonAddress', () => {
  it.each([
    ['raw basechain', `0:${HASH_HEX}`],
    ['raw masterchain', `-1:${HASH_HEX}`],
    ['raw upper-case hex', `0:${HASH_HEX.toUpperCase()}`],
    ['bounceable url-safe (EQ)', basechain.toString({ bounceable: true, urlSafe: true })],
    ['non-bounceable url-safe (UQ)', basechain.toString({ bounceable: false, urlSafe: true })],
    ['test-only bounceable (kQ)', basechain.toString({ bounceable: true, testOnly: true })],
    ['test-only non-bounceable (0Q)', basechain.toString({ bounceable: false, testOnly: true })],
    ['standard base64 with slashes', slashy.toString({ urlSafe: false })],
    ['url-safe with underscores', slashyUrlSafe],
    ['masterchain friendly (Ef)', masterchain.toString()],
    ['literal EQ address', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N'],
    ['the same as UQ', 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI'],
    ['USDT jetton master', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs'],
  ])('accepts %s', (_name, value) => {
    expect(isValidTonAddress(value)).toBe(true);
  });

  it('builds distinct friendly forms (the table above tests four tags)', () => {
    expect(basechain.toString({ bounceable: true, urlSafe: true }).slice(0, 2)).toBe('EQ');
    expect(basechain.toString({ bounceable: false, urlSafe: true }).slice(0, 2)).toBe('UQ');
    expect(slashy.toString({ urlSafe: false })).toContain('/');
  });

  it.each([
    ['one character changed (CRC)', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2M'],
    ['47 characters', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2'],
    ['49 characters', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2NA'],
    ['mixed base64 alphabets', slashyUrlSafe.replace('_', '/')],
    ['friendly workchain 1', workchainOne.toString()],
    ['raw workchain 1', `1:${HASH_HEX}`],
    ['raw 63 hex digits', `0:${HASH_HEX.slice(1)}`],
    ['raw non-hex digit', `0:zz${HASH_HEX.slice(2)}`],
    ['raw without workchain', HASH_HEX],
    ['an EVM address', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['empty', ''],
  ])('rejects %s', (_name, value) => {
    expect(isValidTonAddress(value)).toBe(false);
  });
});
