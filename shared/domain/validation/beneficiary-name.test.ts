import { describe, expect, it } from 'vitest';
import { isOwnBeneficiaryName, nameWords } from './beneficiary-name';

describe('isOwnBeneficiaryName (a payout goes to the user’s own name only)', () => {
  it.each([
    // [case, given on the form, name on record, matches]
    ['the same name', 'Anna Kowalska', 'Anna Kowalska', true],
    ['other case', 'ANNA kowalska', 'Anna Kowalska', true],
    ['extra spaces', '  Anna   Kowalska ', 'Anna Kowalska', true],
    ['accents left out', 'Zoe Lucja Zolnierczyk', 'Zoë Łucja Żołnierczyk', true],
    ['accents added', 'José Müller', 'Jose Muller', true],
    ['decomposed accent', 'Rene\u0301e Dupont', 'Renée Dupont', true],
    ['ß and ss', 'Hans Strauss', 'Hans Strauß', true],
    ['surname first', 'Kowalska Anna', 'Anna Kowalska', true],
    ['middle name left out', 'Anna Kowalska', 'Anna Maria Kowalska', true],
    ['middle name as an initial', 'Anna M. Kowalska', 'Anna Maria Kowalska', true],
    ['middle name given, record without it', 'Anna Maria Kowalska', 'Anna Kowalska', false],
    ['dash or space in a double name', 'Anna Maria Nowak Kowalska', 'Anna-Maria Nowak-Kowalska', true],
    ['apostrophe dropped', 'Sean OBrien', "Seán O'Brien", true],
    ['typographic apostrophe', 'Мар’яна Коваль', 'Марʼяна Коваль', true],
    ['Cyrillic as written', 'іван петренко', 'Іван Петренко', true],
    ['Cyrillic against Latin (no transliteration)', 'Ivan Petrenko', 'Іван Петренко', false],
    ['someone else', 'Jan Nowak', 'Anna Kowalska', false],
    ['a relative (same surname)', 'Piotr Kowalska', 'Anna Kowalska', false],
    ['surname only', 'Kowalska', 'Anna Kowalska', false],
    ['first name only', 'Anna', 'Anna Kowalska', false],
    ['first name as an initial', 'A. Kowalska', 'Anna Kowalska', false],
    ['a word too many', 'Anna Kowalska Smith', 'Anna Kowalska', false],
    ['a word twice', 'Anna Anna Kowalska', 'Anna Kowalska', false],
    ['a company', 'Kowalska Sp. z o.o.', 'Anna Kowalska', false],
    ['a misspelling', 'Ana Kowalska', 'Anna Kowalska', false],
    ['an initial of nothing', 'Anna X Kowalska', 'Anna Maria Kowalska', false],
    ['empty', '', 'Anna Kowalska', false],
    ['only punctuation', ' .- ', 'Anna Kowalska', false],
    ['no name on record', 'Anna Kowalska', '', false],
    ['one-word name on record', 'Madonna', 'Madonna', true],
    ['one-word name on record, other word', 'Madonna Ciccone', 'Madonna', false],
  ])('%s: "%s" for "%s" → %s', (_case, given, onRecord, expected) => {
    expect(isOwnBeneficiaryName(given, onRecord)).toBe(expected);
  });
});

describe('nameWords', () => {
  it('folds case, accents and special letters; splits at spaces, dashes and periods', () => {
    expect(nameWords(" Łucja-Zoë  O'Brien J.R. ")).toEqual(['lucja', 'zoe', 'obrien', 'j', 'r']);
  });
});
