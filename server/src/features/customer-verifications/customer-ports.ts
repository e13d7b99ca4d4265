import type { VerificationStatus } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { MerchantWebhookPorts } from '../../webhooks/merchant-webhook-ports';

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
