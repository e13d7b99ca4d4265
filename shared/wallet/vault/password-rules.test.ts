import { describe, expect, it } from 'vitest';
import {
  brokenPasswordRules,
  checkPasswordConfirmation,
  isStrongPassword,
  type PasswordRule,
} from './password-rules';

describe('password rules (spec 001 §5)', () => {
  it.each<[string, PasswordRule[]]>([
    ['Correct-Horse7', []],
    ['Abcdefghij1!', []], // exactly 12
    ['Abcdefghi1!', ['MIN_LENGTH']], // 11
    ['abcdefghij1!', ['UPPERCASE']],
    ['ABCDEFGHIJ1!', ['LOWERCASE']],
    ['Abcdefghijk!', ['DIGIT']],
    ['Abcdefghijk1', ['SYMBOL']],
    ['Abcdefghij1 ', ['SYMBOL']], // a space is not a symbol
    ['Пароль-надёжный7', []], // Cyrillic letters count
    ['', ['MIN_LENGTH', 'UPPERCASE', 'LOWERCASE', 'DIGIT', 'SYMBOL']],
    ['short', ['MIN_LENGTH', 'UPPERCASE', 'DIGIT', 'SYMBOL']],
  ])('%j breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
    expect(isStrongPassword(password)).toBe(broken.length === 0);
  });

  it.each([
    ['Correct-Horse7', 'Correct-Horse7', null],
    ['Correct-Horse7', 'correct-Horse7', 'UNMATCHED_PASSWORD'],
    ['Correct-Horse7', 'Correct-Horse7 ', 'UNMATCHED_PASSWORD'],
  ])('confirmation %j vs %j → %s', (password, confirmation, expected) => {
    expect(checkPasswordConfirmation(password, confirmation)).toBe(expected);
  });
});
