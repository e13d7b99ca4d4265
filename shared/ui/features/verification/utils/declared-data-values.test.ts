import { describe, expect, it } from 'vitest';
import { checkDeclaredData, EMPTY_DECLARED_DATA, toDeclaredDataBody } from './declared-data-values';

const NOW = new Date('2026-06-15T12:00:00Z');
const FILLED = {
  firstName: ' Olena ',
  lastName: 'Kowalska-Shevchenko',
  dateOfBirth: '07/03/1990',
  country: 'PL',
  city: 'Kraków',
  street: 'ul. Długa 5',
  postalCode: '31-147',
};

describe('declared personal data', () => {
  it('names every empty field', () => {
    const errors = checkDeclaredData(EMPTY_DECLARED_DATA, NOW);
    expect(Object.keys(errors).sort()).toEqual(
      ['city', 'country', 'dateOfBirth', 'firstName', 'lastName', 'postalCode', 'street'].sort(),
    );
    expect(errors.country).toEqual({ key: 'validation.required' });
  });

  it('holds names to the name rule and the date to the mask', () => {
    const errors = checkDeclaredData({ ...FILLED, firstName: 'O1ena', dateOfBirth: '31/02/1990' }, NOW);
    expect(errors.firstName?.key).toBe('validation.invalidCharacter');
    expect(errors.dateOfBirth).toEqual({ key: 'money.dateMask.nonexistent' });
    expect(checkDeclaredData({ ...FILLED, dateOfBirth: '01/01/1899' }, NOW).dateOfBirth?.key).toBe(
      'money.dateMask.year',
    );
  });

  it('sends what the contract takes: trimmed names and an ISO date', () => {
    expect(checkDeclaredData(FILLED, NOW)).toEqual({});
    expect(toDeclaredDataBody(FILLED, NOW)).toEqual({
      first_name: 'Olena',
      last_name: 'Kowalska-Shevchenko',
      date_of_birth: '1990-03-07',
      country: 'PL',
      city: 'Kraków',
      street: 'ul. Długa 5',
      postal_code: '31-147',
    });
  });
});
