import type { LoginResponse } from '@ferry/shared/contracts';
import type { VerificationLevel } from '@ferry/shared/domain';
import { sql } from 'kysely';
import { createFeatureApp } from '../../test-support/feature-app';
import { createFarmModule } from './farm.module';

/**
 * The farm over a database of its own, with a clock the test moves and the ports' answers the
 * test sets per profile (level, verified person) and per user (a TON wallet used).
 */
export async function createFarmApp(startIso: string, environment: Record<string, string> = {}) {
  const clock = { nowMs: Date.parse(startIso) };
  const levels = new Map<string, VerificationLevel>();
  const persons = new Map<string, string>();
  const tonWallets = new Set<string>();
  const app = await createFeatureApp(
    (context) =>
      createFarmModule(context, {
        levelOf: async (_db, profileId) => levels.get(profileId) ?? 'basic',
        personKeyOf: async (_db, profileId) => persons.get(profileId) ?? null,
        hasUsedTonWallet: async (_db, userId) => tonWallets.has(userId),
      }),
    { nowMs: () => clock.nowMs, environment },
  );
  /** A signed-in user; `person` makes them identity-verified as that person. */
  async function farmer(options: { person?: string } = {}) {
    const login: LoginResponse = await app.signIn();
    const profileId = login.profiles_id[0] as string;
    const user = await app.context.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', profileId)
      .executeTakeFirstOrThrow();
    if (options.person) {
      levels.set(profileId, 'verified');
      persons.set(profileId, options.person);
    }
    const verified = await app.context.accessTokens.verify(login.access_token);
    if (!verified.isValid) throw new Error('The test sign-in gave an invalid token');
    // A token signed at the clock's time now, so a test that moves the clock by days stays signed in.
    const token = () => app.context.accessTokens.sign(verified.claims);
    return { login, token, profileId, userId: user.user_id };
  }
  /** Debits and credits of every ledger account sum to zero, per currency. */
  async function ledgerImbalances() {
    const rows = await sql<{ currency: string; total: string }>`
      SELECT currency, sum(balance)::text AS total FROM ledger_accounts GROUP BY currency`.execute(
      app.context.db,
    );
    return rows.rows.filter((row) => BigInt(row.total) !== 0n);
  }
  return Object.assign(app, { clock, levels, persons, tonWallets, farmer, ledgerImbalances });
}
export type FarmApp = Awaited<ReturnType<typeof createFarmApp>>;
