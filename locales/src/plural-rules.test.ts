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

// The verb agrees with how many free transfers are left: został 1, zostały 2, zostało 0 or 5.
const FREE_LEFT: ReadonlyArray<[string, number, number, string]> = [
  ['pl', 1, 3, 'Został 1 z 3 darmowych przelewów w tym miesiącu'],
  ['pl', 2, 3, 'Zostały 2 z 3 darmowych przelewów w tym miesiącu'],
  ['pl', 0, 3, 'Zostało 0 z 3 darmowych przelewów w tym miesiącu'],
  ['pl', 5, 10, 'Zostało 5 z 10 darmowych przelewów w tym miesiącu'],
  ['ru', 1, 3, 'Остался 1 из 3 бесплатных переводов в этом месяце'],
  ['ru', 2, 3, 'Осталось 2 из 3 бесплатных переводов в этом месяце'],
  ['uk', 1, 3, 'Залишився 1 з 3 безкоштовних переказів цього місяця'],
  ['uk', 0, 3, 'Залишилося 0 з 3 безкоштовних переказів цього місяця'],
  ['en', 1, 3, '1 of 3 free transfers left this month'],
  ['en', 0, 3, '0 of 3 free transfers left this month'],
];

describe('free transfers left this month', () => {
  it.each(FREE_LEFT)('%s: %i of %i', async (language, count, total, expected) => {
    const t = await translatorFor(language);
    expect(t('wallet.send.confirm.freeLeft', { count, total })).toBe(expected);
  });
});
