import { randomUUID } from 'node:crypto';
import { DomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import { PREPARED } from '../db/pg-client';
import type { Schema } from '../db/schema';
import { mapLedgerError } from './ledger-errors';
import {
  type AccountKey,
  type AccountRef,
  available,
  type HouseAccountKind,
  held,
  type TransferSpec,
} from './ledger-types';
import { fromMinor, toMinor } from './minor';

export interface HoldInput {
  transactionId: string;
  profileId: string;
  currency: string;
  amountMinor: bigint;
  expiresAt?: Date | null;
}

export interface Balance {
  currency: string;
  availableMinor: bigint;
  heldMinor: bigint;
}

const isKey = (ref: AccountRef): ref is AccountKey => !('id' in ref);

function refJson(ref: AccountRef): unknown {
  if (!isKey(ref)) return ref.id.toString();
  if ('profileId' in ref) return { kind: ref.kind, profile_id: ref.profileId, currency: ref.currency };
  return { kind: ref.kind, currency: ref.currency, name: ref.name ?? '' };
}

/** A transfer as an element of ledger_post's JSON batch. */
export function ledgerPostItem(transfer: TransferSpec) {
  return {
    id: transfer.id,
    kind: transfer.kind,
    transaction_id: transfer.transactionId ?? null,
    debit: refJson(transfer.debit),
    credit: refJson(transfer.credit),
    amount: fromMinor(transfer.amountMinor),
  };
}

/** An account key as ledger_post_transfer's arguments: kind, profile, currency, house name. */
function keyArguments(ref: AccountKey) {
  return 'profileId' in ref
    ? sql`${ref.kind}, ${ref.profileId}::uuid, ${ref.currency}, NULL`
    : sql`${ref.kind}, NULL, ${ref.currency}, ${ref.name ?? ''}`;
}

// Prepared once per connection (PREPARED): the text is one of four, a user's or the house's
// account on either side, and it runs on nearly every money movement.
function postTransfer(trx: Kysely<Schema>, transfer: TransferSpec, debit: AccountKey, credit: AccountKey) {
  return sql`${sql.raw(PREPARED)} SELECT ledger_post_transfer(${transfer.id}::uuid, ${transfer.kind}, ${transfer.transactionId ?? null}::uuid,
    ${fromMinor(transfer.amountMinor)}::numeric, ${keyArguments(debit)}, ${keyArguments(credit)})`.execute(
    trx,
  );
}

/**
 * The only code that moves money. Every call takes the caller's transaction (`trx`), so the
 * movement commits or rolls back with the business change it belongs to. `nowMs` is the app's
 * clock: a hold's settled_at is the app's time, like every other timestamp it writes.
 */
export function createLedger(deps: { nowMs: () => number }) {
  /**
   * Posts a batch in one statement. Given the caller's transaction it commits with it; given the
   * pool, the batch is its own transaction, committed by the database in the same round trip.
   * One transfer between two accounts named by key (most movements) takes ledger_post_transfer,
   * which does the same with plain arguments; anything else takes ledger_post.
   */
  async function post(trx: Kysely<Schema>, transfers: readonly TransferSpec[]): Promise<void> {
    if (transfers.length === 0) return;
    for (const transfer of transfers) {
      if (transfer.amountMinor <= 0n) throw new Error(`Transfer ${transfer.id} must move a positive amount`);
    }
    const [only] = transfers;
    try {
      if (transfers.length === 1 && only && isKey(only.debit) && isKey(only.credit)) {
        await postTransfer(trx, only, only.debit, only.credit);
      } else {
        await sql`${sql.raw(PREPARED)} SELECT ledger_post(${JSON.stringify(transfers.map(ledgerPostItem))}::jsonb)`.execute(
          trx,
        );
      }
    } catch (error) {
      throw mapLedgerError(error);
    }
  }

  return {
    post,

    /** Sets money aside for an outgoing operation: available → held (INSUFFICIENT_BALANCE when short). */
    async hold(trx: Kysely<Schema>, input: HoldInput): Promise<string> {
      if (input.amountMinor <= 0n)
        throw new Error(`A hold on ${input.transactionId} must set aside a positive amount`);
      const holdId = randomUUID();
      const amount = fromMinor(input.amountMinor);
      // The posting and the hold's row in one statement (one round trip): the row is built from the
      // posting's result, so the posting runs first and a refused one leaves no row.
      try {
        await sql`${sql.raw(PREPARED)} WITH posted AS MATERIALIZED (
            SELECT ledger_post_transfer(${randomUUID()}::uuid, 'hold', ${input.transactionId}::uuid, ${amount}::numeric,
              ${keyArguments({ kind: 'user_available', profileId: input.profileId, currency: input.currency })},
              ${keyArguments({ kind: 'user_held', profileId: input.profileId, currency: input.currency })}) AS done)
          INSERT INTO ledger_holds (id, transaction_id, profile_id, currency, amount, posted_amount, expires_at, settled_at)
          SELECT ${holdId}::uuid, ${input.transactionId}::uuid, ${input.profileId}::uuid, ${input.currency},
            ${amount}::numeric, NULL, ${input.expiresAt ?? null}::timestamptz, NULL
          FROM posted`.execute(trx);
      } catch (error) {
        throw mapLedgerError(error);
      }
      return holdId;
    },

    /**
     * Sends held money out: `amountMinor` (all of it unless a partial payout says less) goes to
     * `to`, the rest back to available. A hold settles once; a second settle is CONFLICT_ERROR.
     */
    async postHold(
      trx: Kysely<Schema>,
      holdId: string,
      to: AccountRef,
      options: { amountMinor?: bigint; transferKind?: string; extra?: readonly TransferSpec[] } = {},
    ): Promise<{ postedMinor: bigint; returnedMinor: bigint }> {
      const hold = await settle(trx, holdId, 'posted', options.amountMinor);
      const amount = toMinor(hold.amount);
      const posted = options.amountMinor ?? amount;
      if (posted <= 0n || posted > amount)
        throw new Error(`Hold ${holdId} cannot post ${posted} of ${amount}`);
      const transfers: TransferSpec[] = [
        {
          id: randomUUID(),
          kind: options.transferKind ?? 'post',
          transactionId: hold.transaction_id,
          debit: held(hold.profile_id, hold.currency),
          credit: to,
          amountMinor: posted,
        },
      ];
      if (posted < amount) {
        transfers.push({
          id: randomUUID(),
          kind: 'release',
          transactionId: hold.transaction_id,
          debit: held(hold.profile_id, hold.currency),
          credit: available(hold.profile_id, hold.currency),
          amountMinor: amount - posted,
        });
      }
      await post(trx, [...transfers, ...(options.extra ?? [])]);
      return { postedMinor: posted, returnedMinor: amount - posted };
    },

    /** Gives held money back (voided by the user's side or a provider, or expired). */
    async voidHold(
      trx: Kysely<Schema>,
      holdId: string,
      reason: 'voided' | 'expired' = 'voided',
    ): Promise<void> {
      const hold = await settle(trx, holdId, reason);
      await post(trx, [
        {
          id: randomUUID(),
          kind: reason === 'expired' ? 'expire' : 'void',
          transactionId: hold.transaction_id,
          debit: held(hold.profile_id, hold.currency),
          credit: available(hold.profile_id, hold.currency),
          amountMinor: toMinor(hold.amount),
        },
      ]);
    },

    /** The pending hold of a transaction, if any. */
    async pendingHoldOf(trx: Kysely<Schema>, transactionId: string) {
      return trx
        .selectFrom('ledger_holds')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    },

    /** A house account's balance: the sum of its shards (0 before its first movement). */
    async houseBalance(
      db: Kysely<Schema>,
      kind: HouseAccountKind,
      currency: string,
      name = '',
    ): Promise<bigint> {
      const row = await db
        .selectFrom('ledger_accounts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('balance'), sql<string>`0`).as('balance'))
        .where('profile_id', 'is', null)
        .where('kind', '=', kind)
        .where('currency', '=', currency)
        .where('name', '=', name)
        .executeTakeFirst();
      return toMinor(row?.balance ?? '0');
    },

    /** A profile's balances per currency (available and held), for every currency it ever held. */
    async balances(db: Kysely<Schema>, profileId: string): Promise<Balance[]> {
      const rows = await db
        .selectFrom('ledger_accounts')
        .select(['currency', 'kind', 'balance'])
        .where('profile_id', '=', profileId)
        .execute();
      const byCurrency = new Map<string, Balance>();
      for (const row of rows) {
        const balance = byCurrency.get(row.currency) ?? {
          currency: row.currency,
          availableMinor: 0n,
          heldMinor: 0n,
        };
        if (row.kind === 'user_available') balance.availableMinor = toMinor(row.balance);
        else balance.heldMinor = toMinor(row.balance);
        byCurrency.set(row.currency, balance);
      }
      return [...byCurrency.values()];
    },
  };

  /** Marks a pending hold settled in one conditional update, so it settles exactly once. */
  async function settle(
    trx: Kysely<Schema>,
    holdId: string,
    status: 'posted' | 'voided' | 'expired',
    postedMinor?: bigint,
  ) {
    const hold = await trx
      .updateTable('ledger_holds')
      .set({
        status,
        settled_at: new Date(deps.nowMs()),
        posted_amount:
          status === 'posted'
            ? postedMinor === undefined
              ? sql<string>`amount`
              : fromMinor(postedMinor)
            : null,
      })
      .where('id', '=', holdId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!hold) throw new DomainError('CONFLICT_ERROR', { reason: 'hold_already_settled' });
    return hold;
  }
}

export type Ledger = ReturnType<typeof createLedger>;
