import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema';
import type { Logger } from '../../../logging/logger';
import { runMoneyTransaction } from '../../../money-operations/money-transaction';
import type { CommittedTrace, TonChain } from '../../../providers/ton-chain/ton-chain';
import { confirmDeposit } from '../crypto-deposits';
import { recogniseDeposits, type WatchedAccounts } from './recognise-deposits';
import { type RecordDeps, recordDeposit } from './record-deposit';
import { TON_NETWORK } from './ton-chain-networks';

export interface TonDepositWatcher {
  /** Resolves once every trace committed so far has been handled (tests, shutdown). */
  idle(): Promise<void>;
  /** Counts the TON deposits still confirming and credits those that reached their count. */
  confirmPending(): Promise<number>;
  /** Handles a trace again, as a chain replaying its log would (recording is idempotent). */
  replay(trace: CommittedTrace): Promise<void>;
  stop(): void;
}

/**
 * Watches the local chain's committed traces for deposits into Ferry's hot wallets. Traces are
 * handled one after another, in commit order; each trace's deposits are recorded in one money
 * transaction, and every new height is a confirmation for the deposits still waiting, so their
 * "Confirmations: n of m" moves with the chain rather than with a timer.
 */
export function watchTonDeposits(input: {
  db: Kysely<Schema>;
  chain: Pick<TonChain, 'onCommitted'>;
  watched: WatchedAccounts;
  record: RecordDeps;
  logger: Logger;
}): TonDepositWatcher {
  const { db, record, logger } = input;
  let queue: Promise<void> = Promise.resolve();

  async function confirmPending(): Promise<number> {
    const rows = await db
      .selectFrom('crypto_deposits')
      .select('id')
      .where('status', '=', 'confirming')
      .where('network', '=', TON_NETWORK)
      .orderBy('created_at')
      .execute();
    let handled = 0;
    for (const row of rows) {
      if (await runMoneyTransaction(db, (trx) => confirmDeposit(record.deposits, trx, row.id))) handled += 1;
    }
    return handled;
  }

  async function handle(trace: CommittedTrace): Promise<void> {
    const deposits = recogniseDeposits(trace, input.watched);
    if (deposits.length > 0) {
      await runMoneyTransaction(db, async (trx) => {
        for (const deposit of deposits) await recordDeposit(record, trx, deposit);
      });
    }
    await confirmPending();
  }

  function enqueue(trace: CommittedTrace): Promise<void> {
    queue = queue
      .then(() => handle(trace))
      .catch((error: unknown) => {
        // The confirmation worker retries confirmations; a trace whose recording failed is
        // logged with its id so it can be replayed (recording is idempotent).
        logger.error({ err: error, eventId: trace.eventId }, 'TON deposit watcher failed on a trace');
      });
    return queue;
  }

  const unsubscribe = input.chain.onCommitted((trace) => void enqueue(trace));

  return {
    idle: () => queue,
    confirmPending,
    replay: enqueue,
    stop: unsubscribe,
  };
}
