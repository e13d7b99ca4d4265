import { describe, expect, it } from 'vitest';
import { firstMessage, issueToMessage } from './messages';
import { PASSWORD_MAX_LENGTH, passwordFormSchema, passwordSchema } from './password';

const STRONG = 'Sunny-Day-2024';

describe('passwordSchema', () => {
  it.each([
    ['all four classes, 14 characters', STRONG, null],
    ['exactly 12 characters', 'Abcdefghij1!', null],
    ['Cyrillic letters count as letters', 'Пароль-Надійний-7', null],
    ['spaces are kept and allowed', ' Sunny Day 2024! ', null],
    ['exactly the maximum', `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`, null],
    ['empty', '', { key: 'validation.required' }],
    ['11 characters', 'Abcdefghi1!', { key: 'validation.minLength', params: { min: 12, count: 12 } }],
    [
      'too long',
      `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`,
      { key: 'validation.maxLength', params: { max: 128, count: 128 } },
    ],
    ['no upper case', 'sunny-day-2024', { key: 'validation.password.uppercase' }],
    ['no lower case', 'SUNNY-DAY-2024', { key: 'validation.password.lowercase' }],
    ['no digit', 'Sunny-Day-Long', { key: 'validation.password.digit' }],
    ['no symbol', 'SunnyDay2024x', { key: 'validation.password.symbol' }],
    ['space is not a symbol', 'Sunny Day 2024', { key: 'validation.password.symbol' }],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(passwordSchema.safeParse(value))).toEqual(expected);
  });

  it('does not trim the password', () => {
    expect(passwordSchema.parse(' Sunny Day 2024! ')).toBe(' Sunny Day 2024! ');
  });
});

describe('passwordFormSchema', () => {
  function messagesOf(value: unknown) {
    const result = passwordFormSchema.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join('.'), issueToMessage(issue)]);
  }

  it.each([
    ['matching', { password: STRONG, passwordConfirmation: STRONG }, []],
    [
      'different',
      { password: STRONG, passwordConfirmation: 'Sunny-Day-2025' },
      [['passwordConfirmation', { key: 'validation.password.mismatch' }]],
    ],
    [
      'confirmation empty',
      { password: STRONG, passwordConfirmation: '' },
      [['passwordConfirmation', { key: 'validation.required' }]],
    ],
    [
      'weak and different',
      { password: 'weak', passwordConfirmation: 'other' },
      [
        ['password', { key: 'validation.minLength', params: { min: 12, count: 12 } }],
        ['passwordConfirmation', { key: 'validation.password.mismatch' }],
      ],
    ],
  ])('%s', (_name, value, expected) => {
    expect(messagesOf(value)).toEqual(expected);
  });
});
