import { describe, expect, it } from 'vitest';
import { createSealing } from './sealing';

const KEY = 'a1'.repeat(32);

describe('sealing', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const sealing = createSealing(KEY);
    const first = sealing.seal('JBSWY3DPEHPK3PXP');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealing.seal('JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(sealing.open(first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it.each([
    [
      'a flipped ciphertext character',
      // The character before last: every one of its bits is ciphertext, so any other letter changes it.
      (sealed: string) => sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.slice(-1),
    ],
    ['another key', (sealed: string) => sealed],
    ['a wrong version', (sealed: string) => sealed.replace(/^v1/, 'v2')],
    ['a truncated value', (sealed: string) => sealed.split('.').slice(0, 3).join('.')],
  ])('refuses %s', (name, tamper) => {
    const sealed = tamper(createSealing(KEY).seal('secret'));
    const opener = name === 'another key' ? createSealing('b2'.repeat(32)) : createSealing(KEY);
    expect(() => opener.open(sealed)).toThrow();
  });

  it('insists on a 256-bit key', () => {
    expect(() => createSealing('abcd')).toThrow(/32 bytes/);
  });
});
