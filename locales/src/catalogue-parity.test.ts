import { describe, expect, it } from 'vitest';
import { catalogues } from './all-catalogues';
import { flattenCatalogue } from './flatten';
import { LANGUAGES } from './languages';
import { toBaseKey } from './message-key';

const INTERPOLATION = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

function flat(language: (typeof LANGUAGES)[number]) {
  return flattenCatalogue(catalogues[language]);
}

function variablesOf(text: string): string[] {
  return [...text.matchAll(INTERPOLATION)].map((match) => match[1] ?? '').sort();
}

/** Groups plural variants under their base key: `a_one`, `a_few` → `a` → ['one', 'few']. */
function pluralGroups(entries: Record<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of Object.keys(entries)) {
    const base = toBaseKey(key);
    if (base === key) continue;
    groups.set(base, [...(groups.get(base) ?? []), key.slice(base.length + 1)]);
  }
  return groups;
}

const english = flat('en');
const englishBaseKeys = new Set(Object.keys(english).map(toBaseKey));

describe('catalogue parity', () => {
  it('English is not empty', () => {
    expect(englishBaseKeys.size).toBeGreaterThan(0);
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const entries = flat(language);

    it('has exactly the English key set (plural forms folded)', () => {
      const baseKeys = new Set(Object.keys(entries).map(toBaseKey));
      expect([...baseKeys].filter((key) => !englishBaseKeys.has(key))).toEqual([]);
      expect([...englishBaseKeys].filter((key) => !baseKeys.has(key))).toEqual([]);
    });

    it('has no empty strings', () => {
      expect(Object.entries(entries).filter(([, text]) => text.trim() === '')).toEqual([]);
    });

    it('interpolates the same variables as English', () => {
      const mismatches: string[] = [];
      for (const [key, text] of Object.entries(entries)) {
        const base = toBaseKey(key);
        const englishText = english[key] ?? english[`${base}_other`] ?? english[base];
        if (englishText === undefined) continue;
        const expected = variablesOf(englishText).filter((name) => name !== 'count');
        const actual = variablesOf(text).filter((name) => name !== 'count');
        if (expected.join() !== actual.join()) mismatches.push(key);
      }
      expect(mismatches).toEqual([]);
    });

    it('gives every plural key each category the language needs', () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing: string[] = [];
      for (const [base, forms] of pluralGroups(entries)) {
        for (const category of categories) {
          if (!forms.includes(category)) missing.push(`${base}_${category}`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
});
