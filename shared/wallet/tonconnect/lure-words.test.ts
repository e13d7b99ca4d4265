import { describe, expect, it } from 'vitest';
import { isLureComment } from './lure-words';

describe('isLureComment', () => {
  it.each([
    ['Claim your reward', true],
    ['AIRDROP bonus', true],
    ['Free gift inside', true],
    ['Получите бонус', true],
    ['Ваша награда', true],
    ['Безкоштовний подарунок', true],
    ['Odbierz nagrodę', true],
    ['Rent for May', false],
    ['Invoice 42', false],
    ['freedom', false],
  ])('%s → %s', (text, expected) => {
    expect(isLureComment(text as string)).toBe(expected);
  });
});
