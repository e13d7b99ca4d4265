import { describe, expect, it } from 'vitest';
import { firstMessage } from './messages';
import { createTextSchema } from './text';

describe('createTextSchema', () => {
  it.each([
    ['required passes text', {}, 'x', null],
    ['required: empty', {}, '', { key: 'validation.required' }],
    ['required: only spaces', {}, '   ', { key: 'validation.required' }],
    ['required: undefined', {}, undefined, { key: 'validation.required' }],
    ['min passes at the bound', { minLength: 3 }, 'abc', null],
    [
      'min fails below',
      { minLength: 3 },
      'ab',
      { key: 'validation.minLength', params: { min: 3, count: 3 } },
    ],
    [
      'min counts after trimming',
      { minLength: 3 },
      ' ab ',
      { key: 'validation.minLength', params: { min: 3, count: 3 } },
    ],
    ['max passes at the bound', { maxLength: 3 }, 'abc', null],
    [
      'max fails above',
      { maxLength: 3 },
      'abcd',
      { key: 'validation.maxLength', params: { max: 3, count: 3 } },
    ],
    ['an emoji counts once', { maxLength: 3 }, 'ab😀', null],
    ['length passes', { length: 4 }, '1234', null],
    ['length short', { length: 4 }, '123', { key: 'validation.length', params: { length: 4, count: 4 } }],
    ['length long', { length: 4 }, '12345', { key: 'validation.length', params: { length: 4, count: 4 } }],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(firstMessage(createTextSchema(options).safeParse(value))).toEqual(expected);
  });

  it('outputs the trimmed value', () => {
    expect(createTextSchema().parse('  a b  ')).toBe('a b');
  });
});
