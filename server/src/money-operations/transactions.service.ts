import {
  canTransition,
  DomainError,
  type ExchangeSubKind,
  type TransactionStatus,
  type TransactionType,
  VOIDING_STATUSES,
} from '@ferry/shared/domain';
import { type InferResult, type Kysely, sql, type Updateable } from 'kysely';
import type { Catalogue } from '../catalogue-model/catalogue-types';
import { PREPARED } from '../db/pg-client';
import type { Schema } from '../db/schema';
import type { TransactionsTable } from '../db/schema-money';
import { emitUserEvent, enqueueWebhook } from '../events/user-events';
import type { Ledger } from '../ledger/ledger';
import type { LevelLimits } from '../level-limits/level-limits';
import { conversionRefusalOf } from './conversion-refusal';
import { heldOfRefusedPayout } from './refused-payout-hold';
import { transactionColumns } from './transaction-columns';
import { type TransactionRow, viewTransaction } from './transaction-view';

export interface NewTransaction {
  profileId: string;
  type: TransactionType;
  status?: TransactionStatus;
  exchangeKind?: ExchangeSubKind | null;
  amountMinor: bigint;
  currency: string;
  feeMinor?: bigint;
  feeCurrency?: string | null;
  toAmountMinor?: bigint | null;
  toCurrency?: string | null;
  rate?: string | null;
  network?: string | null;
  payway?: string | null;
  requisite?: Record<string, unknown> | null;
  parentId?: string | null;
  quoteId?: string | null;
  apiKeyId?: string | null;
  callbackUrl?: string | null;
  expiresAt?: Date | null;
  providerRef?: string | null;
  /**
   * `enforce`: the movement is one the user starts, refused (nothing written) when it does not
   * fit the profile's level limits (level-limits/level-limits.ts). Left out, the movement is
   * still counted once written, but never refused (money that simply arrived, Ferry's own moves).
   */
  levelLimit?: 'enforce';
}

/** What the caller already knows of a transaction's links, so the view does not read them again. */
interface KnownLinks {
  parentExternalId: string | null;
}

export type TransactionChanges = Omit<
  Updateable<TransactionsTable>,
  'id' | 'external_id' | 'profile_id' | 'type' | 'direction' | 'status' | 'created_at' | 'updated_at'
>;

/**
 * Transactions and their life: every change of status follows the domain's table
 * (canTransition), keeps history, gives back held money on the ends that moved nothing, and
 * leaves the user's event (and a merchant's webhook) in the same database transaction.
 */
export function createTransactions(deps: {
  ledger: Ledger;
  catalogue: Catalogue;
  nowMs: () => number;
  levelLimits?: LevelLimits;
}) {
  async function links(trx: Kysely<Schema>, row: TransactionRow, known?: KnownLinks) {
    if (known && row.reproduced_id === null) {
      return { parentExternalId: known.parentExternalId, reproducedExternalId: null };
    }
    const ids = [row.parent_id, row.reproduced_id].filter((id): id is string => id !== null);
    const linked = ids.length
      ? await trx.selectFrom('transactions').select(['id', 'external_id']).where('id', 'in', ids).execute()
      : [];
    const externalOf = (id: string | null) =>
      linked.find((candidate) => candidate.id === id)?.external_id ?? null;
    return {
      parentExternalId: externalOf(row.parent_id),
      reproducedExternalId: externalOf(row.reproduced_id),
    };
  }

  async function view(trx: Kysely<Schema>, row: TransactionRow, known?: KnownLinks) {
    // RETRY is listed only while the catalogue would convert the money (conversion-refusal.ts);
    // a refused payout offers its choices while its money is still held (refused-payout-hold.ts).
    const conversionRefusal = await conversionRefusalOf(deps.catalogue, trx, row);
    const heldMinor = await heldOfRefusedPayout(deps.ledger, trx, row);
    return viewTransaction(row, await links(trx, row, known), conversionRefusal, heldMinor);
  }

  /**
   * Tells the user (socket) and the merchant (webhook) what the transaction looks like now.
   * `known` is what the statement that wrote the row already read (owner, parent's external id).
   */
  async function announce(
    trx: Kysely<Schema>,
    row: TransactionRow,
    known?: KnownLinks & { ownerUserId: string },
  ): Promise<void> {
    const transaction = await view(trx, row, known);
    const owner = known
      ? { user_id: known.ownerUserId }
      : await trx
          .selectFrom('profiles')
          .select('user_id')
          .where('id', '=', row.profile_id)
          .executeTakeFirstOrThrow();
    await emitUserEvent(trx, owner.user_id, 'transaction.changed', { transaction });
    if (row.api_key_id && row.callback_url) {
      await enqueueWebhook(trx, {
        apiKeyId: row.api_key_id,
        url: row.callback_url,
        type: 'transaction.status',
        data: transaction,
        createdAt: new Date(deps.nowMs()),
      });
    }
  }

  async function history(
    trx: Kysely<Schema>,
    id: string,
    from: string | null,
    to: string,
    reason: string | null,
  ) {
    await trx
      .insertInto('transaction_status_history')
      .values({ transaction_id: id, from_status: from, to_status: to, reason })
      .execute();
  }

  return {
    view,

    async create(trx: Kysely<Schema>, input: NewTransaction): Promise<TransactionRow> {
      const status = input.status ?? 'NEW';
      if (input.levelLimit === 'enforce') {
        if (!deps.levelLimits) throw new Error('A movement asks for level limits that were not wired in');
        await deps.levelLimits.enforce(trx, input);
      }
      // One round trip: the row, its first history line, and what its announcement needs (the
      // owner, the parent's external id), read in the same statement. Its text is the same on
      // every call (every column is a parameter), so it is prepared once per connection.
      const query = trx
        .with('t', (db) =>
          db
            .insertInto('transactions')
            .values({
              ...transactionColumns({ ...input, status }),
              requisite: input.requisite ? JSON.stringify(input.requisite) : null,
            })
            .returningAll(),
        )
        .with('h', (db) =>
          db
            .insertInto('transaction_status_history')
            .columns(['transaction_id', 'from_status', 'to_status', 'reason'])
            .expression((eb) =>
              eb
                .selectFrom('t')
                .select([
                  't.id',
                  sql<string | null>`null::text`.as('from_status'),
                  sql<string>`${status}::text`.as('to_status'),
                  sql<string>`'created'::text`.as('reason'),
                ]),
            ),
        )
        .selectFrom('t')
        .innerJoin('profiles', 'profiles.id', 't.profile_id')
        .leftJoin('transactions as parent', 'parent.id', 't.parent_id')
        .selectAll('t')
        .select(['profiles.user_id as owner_user_id', 'parent.external_id as parent_external_id']);
      const compiled = query.compile();
      const { rows } = await trx.executeQuery<InferResult<typeof query>[number]>({
        ...compiled,
        sql: `${PREPARED} ${compiled.sql}`,
      });
      const written = rows[0];
      if (!written) throw new Error('The new transaction was not returned');
      const { owner_user_id: ownerUserId, parent_external_id: parentExternalId, ...row } = written;
      await announce(trx, row, { ownerUserId, parentExternalId });
      return row;
    },

    /**
     * Moves a transaction to `to` under a row lock. A move the table forbids (or one another
     * request already made) is CONFLICT_ERROR; ending in CANCELLED, REJECT, EXPIRED or FAIL gives
     * any held money back; DONE with money still held is a bug in the operation and throws.
     */
    async transition(
      trx: Kysely<Schema>,
      id: string,
      to: TransactionStatus,
      options: { changes?: TransactionChanges; reason?: string } = {},
    ): Promise<TransactionRow> {
      const current = await trx
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new DomainError('NOT_FOUND');
      const from = current.status as TransactionStatus;
      if (!canTransition(from, to)) {
        throw new DomainError('CONFLICT_ERROR', { reason: 'status_transition_refused', from, to });
      }
      const hold = await deps.ledger.pendingHoldOf(trx, id);
      if (hold && VOIDING_STATUSES.includes(to))
        await deps.ledger.voidHold(trx, hold.id, to === 'EXPIRED' ? 'expired' : 'voided');
      if (hold && to === 'DONE')
        throw new Error(`Transaction ${id} is DONE with money still held; post the hold first`);
      const row = await trx
        .updateTable('transactions')
        .set({ ...options.changes, status: to, updated_at: new Date(deps.nowMs()) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await history(trx, id, from, to, options.reason ?? null);
      await announce(trx, row);
      return row;
    },

    /** Changes fields without a status move (a hash arrived, a provider reference); announced too. */
    async update(trx: Kysely<Schema>, id: string, changes: TransactionChanges): Promise<TransactionRow> {
      const row = await trx
        .updateTable('transactions')
        .set({ ...changes, updated_at: new Date(deps.nowMs()) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await announce(trx, row);
      return row;
    },

    findById(db: Kysely<Schema>, id: string) {
      return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByExternalId(db: Kysely<Schema>, profileId: string, externalId: string) {
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('profile_id', '=', profileId)
        .where('external_id', '=', externalId)
        .executeTakeFirst();
    },
  };
}

export type Transactions = ReturnType<typeof createTransactions>;
