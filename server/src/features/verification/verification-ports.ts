import type { VerificationStatus } from '@ferry/shared/domain';

/**
 * What this feature asks of others, wired in compose-app.ts: the identity record documents read
 * (documents owns it), and the support desk an appeal goes to.
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
    /** Hands an appeal to support; called once per ticket, and again only if it failed before. */
    deliver(appeal: {
      ticketId: string;
      profileId: string;
      reasonCode: string;
      message: string | undefined;
      openedAt: Date;
    }): Promise<void>;
  };
}
