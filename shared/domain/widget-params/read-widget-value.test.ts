import { describe, expect, it } from 'vitest';
import {
  readAmount,
  readBirthDate,
  readBoolean,
  readColor,
  readCountry,
  readCurrency,
  readEmail,
  readHttpUrl,
  readLanguage,
  readList,
  readPayway,
  readPhone,
  readTab,
  readText,
  readTheme,
  readToken,
} from './read-widget-value';

type Case<T> = [string | null, T | null];

describe.each<[string, (raw: string | null) => unknown, Case<unknown>[]]>([
  [
    'readText',
    (raw) => readText(raw, 5),
    [
      ['Anna', 'Anna'],
      ['  Jo  ', 'Jo'],
      ["O'Ne", "O'Ne"],
      ['Olivia', null],
      ['Олена', 'Олена'],
      ['', null],
      ['   ', null],
      [null, null],
      ['a\u0000b', null],
      ['line\nbreak', null],
    ],
  ],
  [
    'readToken',
    (raw) => readToken(raw, 8),
    [
      ['key_123', 'key_123'],
      [' abc ', 'abc'],
      ['a b', null],
      ['123456789', null],
      ['', null],
    ],
  ],
  [
    'readEmail',
    readEmail,
    [
      ['user@example.com', 'user@example.com'],
      [' a@b ', 'a@b'],
      ['no-at-sign', null],
      ['a@@b', null],
      ['@b', null],
      ['a@', null],
      ['a b@c', null],
      [`${'x'.repeat(250)}@b.cd`, null],
    ],
  ],
  [
    'readPhone',
    readPhone,
    [
      ['+380501234567', '+380501234567'],
      [' 380501234567', '+380501234567'],
      ['380501234567', '380501234567'],
      ['+48 (22) 123-45-67', '+48 (22) 123-45-67'],
      ['call me', null],
      ['+1', null],
      ['++380501234567', null],
      ['', null],
    ],
  ],
  [
    'readCountry',
    readCountry,
    [
      ['pl', 'PL'],
      [' UA ', 'UA'],
      ['ukr', 'UKR'],
      ['P', null],
      ['POLAND', null],
      ['P1', null],
    ],
  ],
  [
    'readBirthDate',
    readBirthDate,
    [
      ['1990-05-17', '1990-05-17'],
      ['17/05/1990', '1990-05-17'],
      ['2000-02-29', '2000-02-29'],
      ['1900-01-01', '1900-01-01'],
      ['1899-12-31', null],
      ['1990-02-30', null],
      ['1990-13-01', null],
      ['31/02/2000', null],
      ['1990-5-17', null],
      ['17.05.1990', null],
      ['yesterday', null],
    ],
  ],
  [
    'readHttpUrl',
    readHttpUrl,
    [
      ['https://shop.example/ok', 'https://shop.example/ok'],
      ['http://localhost:3000/back?x=1', 'http://localhost:3000/back?x=1'],
      ['https://SHOP.example', 'https://shop.example/'],
      ['javascript:alert(1)', null],
      ['data:text/html,hi', null],
      ['http://shop.example/back', null],
      ['https://user:pw@shop.example/back', null],
      ['ftp://files.example', null],
      ['/relative/path', null],
      ['https://a b.example', null],
      ['not a url', null],
      ['', null],
    ],
  ],
  [
    'readLanguage',
    readLanguage,
    [
      ['en', 'en'],
      ['UK', 'uk'],
      ['ru', 'ru'],
      [' pl ', 'pl'],
      ['de', null],
      ['en-US', null],
      ['', null],
    ],
  ],
  [
    'readTheme',
    readTheme,
    [
      ['dark', 'dark'],
      ['LIGHT', 'light'],
      ['#000000', null],
      ['blue', null],
    ],
  ],
  [
    'readColor',
    readColor,
    [
      ['#abc', '#abc'],
      ['#ABCD', '#abcd'],
      ['#A1B2C3', '#a1b2c3'],
      ['#a1b2c3d4', '#a1b2c3d4'],
      ['a1b2c3', null],
      ['#abcde', null],
      ['#ggg', null],
      ['red', null],
      ['rgb(1,2,3)', null],
      ['#a1b2c3d4e', null],
    ],
  ],
  [
    'readBoolean',
    readBoolean,
    [
      ['true', true],
      ['false', false],
      [' true ', true],
      ['TRUE', null],
      ['1', null],
      ['yes', null],
      ['"true"', null],
      ['', null],
    ],
  ],
  [
    'readAmount',
    readAmount,
    [
      ['100', '100'],
      ['12.50', '12.50'],
      ['0', '0'],
      ['0.000000000000000001', '0.000000000000000001'],
      ['-1', null],
      ['+1', null],
      ['1e3', null],
      ['1,5', null],
      ['.5', null],
      ['5.', null],
      ['1 000', null],
      ['NaN', null],
      ['9'.repeat(41), null],
    ],
  ],
  [
    'readCurrency',
    readCurrency,
    [
      ['btc', 'BTC'],
      [' Usdt ', 'USDT'],
      ['usde', 'USDe'],
      ['UAHG', 'UAHg'],
      ['1inch', '1INCH'],
      ['newcoin', 'NEWCOIN'],
      ['B', null],
      ['US-D', null],
      ['BTC,ETH', null],
      ['', null],
    ],
  ],
  [
    'readPayway',
    readPayway,
    [
      ['CARD', 'card'],
      ['apple_pay', 'apple_pay'],
      ['sepa-instant', 'sepa-instant'],
      ['-card', null],
      ['card pay', null],
      ['', null],
    ],
  ],
])('%s', (_name, read, cases) => {
  it.each(cases)('%j → %j', (raw, expected) => {
    expect(read(raw)).toBe(expected);
  });
});

describe('readTab', () => {
  it.each<[string, 'lower' | 'upper', string | null]>([
    ['BUY', 'lower', 'buy'],
    ['sell', 'upper', 'SELL'],
    ['crypto_to_fiat', 'upper', 'CRYPTO_TO_FIAT'],
    ['', 'lower', null],
    ['two words', 'upper', null],
    ['x'.repeat(33), 'lower', null],
  ])('%j as %s → %j', (raw, letterCase, expected) => {
    expect(readTab(raw, letterCase)).toBe(expected);
  });
});

describe('readList', () => {
  it.each<[string[], string[]]>([
    [['btc,eth'], ['BTC', 'ETH']],
    [['btc, eth ,usdt'], ['BTC', 'ETH', 'USDT']],
    [
      ['btc', 'eth,ton'],
      ['BTC', 'ETH', 'TON'],
    ],
    [['btc,,eth,'], ['BTC', 'ETH']],
    [['btc,BTC,Btc'], ['BTC']],
    [['btc,$$$,eth'], ['BTC', 'ETH']],
    [[''], []],
    [[], []],
  ])('%j → %j', (raws, expected) => {
    expect(readList(raws, readCurrency)).toEqual(expected);
  });
});
