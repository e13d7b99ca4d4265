import { describe, expect, it } from 'vitest';
import { firstMessage } from './messages';
import { createRequisiteSchema } from './requisite';

describe('createRequisiteSchema', () => {
  it.each<[string, { type: string; pattern?: RegExp }, unknown, unknown]>([
    ['TRON address', { type: 'TRON' }, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', null],
    [
      'TRON broken',
      { type: 'TRON' },
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
      { key: 'validation.requisite.address' },
    ],
    ['TRON empty', { type: 'TRON' }, '', { key: 'validation.required' }],
    ['CARD number', { type: 'CARD' }, '4111 1111 1111 1111', null],
    ['CARD Luhn fails', { type: 'CARD' }, '4111 1111 1111 1112', { key: 'validation.requisite.cardNumber' }],
    ['other type, no pattern, any text', { type: 'MONOBANK' }, 'anything', null],
    ['other type, pattern matches', { type: 'BLIK', pattern: /^\d{6}$/ }, '123456', null],
    [
      'other type, pattern fails',
      { type: 'BLIK', pattern: /^\d{6}$/ },
      '12345',
      { key: 'validation.requisite.invalid' },
    ],
    ['other type, empty', { type: 'BLIK' }, '', { key: 'validation.required' }],
  ])('%s', (_name, options, value, expected) => {
    expect(firstMessage(createRequisiteSchema(options).safeParse(value))).toEqual(expected);
  });
});
