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

/**
 * Each field's first failure: names by the spec's name rule (2 to 50 Latin or Cyrillic letters),
 * the date by the date mask (years 1900 to this year), a country chosen, and the rest by the
 * contract's own bounds, so nothing the server would refuse for its shape is sent.
 */
export function checkDeclaredData(
  values: DeclaredDataValues,
  now: Date,
): Partial<Record<DeclaredDataField, Message>> {
  const errors: Partial<Record<DeclaredDataField, Message>> = {};
  const put = (field: DeclaredDataField, message: Message | null) => {
    if (message) errors[field] = message;
  };
  put('firstName', firstMessage(personNameSchema.safeParse(values.firstName)));
  put('lastName', firstMessage(personNameSchema.safeParse(values.lastName)));
  put(
    'dateOfBirth',
    values.dateOfBirth.trim() === ''
      ? { key: 'validation.required' }
      : checkDateMask(values.dateOfBirth, now),
  );
  put('country', values.country === '' ? { key: 'validation.required' } : null);
  put('city', firstMessage(shape.city.safeParse(values.city)));
  put('street', firstMessage(shape.street.safeParse(values.street)));
  put('postalCode', firstMessage(shape.postal_code.safeParse(values.postalCode)));
  return errors;
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
