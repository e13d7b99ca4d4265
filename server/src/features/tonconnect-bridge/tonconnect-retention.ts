import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackgroundWorker } from '../../workers/background-worker';
import type { BridgeMessagesRepo } from './bridge-messages.repo';

export const TONCONNECT_RETENTION = 'tonconnect-retention';

/** Deletes bridge messages past their TTL and spent ton_proof payloads past their expiry. */
export function createTonconnectRetention(deps: {
  db: Kysely<Schema>;
  repo: BridgeMessagesRepo;
  nowMs: () => number;
}): BackgroundWorker {
  return {
    name: TONCONNECT_RETENTION,
    intervalMs: 30_000,
    async runOnce() {
      const now = new Date(deps.nowMs());
      const messages = await deps.repo.purgeExpired(now);
      const payloads = await deps.db
        .deleteFrom('ton_proof_used_payloads')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return messages + Number(payloads.numDeletedRows);
    },
  };
}
