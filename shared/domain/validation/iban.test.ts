import { describe, expect, it } from 'vitest';
import { createIbanSchema } from './iban';
import { firstMessage } from './messages';

const GERMAN = 'DE89 3704 0044 0532 0130 00';
const UKRAINIAN = 'UA213223130000026007233566001';
const BRAZILIAN = 'BR1800360305000010009795493C1';
const BROKEN_CHECKSUM = 'DE88370400440532013000';

describe('createIbanSchema', () => {
  it.each([
    ['any valid IBAN without a currency', {}, BRAZILIAN, null],
    ['printed form with spaces', {}, GERMAN, null],
    ['lower case', {}, 'gb29nwbk60161331926819', null],
    ['empty', {}, '', { key: 'validation.required' }],
    ['checksum broken', {}, BROKEN_CHECKSUM, { key: 'validation.iban.invalid' }],
    ['too short', {}, 'DE8937040044', { key: 'validation.iban.invalid' }],
    ['dashes', {}, 'DE89-3704-0044-0532-0130-00', { key: 'validation.iban.invalid' }],
    ['EUR to Germany', { currency: 'EUR' }, GERMAN, null],
    ['EUR to Switzerland (SEPA, not EU)', { currency: 'EUR' }, 'CH9300762011623852957', null],
    ['EUR to Brazil', { currency: 'EUR' }, BRAZILIAN, { key: 'validation.iban.sepaOnly' }],
    ['EUR to Ukraine', { currency: 'EUR' }, UKRAINIAN, { key: 'validation.iban.sepaOnly' }],
    ['EUR broken', { currency: 'EUR' }, BROKEN_CHECKSUM, { key: 'validation.iban.invalid' }],
    ['UAH to Ukraine', { currency: 'UAH' }, UKRAINIAN, null],
    ['UAH to Germany', { currency: 'UAH' }, GERMAN, { key: 'validation.iban.ukrainianOnly' }],
    ['UAH broken', { currency: 'UAH' }, 'UA213223130000026007233566002', { key: 'validation.iban.invalid' }],
    ['USD to Brazil', { currency: 'USD' }, BRAZILIAN, null],
    ['USD to Ukraine', { currency: 'USD' }, UKRAINIAN, null],
    ['USD broken', { currency: 'USD' }, BROKEN_CHECKSUM, { key: 'validation.iban.usd' }],
    ['another currency takes any valid IBAN', { currency: 'PLN' }, 'PL61109010140000071219812874', null],
  ])('%s', (_name, options, value, expected) => {
    expect(firstMessage(createIbanSchema(options).safeParse(value))).toEqual(expected);
  });
});
