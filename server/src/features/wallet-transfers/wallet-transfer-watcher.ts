import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { emitUserEvent } from '../../events/user-events';
import type { Logger } from '../../logging/logger';
import { type ChainEventView, transferOutcomeOf } from './wallet-transfer-outcome';
import type { WalletTransferStatus } from './wallet-transfers.schema';

/** Looks an event up by its external message hash; undefined while the chain has not seen it. */
export type EventLookup = (messageHash: string) => Promise<ChainEventView | undefined>;

export interface WalletTransferWatcher {
  /** Looks up the transfers that are due (or the given hashes now) and settles what the chain settled. */
  check(onlyHashes?: readonly string[]): Promise<number>;
  /** Resolves once the checks queued so far are done (tests, shutdown). */
  idle(): Promise<void>;
  /** Queues a check of these hashes (a committed trace, a fresh registration). */
  enqueue(hashes: readonly string[]): void;
}

export interface WatcherOptions {
  db: Kysely<Schema>;
  lookup: EventLookup;
  logger: Logger;
  nowMs: () => number;
  /** The next lookup of a transfer that is not settled yet, after this long. */
  recheckMs: number;
  /** At most this many lookups per pass (bounds the rate against a forwarded tonapi). */
  batchSize: number;
}

/**
 * Follows registered wallet transfers to their end. A transfer whose event is no longer in
 * progress is final (every action ok) or failed, and the user gets one `wallet.transfer` outbox
 * event; the row moves from pending only once (the update is guarded by its status, the event id
 * is unique on the row), so any number of instances may check the same transfer. One the chain
 * never saw by its deadline (the message lifetime plus a margin) is expired, quietly: no money
 * moved.
 */
export function createWalletTransferWatcher(options: WatcherOptions): WalletTransferWatcher {
  const { db, logger } = options;
  let queue: Promise<unknown> = Promise.resolve();

  async function settle(
    row: { id: bigint | string; user_id: string },
    status: Exclude<WalletTransferStatus, 'pending'>,
    eventId: string | null,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const settled = await trx
        .updateTable('wallet_transfers')
        .set({ status, settled_at: new Date(options.nowMs()) })
        .where('id', '=', BigInt(row.id))
        .where('status', '=', 'pending')
        .returning(['id', 'user_id', 'message_hash', 'address', 'amount', 'symbol', 'decimals'])
        .executeTakeFirst();
      if (!settled) return false;
      if (status !== 'final' && status !== 'failed') return true;
      const seq = await emitUserEvent(trx, settled.user_id, 'wallet.transfer', {
        wallet_transfer: {
          message_hash: settled.message_hash,
          address: settled.address,
          amount: String(settled.amount),
          symbol: settled.symbol,
          decimals: Number(settled.decimals),
          outcome: status,
          event_id: eventId,
        },
      });
      if (seq === null) return true;
      const event = await trx
        .selectFrom('outbox_events')
        .select('id')
        .where('user_id', '=', settled.user_id)
        .where('seq', '=', seq)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('wallet_transfers')
        .set({ outbox_event_id: BigInt(event.id) })
        .where('id', '=', settled.id)
        .execute();
      return true;
    });
  }

  async function check(onlyHashes?: readonly string[]): Promise<number> {
    const now = new Date(options.nowMs());
    let query = db
      .selectFrom('wallet_transfers')
      .select(['id', 'user_id', 'message_hash', 'address', 'expires_at'])
      .where('status', '=', 'pending');
    query = onlyHashes
      ? query.where('message_hash', 'in', onlyHashes.length > 0 ? [...onlyHashes] : [''])
      : query.where('next_check_at', '<=', now).orderBy('next_check_at').limit(options.batchSize);
    const rows = await query.execute();
    const events = new Map<string, ChainEventView | undefined>();
    let settledCount = 0;
    for (const row of rows) {
      try {
        if (!events.has(row.message_hash))
          events.set(row.message_hash, await options.lookup(row.message_hash));
        const event = events.get(row.message_hash);
        const outcome = event ? transferOutcomeOf(event, row.address) : null;
        const eventId = (event as { event_id?: string } | undefined)?.event_id ?? null;
        let isSettled = false;
        if (outcome === 'final' || outcome === 'failed') isSettled = await settle(row, outcome, eventId);
        else if (outcome === 'foreign') isSettled = await settle(row, 'expired', null);
        else if (!event && new Date(row.expires_at).getTime() <= now.getTime())
          isSettled = await settle(row, 'expired', null);
        if (isSettled) settledCount += 1;
        else
          await db
            .updateTable('wallet_transfers')
            .set({ next_check_at: new Date(now.getTime() + options.recheckMs) })
            .where('id', '=', BigInt(row.id))
            .where('status', '=', 'pending')
            .execute();
      } catch (error) {
        logger.warn({ err: error, messageHash: row.message_hash }, 'a wallet transfer lookup failed');
      }
    }
    return settledCount;
  }

  return {
    check,
    idle: async () => {
      await queue;
    },
    enqueue(hashes) {
      queue = queue
        .then(() => check(hashes))
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'a wallet transfer check failed');
        });
    },
  };
}
