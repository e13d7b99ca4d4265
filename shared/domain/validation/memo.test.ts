import { describe, expect, it } from 'vitest';
import type { Network } from '../networks/networks';
import { createMemoSchema, MEMO_MAX_LENGTH } from './memo';
import { firstMessage } from './messages';

const INVALID = { key: 'validation.memo.invalid' };

describe('createMemoSchema', () => {
  it.each<[string, { network: Network; isRequired?: boolean }, unknown, unknown]>([
    ['TON, optional, empty', { network: 'TON' }, '', null],
    ['TON, optional, numeric memo', { network: 'TON' }, '104859302', null],
    ['TON, text with Cyrillic and emoji', { network: 'TON' }, 'Оплата замовлення 42 ✅', null],
    ['TON, exactly 120 characters', { network: 'TON' }, 'x'.repeat(MEMO_MAX_LENGTH), null],
    ['TON, required and given', { network: 'TON', isRequired: true }, '777', null],
    [
      'TON, required and empty',
      { network: 'TON', isRequired: true },
      '',
      { key: 'validation.memo.required' },
    ],
    [
      'TON, required and spaces',
      { network: 'TON', isRequired: true },
      '   ',
      { key: 'validation.memo.required' },
    ],
    ['TON, 121 characters', { network: 'TON' }, 'x'.repeat(MEMO_MAX_LENGTH + 1), INVALID],
    ['TON, a line break inside', { network: 'TON' }, 'line\nbreak', INVALID],
    ['TON, a zero-width character', { network: 'TON' }, 'memo\u200B', INVALID],
    ['ERC20, empty even when asked for', { network: 'ERC20', isRequired: true }, '', null],
    ['ERC20, a memo given', { network: 'ERC20' }, '123', INVALID],
  ])('%s', (_name, options, value, expected) => {
    expect(firstMessage(createMemoSchema(options).safeParse(value))).toEqual(expected);
  });
});
