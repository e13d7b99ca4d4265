import { DomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';

/**
 * Whether money is still held for the user; deletion waits until it is paid out. It runs inside
 * the deletion's transaction, so the ledger can lock the user's accounts while it looks.
 */
export type RemainingBalanceCheck = (userId: string, executor: Kysely<Schema>) => Promise<boolean>;

/**
 * Whether money remains for the user: any of their ledger accounts not at zero (locked while the
 * deletion decides, so no transfer slips in), or a transaction still on its way, whose money may
 * yet arrive or return.
 */
export function createLedgerBalanceCheck(): RemainingBalanceCheck {
  return async (userId, executor) => {
    const accounts = await executor
      .selectFrom('ledger_accounts')
      .innerJoin('profiles', 'profiles.id', 'ledger_accounts.profile_id')
      .select(['ledger_accounts.id', 'ledger_accounts.balance'])
      .where('profiles.user_id', '=', userId)
      .orderBy('ledger_accounts.id')
      .forUpdate('ledger_accounts')
      .execute();
    if (accounts.some((account) => BigInt(account.balance) !== 0n)) return true;
    const inFlight = await executor
      .selectFrom('transactions')
      .innerJoin('profiles', 'profiles.id', 'transactions.profile_id')
      .select('transactions.id')
      .where('profiles.user_id', '=', userId)
      .where('transactions.status', 'in', IN_FLIGHT_STATUSES)
      .limit(1)
      .executeTakeFirst();
    return inFlight !== undefined;
  };
}

/** Statuses from which money may still move. */
const IN_FLIGHT_STATUSES = ['NEW', 'WAIT', 'PROCESSING', 'ACTION_REQUIRED', 'MANUAL'];

/**
 * Deleting an account (spec 001 §1): refused while a balance remains; otherwise personal data is
 * erased and every way in is closed, while the rows stay for the records (sessions, profiles,
 * keys, and later transactions).
 */
export function createAccountDeletion(ctx: ModuleContext, hasRemainingBalance: RemainingBalanceCheck) {
  async function eraseCodes(
    user: { id: string; email: string | null; phone: string | null },
    trx: Kysely<Schema>,
  ) {
    const addresses = [user.email, user.phone].filter((address): address is string => address !== null);
    // Pending codes name the old addresses: personal data with no use left.
    await trx
      .deleteFrom('one_time_codes')
      .where((eb) =>
        eb.or([
          eb('user_id', '=', user.id),
          sql<boolean>`payload->>'user_id' = ${user.id}`,
          ...(addresses.length > 0 ? [eb('destination', 'in', addresses)] : []),
        ]),
      )
      .execute();
  }

  return {
    async deleteAccount(userId: string): Promise<{ deleted: true }> {
      const now = new Date(ctx.nowMs());
      await ctx.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email', 'phone'])
          .where('id', '=', userId)
          .where('status', '<>', 'deleted')
          .forUpdate()
          .executeTakeFirst();
        if (!user) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'session_ended' });
        if (await hasRemainingBalance(userId, trx)) {
          throw new DomainError('UNPROCESSABLE_ENTITY', { reason: 'balance_remains' });
        }
        await trx
          .updateTable('users')
          .set({
            email: null,
            email_verified_at: null,
            phone: null,
            tg_id: null,
            google_sub: null,
            apple_sub: null,
            status: 'deleted',
            deleted_at: now,
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
        await trx
          .updateTable('api_keys')
          .set({ deleted_at: now })
          .where('deleted_at', 'is', null)
          .where('profile_id', 'in', trx.selectFrom('profiles').select('id').where('user_id', '=', userId))
          .execute();
        await eraseCodes(user, trx);
        await ctx.sessions.revokeAllOfUser(userId, 'account_deleted', trx);
      });
      await ctx.sessionStates.announce({ userId });
      return { deleted: true };
    },
  };
}
