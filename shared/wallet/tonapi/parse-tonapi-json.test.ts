import { describe, expect, it } from 'vitest';
import { parseTonApiJson } from './parse-tonapi-json';

describe('parseTonApiJson', () => {
  it.each([
    ['a long balance stays exact', '{"balance":9007199254740993}', { balance: '9007199254740993' }],
    ['a negative long value', '{"ton":-12345678901234567}', { ton: '-12345678901234567' }],
    ['short numbers stay numbers', '{"seqno":7,"lt":123}', { seqno: 7, lt: 123 }],
    ['floats stay floats', '{"price":1234567890123456.5}', { price: 1234567890123456.5 }],
    [
      'digits inside strings untouched',
      '{"comment":"x:12345678901234567890"}',
      { comment: 'x:12345678901234567890' },
    ],
    [
      'escaped quotes inside strings',
      '{"c":"a\\"1234567890123456789","n":1}',
      { c: 'a"1234567890123456789', n: 1 },
    ],
    ['arrays', '[12345678901234567890,1]', ['12345678901234567890', 1]],
  ])('%s', (_name, text, expected) => {
    expect(parseTonApiJson(text)).toEqual(expected);
  });
});
