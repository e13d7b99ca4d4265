import { describe, expect, it } from 'vitest';
import { SELECTABLE_LANGUAGES } from './languages';
import { resolveLanguage } from './resolve-language';

describe('resolveLanguage: stored → browser → en', () => {
  it.each([
    ['pl', ['en-US'], 'pl'],
    ['uk', [], 'uk'],
    [null, ['pl-PL', 'en'], 'pl'],
    [null, ['de-DE', 'ru-RU'], 'ru'],
    [undefined, ['UK'], 'uk'],
    ['xx', ['fr-FR'], 'en'],
    [null, [], 'en'],
    ['', ['en-GB'], 'en'],
  ] as const)('stored %s, browser %j → %s', (stored, browser, expected) => {
    expect(resolveLanguage(stored, browser)).toBe(expected);
  });

  it('offers only English and Polish in the selector', () => {
    expect(SELECTABLE_LANGUAGES).toEqual(['en', 'pl']);
  });
});
