import type { SandboxKycApplicant } from '@ferry/shared/contracts';
import type { VerificationStatus } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { MerchantWebhookPorts } from '../../webhooks/merchant-webhook-ports';

type SandboxPageStep = 'document' | 'selfie' | 'address';

/**
 * Another feature's applicants at the sandbox provider (a user's own verification steps): the
 * sandbox page serves theirs too, each answered by the feature that knows the applicant.
 */
export interface SandboxApplicantPage {
  has(applicantId: string): Promise<boolean>;
  view(applicantId: string, body: { access_token: string }): Promise<SandboxKycApplicant>;
  submit(
    applicantId: string,
    body: { access_token: string; steps: readonly SandboxPageStep[] },
  ): Promise<SandboxKycApplicant>;
  review(
    applicantId: string,
    body: { access_token: string; decision: 'approved' | 'rejected' },
  ): Promise<SandboxKycApplicant>;
}

/**
 * What this feature asks of others, wired in compose-app.ts: the merchant's customers (linked to
 * a key by the merchant's own id, in api-keys), the user's identity record (in documents), and the
 * key's webhook messages (in merchant-webhooks).
 */
export interface CustomerPorts {
  findOrCreateCustomer(
    customer: { apiKeyId: string; externalCustomerId: string; residenceCountry: string | null },
    trx: Kysely<Schema>,
  ): Promise<{ user: { id: string } }>;
  webhooks: MerchantWebhookPorts;
  /**
   * Sumsub names a document's country in ISO 3166-1 alpha-3, Ferry keeps alpha-2 (the verification
   * feature holds the table); a live approval's country stays unknown when left out.
   */
  alpha2Of?: (alpha3: string) => string | null;
  /** The sandbox page's other applicants, composed in compose-app.ts; none when left out. */
  sandboxPages?: readonly SandboxApplicantPage[];
  identities: {
    find(profileId: string): Promise<{ status: VerificationStatus } | undefined>;
    record(input: {
      profileId: string;
      status: VerificationStatus;
      provider: string;
      providerRef: string | null;
      fullName: string | null;
      at: Date;
    }): Promise<unknown>;
  };
}
