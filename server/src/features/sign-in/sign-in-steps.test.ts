import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/unique-violation';
import { maskEmail } from '../../one-time-codes/mask-email';
import { normalisePromocode, readAcceptLanguage } from './sign-in-steps';

describe('readAcceptLanguage', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['uk', ['uk']],
    ['uk-UA,uk;q=0.9,en;q=0.8', ['uk-UA', 'uk', 'en']],
    ['en;q=0.5, pl;q=0.9', ['pl', 'en']],
    ['de;q=0, ru', ['ru']],
    ['*, fr;q=0.3', ['fr']],
    ['pl ; q=0.7 , en', ['en', 'pl']],
  ])('reads %j as %j', (header, expected) => {
    expect(readAcceptLanguage(header)).toEqual(expected);
  });
});

describe('maskEmail', () => {
  it.each([
    ['olena@example.com', 'o***a@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
  ])('hides most of %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('normalisePromocode', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    [' SPRING ', 'SPRING'],
  ])('stores %j as %j', (input, stored) => {
    expect(normalisePromocode(input)).toBe(stored);
  });
});

describe('isUniqueViolation', () => {
  it.each([
    [{ code: '23505' }, true],
    [{ code: '23503' }, false],
    [new Error('x'), false],
    [null, false],
  ])('tells %j: %s', (error, expected) => {
    expect(isUniqueViolation(error)).toBe(expected);
  });
});
