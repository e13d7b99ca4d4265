import { describe, expect, it } from 'vitest';
import { firstMessage } from './messages';
import { fullNameWithNumbersSchema, NAME_MAX_LENGTH, personNameSchema, suggestPersonName } from './name';

const REQUIRED = { key: 'validation.required' };
const TOO_SHORT = { key: 'validation.minLength', params: { min: 2, count: 2 } };
const TOO_LONG = { key: 'validation.maxLength', params: { max: 50, count: 50 } };
const INVALID_CHARACTER = { key: 'validation.invalidCharacter' };

describe('personNameSchema (first and last name)', () => {
  it.each([
    ['Latin', 'John', null],
    ['Cyrillic', 'Іван', null],
    ['Ukrainian letters', 'Ґанна-Їжаківська Євгенія', null],
    ['Russian letters', 'Фёдор Ёлкин', null],
    ['accented Latin', 'Zoë Łucja Żaneta José', null],
    ['decomposed accent (e + U+0301)', 'Rene\u0301e', null],
    ['apostrophe', "O'Brien", null],
    ['right single quote', 'D’Artagnan', null],
    ['modifier apostrophe', 'Мар\u02BCяна', null],
    ['backtick', 'Mar`yana', null],
    ['period and space', 'J. R. R.', null],
    ['hyphen and en dash', 'Anna-Maria Smith–Jones', null],
    ['exactly 2 characters', 'Li', null],
    ['exactly 50 characters', 'a'.repeat(NAME_MAX_LENGTH), null],
    ['empty', '', REQUIRED],
    ['spaces only', '  ', REQUIRED],
    ['undefined', undefined, REQUIRED],
    ['1 character', 'J', TOO_SHORT],
    ['1 character after trim', ' J ', TOO_SHORT],
    ['51 characters', 'a'.repeat(51), TOO_LONG],
    ['emoji', 'John 😀', INVALID_CHARACTER],
    ['digit', 'John2', INVALID_CHARACTER],
    ['comma', 'Smith, John', INVALID_CHARACTER],
    ['exclamation', 'John!', INVALID_CHARACTER],
    ['Greek letter', 'Αλέξης', INVALID_CHARACTER],
    ['CJK', '李小龍', INVALID_CHARACTER],
    ['tab inside', 'John\tSmith', INVALID_CHARACTER],
    ['lone combining mark', '\u0301\u0301', INVALID_CHARACTER],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(personNameSchema.safeParse(value))).toEqual(expected);
  });
});

describe('fullNameWithNumbersSchema', () => {
  it.each([
    ['letters', 'John Smith', null],
    ['with digits', 'Smith 2nd', null],
    ['Cyrillic with digits', 'ТОВ Ромашка 24', null],
    ['empty', '', REQUIRED],
    ['1 character', '7', TOO_SHORT],
    ['51 characters', '1'.repeat(51), TOO_LONG],
    ['emoji', 'Shop 24 🛒', INVALID_CHARACTER],
    ['hash sign', 'Shop #1', INVALID_CHARACTER],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(fullNameWithNumbersSchema.safeParse(value))).toEqual(expected);
  });
});

describe('suggestPersonName (a cardholder name from the messenger profile)', () => {
  it.each([
    ['first and last', 'Nova', 'Tester', 'Nova Tester'],
    ['first only', 'Nova', null, 'Nova'],
    ['spaces tidied', '  Anna ', ' Maria  Nowak ', 'Anna Maria Nowak'],
    ['Cyrillic', 'Іван', 'Франко', 'Іван Франко'],
    ['an emoji is not a name', 'Nova 🚀', null, ''],
    ['a one-letter name is too short', 'N', null, ''],
  ])('%s', (_name, first, last, expected) => {
    expect(suggestPersonName(first, last)).toBe(expected);
  });
});
