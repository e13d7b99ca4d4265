import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import { toAlpha2Country } from './country-alpha3';
import { verificationRepo } from './verification.repo';

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
 * Reads the person of an approved applicant. Sumsub's webhook names nobody. The sandbox's document
 * shows the person the user declared, when they did (so a payout in their own name still matches
 * after GREEN, as it would with their real document), else its fixed person. Another provider's
 * applicant is not read here yet (the provider interface has no call for it), so its approval
 * records no person.
 */
export function createApplicantPersons(kyc: Pick<KycProvider, 'name'>) {
  return {
    /** `db` is the caller's transaction, which holds the step's row. */
    async read(db: Kysely<Schema>, step: { profileId: string }): Promise<DocumentPerson | null> {
      if (kyc.name !== 'sandbox-kyc') return null;
      const declared = (await verificationRepo.listPersons(db, step.profileId)).find(
        (person) => person.source === 'declared',
      );
      if (!declared) return toDocumentPerson(SANDBOX_APPLICANT_INFO);
      return {
        firstName: declared.first_name,
        lastName: declared.last_name,
        dateOfBirth: declared.date_of_birth,
        country: declared.country,
      };
    },
  };
}
