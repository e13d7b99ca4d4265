import type { VerificationStatus } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { SumsubWebhookEvent } from '../../providers/kyc/sumsub-review';

/** A provider's review of an applicant that is not a user's own step, as its webhook tells it. */
export type OtherApplicantReview = Pick<
  Extract<SumsubWebhookEvent, { kind: 'review' }>,
  'applicantId' | 'externalUserId' | 'levelName' | 'createdAtMs' | 'review'
>;

/**
 * What this feature asks of others, wired in compose-app.ts: the identity record documents read
 * (documents owns it), the support desk an appeal goes to, and the feature that knows the KYC
 * webhook's other applicants.
 */
export interface VerificationPorts {
  identities: {
    record(input: {
      profileId: string;
      status: VerificationStatus;
      provider: string;
      providerRef: string | null;
      fullName: string | null;
      at: Date;
    }): Promise<unknown>;
  };
  appeals: {
    /**
     * Mails an appeal to support for a user the help bot cannot reach (one it reaches gets a
     * help-bot ticket instead); called once per ticket.
     */
    deliver(appeal: {
      ticketId: string;
      profileId: string;
      reasonCode: string;
      message: string | undefined;
      openedAt: Date;
      /** The user's own address, where support answers; null when the account has none. */
      replyTo: string | null;
    }): Promise<void>;
  };
  /**
   * The other applicants at the same provider (a merchant's customers'): the one webhook path hands
   * them each review it cannot place among the users' steps, after its digest check and its
   * once-per-body record, inside that record's transaction (`trx`, which the review joins: a throw
   * rolls both back, so the provider's retry comes again). Answers what became of it; none when
   * left out.
   */
  otherApplicants?: {
    review(
      event: OtherApplicantReview,
      trx: Kysely<Schema>,
    ): Promise<'applied' | 'unchanged' | 'unknown_applicant'>;
  };
}
