import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, codeSchema } from './code';
import { firstMessage } from './messages';

const INVALID = { key: 'validation.code' };

describe('codeSchema', () => {
  it('is six digits long', () => {
    expect(CODE_LENGTH).toBe(6);
  });

  it.each([
    ['six digits', '123456', null],
    ['leading zeros', '000042', null],
    ['surrounding spaces', ' 123456 ', null],
    ['empty', '', { key: 'validation.required' }],
    ['five digits', '12345', INVALID],
    ['seven digits', '1234567', INVALID],
    ['a letter', '12a456', INVALID],
    ['space inside', '123 456', INVALID],
    ['Arabic-Indic digits', '١٢٣٤٥٦', INVALID],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(codeSchema.safeParse(value))).toEqual(expected);
  });
});
