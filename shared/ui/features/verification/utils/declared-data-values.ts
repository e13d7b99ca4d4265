import type { Message } from '@ferry/locales';
import { type DeclaredPersonalData, declaredPersonalDataSchema } from '@ferry/shared/contracts';
import { checkDateMask, firstMessage, maskedDateToIso, personNameSchema } from '@ferry/shared/domain';

/** The form as typed: the date in the mask (DD/MM/YYYY), the rest as the contract names it. */
export interface DeclaredDataValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  country: string;
  city: string;
  street: string;
  postalCode: string;
}

export type DeclaredDataField = keyof DeclaredDataValues;

export const EMPTY_DECLARED_DATA: DeclaredDataValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  country: '',
  city: '',
  street: '',
  postalCode: '',
};

/** The server's field paths → the form's fields, for the issues a refused save names. */
export const FIELD_BY_PATH = {
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  country: 'country',
  city: 'city',
  street: 'street',
  postal_code: 'postalCode',
} as const satisfies Record<keyof DeclaredPersonalData, DeclaredDataField>;

const shape = declaredPersonalDataSchema.shape;

type PersonField = 'firstName' | 'lastName' | 'dateOfBirth';
type AddressField = 'country' | 'city' | 'street' | 'postalCode';

/**
 * The person's fields' first failures: names by the spec's name rule (2 to 50 Latin or Cyrillic
 * letters), the date by the date mask (years 1900 to this year).
 */
export function checkDeclaredPerson(
  values: Pick<DeclaredDataValues, PersonField>,
  now: Date,
): Partial<Record<PersonField, Message>> {
  return withoutPasses({
    firstName: firstMessage(personNameSchema.safeParse(values.firstName)),
    lastName: firstMessage(personNameSchema.safeParse(values.lastName)),
    dateOfBirth:
      values.dateOfBirth.trim() === ''
        ? { key: 'validation.required' }
        : checkDateMask(values.dateOfBirth, now),
  });
}

/** The address's first failures: a country chosen, the rest by the contract's own bounds. */
export function checkDeclaredAddress(
  values: Pick<DeclaredDataValues, AddressField>,
): Partial<Record<AddressField, Message>> {
  return withoutPasses({
    country: values.country === '' ? { key: 'validation.required' } : null,
    city: firstMessage(shape.city.safeParse(values.city)),
    street: firstMessage(shape.street.safeParse(values.street)),
    postalCode: firstMessage(shape.postal_code.safeParse(values.postalCode)),
  });
}

/** Each field's first failure, so nothing the server would refuse for its shape is sent. */
export function checkDeclaredData(
  values: DeclaredDataValues,
  now: Date,
): Partial<Record<DeclaredDataField, Message>> {
  return { ...checkDeclaredPerson(values, now), ...checkDeclaredAddress(values) };
}

function withoutPasses<F extends string>(checks: Record<F, Message | null>): Partial<Record<F, Message>> {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [string, Message] => entry[1] !== null),
  ) as Partial<Record<F, Message>>;
}

/** The body to send; call it only on values `checkDeclaredData` passed. */
export function toDeclaredDataBody(values: DeclaredDataValues, now: Date): DeclaredPersonalData {
  return declaredPersonalDataSchema.parse({
    first_name: values.firstName.trim().replace(/\s+/g, ' '),
    last_name: values.lastName.trim().replace(/\s+/g, ' '),
    date_of_birth: maskedDateToIso(values.dateOfBirth, now),
    country: values.country,
    city: values.city,
    street: values.street,
    postal_code: values.postalCode,
  });
}
