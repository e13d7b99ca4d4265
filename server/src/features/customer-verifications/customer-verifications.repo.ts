import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Schema } from '../../db/schema';
import type { MerchantWebhookPorts } from '../../webhooks/merchant-webhook-ports';
import type { CustomerVerificationsTable } from './customer-verifications.schema';
import { enqueueVerificationStatusWebhook } from './status-webhook';

export type VerificationRow = Selectable<CustomerVerificationsTable> & { birth_date: string | null };
export type VerificationStatusValue = CustomerVerificationsTable['status'];

/** Which key's records a call may see: its own, and only those of its mode (live or test). */
export interface KeyScope {
  apiKeyId: string;
  isTestMode: boolean;
}

export const OPEN_STATUSES: readonly VerificationStatusValue[] = ['INIT', 'PROCESSING', 'RETRY'];

/** The customer's verifications through one key, kept apart from every other key's. */
export function createCustomerVerificationsRepo(db: Kysely<Schema>, webhooks: MerchantWebhookPorts) {
  const rows = (executor: Kysely<Schema>) =>
    executor
      .selectFrom('customer_verifications')
      .selectAll()
      .select(sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('birth_date'));

  return {
    findById(
      scope: KeyScope,
      id: string,
      executor: Kysely<Schema> = db,
    ): Promise<VerificationRow | undefined> {
      return rows(executor)
        .where('id', '=', id)
        .where('api_key_id', '=', scope.apiKeyId)
        .where('is_test_mode', '=', scope.isTestMode)
        .executeTakeFirst();
    },

    /** For the provider's review, which names the verification and no key. */
    findAnyById(id: string, executor: Kysely<Schema> = db): Promise<VerificationRow | undefined> {
      return rows(executor).where('id', '=', id).executeTakeFirst();
    },

    /** The verification behind a provider's applicant, for the provider's own page and its webhook. */
    findByApplicant(
      provider: string,
      applicantId: string,
      executor: Kysely<Schema> = db,
    ): Promise<VerificationRow | undefined> {
      return rows(executor)
        .where('provider', '=', provider)
        .where('provider_ref', '=', applicantId)
        .executeTakeFirst();
    },
    /** The customer's latest verification that was not cancelled: the one their status is read from. */
    latestOf(scope: KeyScope, externalCustomerId: string): Promise<VerificationRow | undefined> {
      return rows(db)
        .where('api_key_id', '=', scope.apiKeyId)
        .where('is_test_mode', '=', scope.isTestMode)
        .where('external_customer_id', '=', externalCustomerId)
        .where('status', '!=', 'CANCELLED')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    openOf(scope: KeyScope, externalCustomerId: string, executor: Kysely<Schema> = db) {
      return rows(executor)
        .where('api_key_id', '=', scope.apiKeyId)
        .where('external_customer_id', '=', externalCustomerId)
        .where('status', 'in', OPEN_STATUSES)
        .executeTakeFirst();
    },

    async insert(values: Insertable<CustomerVerificationsTable>, executor: Kysely<Schema> = db) {
      const { id } = await executor
        .insertInto('customer_verifications')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return rows(executor).where('id', '=', id).executeTakeFirstOrThrow();
    },

    /**
     * Moves a record on only from one of `from`, so two calls racing cannot both move it; undefined
     * when it was no longer there. A move that changes the status tells the key's webhook endpoint
     * in the same transaction (status-webhook.ts): the caller's (`executor`) when it holds one. A
     * provider's review names its own time (`eventAtMs`): one older than the last applied finds
     * nothing to move.
     */
    move(
      id: string,
      from: readonly VerificationStatusValue[],
      set: Updateable<CustomerVerificationsTable>,
      options: { eventAtMs?: number; executor?: Kysely<Schema> } = {},
    ): Promise<VerificationRow | undefined> {
      const { eventAtMs, executor } = options;
      const run = async (trx: Kysely<Schema>) => {
        let locked = trx
          .selectFrom('customer_verifications')
          .select('status')
          .where('id', '=', id)
          .where('status', 'in', from);
        if (eventAtMs !== undefined)
          locked = locked.where((eb) =>
            eb.or([eb('last_event_at_ms', 'is', null), eb('last_event_at_ms', '<=', String(eventAtMs))]),
          );
        const before = await locked.forUpdate().executeTakeFirst();
        if (!before) return undefined;
        await trx.updateTable('customer_verifications').set(set).where('id', '=', id).execute();
        const moved = await rows(trx).where('id', '=', id).executeTakeFirstOrThrow();
        if (moved.status !== before.status) await enqueueVerificationStatusWebhook(webhooks, trx, moved);
        return moved;
      };
      return executor?.isTransaction ? run(executor) : db.transaction().execute(run);
    },
  };
}

export type CustomerVerificationsRepo = ReturnType<typeof createCustomerVerificationsRepo>;
