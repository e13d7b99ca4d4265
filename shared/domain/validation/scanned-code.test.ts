import { describe, expect, it } from 'vitest';
import { parseScannedCode, readScannedAddress } from './scanned-code';

const FRIENDLY = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';
const RAW = '0:ed1691307050047117b998b561d8de82d31fbf84910ced6eb5fc92e7485ef8a7';

describe('scanned QR codes', () => {
  it('reads a bare TON address, friendly or raw', () => {
    expect(parseScannedCode(` ${FRIENDLY} `)).toEqual({
      kind: 'address',
      address: FRIENDLY,
      comment: null,
    });
    expect(parseScannedCode(RAW)).toEqual({ kind: 'address', address: RAW, comment: null });
  });

  it('reads the address and comment of a ton://transfer link', () => {
    expect(parseScannedCode(`ton://transfer/${FRIENDLY}?amount=1000&text=order%2042`)).toEqual({
      kind: 'address',
      address: FRIENDLY,
      comment: 'order 42',
    });
  });

  it('keeps a TON Connect request whole', () => {
    const link = 'tc://?v=2&id=abc123&r=%7B%22manifestUrl%22%3A%22https%3A%2F%2Fx.example%22%7D&ret=none';
    expect(parseScannedCode(link)).toEqual({ kind: 'ton-connect', link });
  });

  it.each([
    '',
    'hello',
    `ton://transfer/${FRIENDLY.slice(0, -1)}x`,
    `ton://stake/${FRIENDLY}`,
    'tc://?v=2',
    'https://example.com/',
    // A checksum that does not match is not an address.
    'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q3',
  ])('refuses %j', (text) => {
    expect(parseScannedCode(text)).toBeNull();
  });
});

describe('scanned codes for an address field', () => {
  it('reads TON codes on TON and on an unknown network', () => {
    expect(readScannedAddress(`ton://transfer/${FRIENDLY}`, 'TON')).toMatchObject({ address: FRIENDLY });
    expect(readScannedAddress(FRIENDLY, null)).toMatchObject({ address: FRIENDLY });
  });

  it('takes on another network only an address valid there', () => {
    const tron = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
    expect(readScannedAddress(tron, 'TRC20')).toEqual({ kind: 'address', address: tron, comment: null });
    expect(readScannedAddress(FRIENDLY, 'TRC20')).toBeNull();
    expect(readScannedAddress(tron, 'TON')).toBeNull();
  });
});
