import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export interface DueDelivery {
  id: string;
  url: string;
  payload: Record<string, unknown>;
  /** Attempts made before this one. */
  attempts: number;
  /** The signing key (the API key's `secret_hash`); undefined once the key was deleted. */
  secretHash: string | undefined;
}

export type AttemptResult =
  | { kind: 'delivered'; status: number }
  | { kind: 'retry'; status: number | null; error: string; nextAttemptAt: Date }
  | { kind: 'gave-up'; status: number | null; error: string };

/** The delivery queue: claims due rows for a while, then records each attempt. */
export function createWebhooksRepo(db: Kysely<Schema>) {
  return {
    /**
     * Takes up to `limit` due deliveries and moves their next attempt `leaseMs` ahead, all in one
     * short transaction: the HTTP calls then run outside it, and another instance does not pick
     * the same rows. Should this instance die mid-call, the lease runs out and the row is tried again.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<DueDelivery[]> {
      const claimed = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('webhook_deliveries')
          .select(['id', 'api_key_id', 'url', 'payload', 'attempts'])
          .where('delivered_at', 'is', null)
          .where('gave_up_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length === 0) return rows;
        await trx
          .updateTable('webhook_deliveries')
          .set({ next_attempt_at: new Date(now.getTime() + leaseMs) })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
        return rows;
      });
      if (claimed.length === 0) return [];
      const keys = await db
        .selectFrom('api_keys')
        .select(['id', 'secret_hash'])
        .where('id', 'in', [...new Set(claimed.map((row) => row.api_key_id))])
        .where('deleted_at', 'is', null)
        .execute();
      const secretOf = new Map(keys.map((key) => [key.id, key.secret_hash]));
      return claimed.map((row) => ({
        id: row.id,
        url: row.url,
        payload: row.payload,
        attempts: row.attempts,
        secretHash: secretOf.get(row.api_key_id),
      }));
    },

    async record(id: string, result: AttemptResult, now: Date): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_status: result.status,
          last_error: result.kind === 'delivered' ? null : result.error,
          ...(result.kind === 'delivered' ? { delivered_at: now } : {}),
          ...(result.kind === 'retry' ? { next_attempt_at: result.nextAttemptAt } : {}),
          ...(result.kind === 'gave-up' ? { gave_up_at: now } : {}),
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
