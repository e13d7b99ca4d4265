import { describe, expect, it } from 'vitest';
import { createCompareSchema, createExcludeSchema, createIsNotSchema } from './comparison';
import { firstMessage } from './messages';

describe('createIsNotSchema', () => {
  it.each([
    ['a new value', { previous: 'old@example.com' }, 'new@example.com', null],
    ['differs only in case', { previous: 'Main wallet' }, 'main wallet', null],
    ['equal', { previous: 'old@example.com' }, 'old@example.com', { key: 'validation.valuesEqual' }],
    ['equal after trimming', { previous: ' Main ' }, 'Main  ', { key: 'validation.valuesEqual' }],
    [
      'a custom message',
      { previous: 'a', message: 'validation.nameUsed' },
      'a',
      { key: 'validation.nameUsed' },
    ],
    ['empty', { previous: 'a' }, '', { key: 'validation.required' }],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(firstMessage(createIsNotSchema(options).safeParse(value))).toEqual(expected);
  });
});

describe('createCompareSchema', () => {
  it.each([
    ['the same passcode', { expected: '2580' }, '2580', null],
    ['another passcode', { expected: '2580' }, '2581', { key: 'validation.passcode' }],
    ['spaces are not ignored', { expected: '2580' }, ' 2580', { key: 'validation.passcode' }],
    [
      'a custom message',
      { expected: 'x', message: 'validation.password.mismatch' },
      'y',
      { key: 'validation.password.mismatch' },
    ],
    ['empty', { expected: '2580' }, '', { key: 'validation.required' }],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(firstMessage(createCompareSchema(options).safeParse(value))).toEqual(expected);
  });
});

describe('createExcludeSchema', () => {
  const schema = createExcludeSchema({ usedNames: ['Main wallet', ' Savings ', 'Café'] });
  it.each([
    ['a free name', 'Travel', null],
    ['a used name', 'Main wallet', { key: 'validation.nameUsed' }],
    ['other case', 'MAIN WALLET', { key: 'validation.nameUsed' }],
    ['list entry with spaces', 'savings', { key: 'validation.nameUsed' }],
    ['decomposed accent', 'Cafe\u0301', { key: 'validation.nameUsed' }],
    ['empty', '', { key: 'validation.required' }],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(schema.safeParse(value))).toEqual(expected);
  });

  it('takes a custom message', () => {
    const custom = createExcludeSchema({ usedNames: ['a'], message: 'validation.valuesEqual' });
    expect(firstMessage(custom.safeParse('A'))).toEqual({ key: 'validation.valuesEqual' });
  });
});
