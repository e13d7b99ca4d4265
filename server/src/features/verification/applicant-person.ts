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

const SANDBOX_KYC_NAME = 'sandbox-kyc';

/** The webhook hands its provider as it holds it; the whole provider carries the read call. */
type ProviderOf = Pick<KycProvider, 'name'> | Pick<KycProvider, 'name' | 'readApplicant'>;

const canRead = (kyc: ProviderOf): kyc is Pick<KycProvider, 'name' | 'readApplicant'> =>
  'readApplicant' in kyc && typeof kyc.readApplicant === 'function';

/**
 * Reads the person of an approved applicant. A review names nobody (Sumsub's webhook carries no
 * person), so the provider's applicant is read back (`GET /resources/applicants/{id}/one` for
 * Sumsub) and its identity document's holder kept. The sandbox's document shows the person the
 * user declared, when they did (so a payout in their own name still matches after GREEN, as it
 * would with their real document), else the sandbox provider's own holder. An unreachable provider
 * fails the read, so the webhook's transaction rolls back and the provider's retry records the
 * approval with its person, rather than a verified profile without one.
 */
export function createApplicantPersons(kyc: ProviderOf) {
  return {
    /** `db` is the caller's transaction, which holds the step's row. */
    async read(db: Kysely<Schema>, step: { profileId: string }): Promise<DocumentPerson | null> {
      if (kyc.name === SANDBOX_KYC_NAME) {
        const declared = (await verificationRepo.listPersons(db, step.profileId)).find(
          (person) => person.source === 'declared',
        );
        if (declared)
          return {
            firstName: declared.first_name,
            lastName: declared.last_name,
            dateOfBirth: declared.date_of_birth,
            country: declared.country,
          };
      }
      if (!canRead(kyc)) return null;
      const identity = await verificationRepo.findStep(db, step.profileId, 'IDENTITY');
      if (!identity?.applicant_id) return null;
      const { person } = await kyc.readApplicant(identity.applicant_id);
      const country = person ? toAlpha2Country(person.documentCountry) : undefined;
      if (!person || !country) return null;
      return {
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth,
        country,
      };
    },
  };
}
