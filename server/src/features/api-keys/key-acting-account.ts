import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { KeyActingAccount } from '../../auth/merchant-authenticator';
import type { Schema } from '../../db/schema';
import type { MerchantPrincipal } from '../../http/principal';
import type { UsersRepo } from '../../user-records/users.repo';

class SandboxRaceLost extends Error {
  override readonly name = 'SandboxRaceLost';
}

/**
 * Whom a key's calls of the user API act for. A live key acts for the profile it was made in. A
 * test-mode key acts for a sandbox account of its own, made on its first call, so nothing a test
 * key does can move or show its owner's live money (docs/decisions.md).
 */
export function createKeyActingAccounts(deps: { db: Kysely<Schema>; users: UsersRepo }) {
  const { db, users } = deps;

  async function ownerOf(profileId: string, executor: Kysely<Schema> = db): Promise<KeyActingAccount> {
    const row = await executor
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['users.id as user_id', 'users.residence_country'])
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
    if (!row) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'api_key_unknown' });
    return { userId: row.user_id, profileId, residenceCountry: row.residence_country };
  }

  async function sandboxOf(
    apiKeyId: string,
    executor: Kysely<Schema> = db,
  ): Promise<KeyActingAccount | undefined> {
    const row = await executor
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.sandbox_user_id')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id as user_id', 'users.residence_country', 'profiles.id as profile_id'])
      .where('api_keys.id', '=', apiKeyId)
      .where('profiles.is_default', '=', true)
      .executeTakeFirst();
    return row && { userId: row.user_id, profileId: row.profile_id, residenceCountry: row.residence_country };
  }

  async function claimSandbox(merchant: MerchantPrincipal, trx: Kysely<Schema>, lost: Error): Promise<void> {
    const owner = await ownerOf(merchant.profileId, trx);
    const user = await users.create({ email: null, residenceCountry: owner.residenceCountry }, trx);
    const claimed = await trx
      .updateTable('api_keys')
      .set({ sandbox_user_id: user.id })
      .where('id', '=', merchant.apiKeyId)
      .where('sandbox_user_id', 'is', null)
      .returning('id')
      .executeTakeFirst();
    // The loser's user and profile go with its rolled-back transaction.
    if (!claimed) throw lost;
  }

  /** Two first calls may race; the key keeps whichever account was stored first. */
  async function createSandbox(merchant: MerchantPrincipal): Promise<void> {
    const lost = new SandboxRaceLost();
    await db
      .transaction()
      .execute((trx) => claimSandbox(merchant, trx, lost))
      .catch((error: unknown) => {
        if (error !== lost) throw error;
      });
  }

  return {
    /**
     * Inside the caller's transaction `trx` (an idempotent call's), the sandbox is made in it too;
     * a first call that loses the race is CONFLICT_ERROR and its retry finds the winner's account.
     */
    async actingAccount(merchant: MerchantPrincipal, trx?: Kysely<Schema>): Promise<KeyActingAccount> {
      if (trx) {
        if (!merchant.isTestMode) return ownerOf(merchant.profileId, trx);
        const existing = await sandboxOf(merchant.apiKeyId, trx);
        if (existing) return existing;
        await claimSandbox(
          merchant,
          trx,
          new DomainError('CONFLICT_ERROR', { reason: 'sandbox_account_race' }),
        );
        const created = await sandboxOf(merchant.apiKeyId, trx);
        if (!created)
          throw new Error(`API key ${merchant.apiKeyId} has no sandbox account after creating one`);
        return created;
      }
      if (!merchant.isTestMode) return ownerOf(merchant.profileId);
      const existing = await sandboxOf(merchant.apiKeyId);
      if (existing) return existing;
      await createSandbox(merchant);
      const created = await sandboxOf(merchant.apiKeyId);
      if (!created) throw new Error(`API key ${merchant.apiKeyId} has no sandbox account after creating one`);
      return created;
    },
  };
}
