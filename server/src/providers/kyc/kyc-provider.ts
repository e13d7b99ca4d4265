import { DomainError } from '@ferry/shared/domain';

/** What the customer is asked for: the identity document and a selfie, or also a proof of address. */
export type KycLevel = 'identity' | 'identity_and_address';

/** The customer's way into the provider's flow: a page with the token in it, or the token for an SDK. */
export interface KycAccess {
  token: string;
  url: string;
  expiresAt: Date;
}

/**
 * A KYC provider run as Sumsub's and Onfido's applicant flows are: Ferry creates an applicant for
 * the customer at a level, hands the customer a short-lived access to the provider's page, and
 * later hears the review (`submitted`, then `approved`, `rejected` or `retry`) from the provider.
 * The applicant id is the provider's; `createApplicant` is idempotent by `externalRef` (our
 * verification id), so a retried call after a lost answer does not make a second applicant.
 */
export interface KycProvider {
  readonly name: string;
  createApplicant(input: { externalRef: string; level: KycLevel }): Promise<{ applicantId: string }>;
  issueAccess(applicantId: string, nowMs: number): Promise<KycAccess>;
  changeLevel(applicantId: string, level: KycLevel): Promise<void>;
  /** The applicant stops: its page no longer opens and no review comes. */
  cancelApplicant(applicantId: string): Promise<void>;
  /**
   * What the provider read from the applicant's identity document. A review names nobody (Sumsub's
   * webhook carries no person), so an approval reads the applicant back to learn who was verified.
   */
  readApplicant(applicantId: string): Promise<KycApplicant>;
}

/** The person on an applicant's identity document, as the provider recognised it. */
export interface KycDocumentHolder {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The document's issuing country, ISO 3166-1 alpha-3 as Sumsub writes countries. */
  documentCountry: string;
}

/** An applicant read back; `person` is null while no identity document has been recognised. */
export interface KycApplicant {
  applicantId: string;
  person: KycDocumentHolder | null;
}

/** A provider's review of an applicant, as its webhook (or the sandbox's dev route) tells it. */
export type KycReview =
  | { outcome: 'submitted' }
  | { outcome: 'approved'; person: KycPerson }
  | { outcome: 'rejected'; reason: string; isFinal: boolean }
  | { outcome: 'retry'; reason: string };

export interface KycPerson {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  country: string;
  documentType: 'passport' | 'id_card' | 'driving_licence' | 'residence_permit';
  documentNumber: string;
}

/** Live mode without a real adapter (kyc in PROVIDERS_OFF): every call is "temporarily unavailable". */
export function createSwitchedOffKyc(): KycProvider {
  const refuse = (): never => {
    throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_live_provider', provider: 'kyc' });
  };
  return {
    name: 'off',
    createApplicant: async () => refuse(),
    issueAccess: async () => refuse(),
    changeLevel: async () => refuse(),
    cancelApplicant: async () => refuse(),
    readApplicant: async () => refuse(),
  };
}
