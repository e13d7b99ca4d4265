import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/messages';
import { apiKeyNameSchema } from './api-key-name';

const INVALID_CHARACTER = { key: 'validation.invalidCharacter' };

describe('apiKeyNameSchema', () => {
  it.each([
    ['a plain name', 'Shop backend', null],
    ['Cyrillic and digits', 'Магазин 24', null],
    ['punctuation is fine', 'shop.example.com (prod)', null],
    ['empty', '   ', { key: 'validation.required' }],
    ['one character', 'a', { key: 'validation.minLength', params: { min: 2, count: 2 } }],
    ['a lone emoji', '😀', INVALID_CHARACTER],
    ['an emoji in a name', 'Shop 🛒', INVALID_CHARACTER],
    ['a flag', 'EU 🇪🇺', INVALID_CHARACTER],
    ['a keycap', 'Key 1️⃣', INVALID_CHARACTER],
    ['a text-style pictograph with selector', 'Love ❤️', INVALID_CHARACTER],
    ['too long', 'x'.repeat(51), { key: 'validation.maxLength', params: { max: 50, count: 50 } }],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(apiKeyNameSchema.safeParse(value))).toEqual(expected);
  });
});
