import type { KycPerson } from '../../providers/kyc/kyc-provider';

/** The person the sandbox provider "saw" in a document unless the dev route names one. */
export const SANDBOX_PERSON = {
  first_name: 'Sandy',
  last_name: 'Box',
  date_of_birth: '1990-01-01',
  country: 'DE',
  document_type: 'passport',
  document_number: 'C01X00T47',
} as const;

export function toKycPerson(person: {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  country: string;
  document_type: KycPerson['documentType'];
  document_number: string;
}): KycPerson {
  return {
    firstName: person.first_name,
    lastName: person.last_name,
    dateOfBirth: person.date_of_birth,
    country: person.country,
    documentType: person.document_type,
    documentNumber: person.document_number,
  };
}
