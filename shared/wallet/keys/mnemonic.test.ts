import { mnemonicValidate } from '@ton/crypto';
import { describe, expect, it } from 'vitest';
import { KNOWN_PHRASE } from '../versions/wallet-test-vectors';
import {
  checkMnemonic,
  createMnemonic,
  isMnemonicWord,
  isValidMnemonic,
  normalizeMnemonic,
} from './mnemonic';

const JOINED = KNOWN_PHRASE.join(' ');

describe('normalizeMnemonic', () => {
  it.each<[string, string | string[]]>([
    ['single spaces', JOINED],
    ['upper case', JOINED.toUpperCase()],
    ['tabs, new lines and runs of spaces', `  ${KNOWN_PHRASE.join('\t \n  ')}\n`],
    ['commas', KNOWN_PHRASE.join(', ')],
    ['a numbered list', KNOWN_PHRASE.map((word, index) => `${index + 1}. ${word}`).join('\n')],
    ['an array of padded words', KNOWN_PHRASE.map((word) => ` ${word.toUpperCase()} `)],
  ])('turns %s into the 24 words', (_label, input) => {
    expect(normalizeMnemonic(input)).toEqual(KNOWN_PHRASE);
  });
});

describe('checkMnemonic', () => {
  const swapped = [...KNOWN_PHRASE];
  [swapped[0], swapped[1]] = [swapped[1] as string, swapped[0] as string];
  it.each<[string, string | string[], ReturnType<typeof checkMnemonic> extends Promise<infer R> ? R : never]>(
    [
      ['the known phrase', KNOWN_PHRASE, null],
      ['the known phrase, messy', `  ${JOINED.toUpperCase()}  `, null],
      ['23 words', KNOWN_PHRASE.slice(0, 23), 'WORD_COUNT'],
      ['25 words', [...KNOWN_PHRASE, 'abandon'], 'WORD_COUNT'],
      ['12 words', KNOWN_PHRASE.slice(0, 12), 'WORD_COUNT'],
      ['empty', '', 'WORD_COUNT'],
      ['a word not in the list', [...KNOWN_PHRASE.slice(0, 23), 'tonkeeper'], 'UNKNOWN_WORD'],
      ['two words swapped (TON seed check fails)', swapped, 'CHECKSUM'],
      ['a valid BIP-39 phrase that is not a TON phrase', `${'abandon '.repeat(23)}art`, 'CHECKSUM'],
    ],
  )('%s', async (_label, input, expected) => {
    expect(await checkMnemonic(input)).toBe(expected);
    expect(await isValidMnemonic(input)).toBe(expected === null);
  });
});

describe('createMnemonic', () => {
  it('makes a fresh valid 24-word TON phrase each time', async () => {
    const [first, second] = await Promise.all([createMnemonic(), createMnemonic()]);
    expect(first).toHaveLength(24);
    expect(await mnemonicValidate(first)).toBe(true);
    expect(await isValidMnemonic(first)).toBe(true);
    expect(first).not.toEqual(second);
  }, 20_000);
});

describe('isMnemonicWord', () => {
  it.each([
    ['hospital', true],
    [' Stove ', true],
    ['ferry', false],
    ['', false],
  ])('%j → %s', (word, expected) => {
    expect(isMnemonicWord(word)).toBe(expected);
  });
});
