import { describe, expect, it } from 'vitest';
import { firstMessage } from './messages';
import { createChallengeWordSchema, createDecryptedMnemonicSchema, mnemonicSchema } from './mnemonic';

/** The first 24 words of the BIP-39 English list. */
const WORDS = [
  'abandon',
  'ability',
  'able',
  'about',
  'above',
  'absent',
  'absorb',
  'abstract',
  'absurd',
  'abuse',
  'access',
  'accident',
  'account',
  'accuse',
  'achieve',
  'acid',
  'acoustic',
  'acquire',
  'across',
  'act',
  'action',
  'actor',
  'actress',
  'actual',
];
const PHRASE = WORDS.join(' ');
const WORD_COUNT = { key: 'validation.mnemonic.wordCount', params: { count: 24 } };

describe('mnemonicSchema', () => {
  it.each([
    ['24 list words', PHRASE, null],
    ['upper case', PHRASE.toUpperCase(), null],
    [
      'pasted with line breaks and double spaces',
      `  ${WORDS.slice(0, 12).join('  ')}\n${WORDS.slice(12).join(' ')} `,
      null,
    ],
    ['empty', '', { key: 'validation.required' }],
    ['23 words', WORDS.slice(1).join(' '), WORD_COUNT],
    ['25 words', `${PHRASE} zoo`, WORD_COUNT],
    ['12 words', WORDS.slice(0, 12).join(' '), WORD_COUNT],
    [
      'a word off the list at 5',
      PHRASE.replace('above', 'abovee'),
      { key: 'validation.mnemonic.unknownWord', params: { position: 5 } },
    ],
    [
      'a digit word at 1',
      PHRASE.replace('abandon', '1234'),
      { key: 'validation.mnemonic.unknownWord', params: { position: 1 } },
    ],
    ['comma separated', WORDS.join(','), { key: 'validation.mnemonic.unknownWord', params: { position: 1 } }],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(mnemonicSchema.safeParse(value))).toEqual(expected);
  });
});

describe('createDecryptedMnemonicSchema', () => {
  it.each([
    ['24 words', {}, PHRASE, null],
    ['garbage from a wrong key', {}, '\u0000\u0013ÿ', { key: 'validation.mnemonic.decrypt' }],
    ['23 words', {}, WORDS.slice(1).join(' '), { key: 'validation.mnemonic.decrypt' }],
    ['empty', {}, '', { key: 'validation.mnemonic.decrypt' }],
    ['a custom message', { message: 'validation.passcode' }, 'x', { key: 'validation.passcode' }],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(firstMessage(createDecryptedMnemonicSchema(options).safeParse(value))).toEqual(expected);
  });
});

describe('createChallengeWordSchema', () => {
  const schema = createChallengeWordSchema({ expected: 'absorb', position: 7 });
  it.each([
    ['the right word', 'absorb', null],
    ['any case and spaces', ' Absorb ', null],
    ['empty', '', { key: 'validation.required' }],
    ['a neighbouring word', 'absent', { key: 'validation.mnemonic.challenge', params: { position: 7 } }],
    ['a typo', 'absorbb', { key: 'validation.mnemonic.challenge', params: { position: 7 } }],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(schema.safeParse(value))).toEqual(expected);
  });
});
