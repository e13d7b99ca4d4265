import type { KycProvider } from '../../providers/kyc/kyc-provider';
import { toAlpha2Country } from './country-alpha3';

/** The person a provider read from the identity document, as Ferry keeps it. */
export interface DocumentPerson {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/**
 * The person the sandbox provider "saw" in every document, written as Sumsub's applicant `info`
 * names it (country in alpha-3), so the reading below is the one a live applicant goes through.
 */
const SANDBOX_APPLICANT_INFO = { firstName: 'Sandy', lastName: 'Box', dob: '1990-01-01', country: 'DEU' };

function toDocumentPerson(info: typeof SANDBOX_APPLICANT_INFO): DocumentPerson | null {
  const country = toAlpha2Country(info.country);
  return country
    ? { firstName: info.firstName, lastName: info.lastName, dateOfBirth: info.dob, country }
    : null;
}

/**
 * Reads the person of an approved applicant. Sumsub's webhook names nobody; the sandbox answers its
 * fixed person; another provider's applicant is not read here yet (the provider interface has no
 * call for it), so its approval records no person.
 */
export function createApplicantPersons(kyc: Pick<KycProvider, 'name'>) {
  return {
    async read(_applicantId: string): Promise<DocumentPerson | null> {
      return kyc.name === 'sandbox-kyc' ? toDocumentPerson(SANDBOX_APPLICANT_INFO) : null;
    },
  };
}
