import { describe, expect, it } from 'vitest';
import { emailSchema } from './email';
import { firstMessage } from './messages';

const INVALID = { key: 'validation.email' };

describe('emailSchema', () => {
  it.each([
    ['plain', 'user@example.com', null],
    ['plus tag and subdomain', 'first.last+tag@mail.example.co.uk', null],
    ['surrounding spaces', '  user@example.com ', null],
    ['empty', '', { key: 'validation.required' }],
    ['no at sign', 'user.example.com', INVALID],
    ['no domain dot', 'user@example', INVALID],
    ['two at signs', 'a@b@example.com', INVALID],
    ['space inside', 'us er@example.com', INVALID],
    ['double dot', 'user..name@example.com', INVALID],
    ['numeric TLD', 'user@example.123', INVALID],
    [
      'longer than 254',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
      INVALID,
    ],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(emailSchema.safeParse(value))).toEqual(expected);
  });
});
