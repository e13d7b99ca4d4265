import type { Message } from '@ferry/locales';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessage, issueToMessage } from './messages';

function messageOf(schema: z.ZodType, value: unknown) {
  return firstMessage(schema.safeParse(value));
}

describe('issueToMessage', () => {
  it.each<[string, z.core.$ZodIssue, Message]>([
    [
      'a key in the message is kept',
      { code: 'custom', message: 'validation.email', path: [] },
      { key: 'validation.email' },
    ],
    [
      'custom params travel along',
      { code: 'custom', message: 'validation.ip.invalid', params: { value: 'x' }, path: [] },
      { key: 'validation.ip.invalid', params: { value: 'x' } },
    ],
    [
      'an override key of another namespace is kept',
      { code: 'custom', message: 'errors.NOT_ENOUGH_FUNDS', path: [] },
      { key: 'errors.NOT_ENOUGH_FUNDS' },
    ],
    [
      'too_small carries min and count',
      { code: 'too_small', origin: 'string', minimum: 2, message: 'validation.minLength', path: [] },
      { key: 'validation.minLength', params: { min: 2, count: 2 } },
    ],
    [
      'too_big carries max and count',
      { code: 'too_big', origin: 'string', maximum: 50n, message: 'validation.maxLength', path: [] },
      { key: 'validation.maxLength', params: { max: 50, count: 50 } },
    ],
    [
      'an exact bound carries length',
      { code: 'too_big', origin: 'string', maximum: 6, exact: true, message: 'validation.length', path: [] },
      { key: 'validation.length', params: { length: 6, count: 6 } },
    ],
  ])('%s', (_name, issue, expected) => {
    expect(issueToMessage(issue)).toEqual(expected);
  });
});

describe('firstMessage with plain zod schemas (fallback keys)', () => {
  it.each([
    ['passes', z.string(), 'x', null],
    ['undefined is required', z.string(), undefined, { key: 'validation.required' }],
    ['null is required', z.string(), null, { key: 'validation.required' }],
    ['a wrong type without reported input reads as missing', z.string(), 42, { key: 'validation.required' }],
    ['min', z.string().min(3), 'ab', { key: 'validation.minLength', params: { min: 3, count: 3 } }],
    ['max', z.string().max(1), 'ab', { key: 'validation.maxLength', params: { max: 1, count: 1 } }],
    ['length', z.string().length(4), 'ab', { key: 'validation.length', params: { length: 4, count: 4 } }],
    [
      'a number bound has no length key',
      z.number().min(5),
      1,
      { key: 'validation.invalid', params: { min: 5, count: 5 } },
    ],
    ['an email format', z.email(), 'nope', { key: 'validation.invalid' }],
  ] as const)('%s', (_name, schema, value, expected) => {
    expect(messageOf(schema, value)).toEqual(expected);
  });

  it('reports only the first of several issues', () => {
    const schema = z.object({ a: z.string(), b: z.string().min(2) });
    expect(messageOf(schema, { b: 'x' })).toEqual({ key: 'validation.required' });
  });

  it('reads a reported wrong-type input as invalid', () => {
    const result = z.string().safeParse(42, { reportInput: true });
    expect(firstMessage(result)).toEqual({ key: 'validation.invalid' });
  });
});
