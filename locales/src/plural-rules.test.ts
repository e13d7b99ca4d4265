import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogues } from './all-catalogues';

async function translatorFor(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([lng, tree]) => [lng, { translation: tree }]),
    ),
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
}

// Slavic languages choose between one / few / many by the last digits, not by "count === 1".
const CASES: ReadonlyArray<[string, ReadonlyArray<[number, string]>]> = [
  [
    'uk',
    [
      [1, '1 валюта'],
      [3, '3 валюти'],
      [5, '5 валют'],
      [11, '11 валют'],
      [21, '21 валюта'],
      [22, '22 валюти'],
      [25, '25 валют'],
    ],
  ],
  [
    'ru',
    [
      [1, '1 валюта'],
      [2, '2 валюты'],
      [7, '7 валют'],
      [12, '12 валют'],
      [31, '31 валюта'],
      [34, '34 валюты'],
    ],
  ],
  [
    'pl',
    [
      [1, '1 waluta'],
      [2, '2 waluty'],
      [5, '5 walut'],
      [12, '12 walut'],
      [22, '22 waluty'],
      [21, '21 walut'],
    ],
  ],
  [
    'en',
    [
      [1, '1 currency'],
      [2, '2 currencies'],
      [21, '21 currencies'],
    ],
  ],
];

describe.each(CASES)('plural forms in %s', (language, cases) => {
  it.each(cases)('%i', async (count, expected) => {
    const t = await translatorFor(language);
    expect(t('common.currencyCount', { count })).toBe(expected);
  });
});
