import { TWO_FACTOR_SCOPES, type TwoFactorScope, type TwoFactorStatus } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { AnnouncedCache } from '../../auth/announced-cache';
import type { Sealing } from '../../auth/sealing';
import type { TwoFactorGate } from '../../auth/two-factor-gate';
import { FAILED_CODE_CHECKS_RULE } from '../../one-time-codes/failed-checks-rule';
import { ensureRateAvailable, type RateLimiter } from '../../rate-limit/rate-limiter';
import type { UsersRepo } from '../../user-records/users.repo';
import { buildOtpauthUri, createTotpSecret, findCodeStep } from './totp';
import { SCOPE_COLUMNS, type TwoFactorRepo, type TwoFactorRow } from './two-factor.repo';

export interface TwoFactorServiceDependencies {
  repo: TwoFactorRepo;
  users: UsersRepo;
  sealing: Sealing;
  rateLimiter: RateLimiter;
  nowMs: () => number;
  /**
   * The scopes each user has switched on, as the gate last read them: most callers have none, and
   * the guard asks on every money call. Every change here announces itself, so no instance keeps
   * a scope off that was switched on.
   */
  scopesOn: AnnouncedCache<readonly TwoFactorScope[]>;
}

const isEnabled = (row: TwoFactorRow | undefined): row is TwoFactorRow & { secret_sealed: string } =>
  row?.enabled_at != null && row.secret_sealed !== null;

const scopesOnOf = (row: TwoFactorRow | undefined): readonly TwoFactorScope[] =>
  isEnabled(row) ? TWO_FACTOR_SCOPES.filter((scope) => row[SCOPE_COLUMNS[scope]]) : [];

function viewStatus(row: TwoFactorRow | undefined): TwoFactorStatus {
  const isOn = isEnabled(row);
  return {
    is_enabled: isOn,
    scopes: {
      login: isOn && row.scope_login,
      transfers: isOn && row.scope_transfers,
      card_details: isOn && row.scope_card_details,
    },
  };
}

/** TOTP two-factor: setting up, enabling, switching scopes, disabling, and the route guard's gate. */
export function createTwoFactorService(deps: TwoFactorServiceDependencies) {
  const { repo, sealing, rateLimiter } = deps;
  const epochSeconds = () => Math.floor(deps.nowMs() / 1000);

  /** A wrong code: counted per hour, and (once enabled) toward the lock. */
  async function refuseCode(userId: string, isCountedTowardLock: boolean): Promise<never> {
    await rateLimiter.hit(FAILED_CODE_CHECKS_RULE, userId);
    const isLocked = isCountedTowardLock && (await repo.recordFailure(userId));
    throw new DomainError(isLocked ? 'AUTH_2FA_ATTEMPTS_EXCEEDED' : 'AUTH_2FA_INVALID');
  }

  /** Checks a code against the enabled secret and uses it up; every refusal is a spec code. */
  async function consumeCode(row: TwoFactorRow & { secret_sealed: string }, code: string): Promise<void> {
    if (row.locked_at) throw new DomainError('AUTH_2FA_ATTEMPTS_EXCEEDED');
    await ensureRateAvailable(rateLimiter, FAILED_CODE_CHECKS_RULE, row.user_id);
    const step = await findCodeStep({
      secret: sealing.open(row.secret_sealed),
      code,
      epochSeconds: epochSeconds(),
      lastUsedStep: row.last_time_step,
    });
    if (step === undefined || !(await repo.claimStep(row.user_id, step))) {
      await refuseCode(row.user_id, true);
    }
  }

  async function requireEnabled(userId: string) {
    const row = await repo.find(userId);
    if (!isEnabled(row)) throw new DomainError('CONFLICT_ERROR', { reason: 'two_factor_not_enabled' });
    return row;
  }

  const gate: TwoFactorGate = {
    async check(userId: string, scope: TwoFactorScope, code: string | undefined): Promise<boolean> {
      let fresh: TwoFactorRow | undefined;
      const on = await deps.scopesOn.get(userId, async () => {
        fresh = await repo.find(userId);
        return scopesOnOf(fresh);
      });
      if (!on.includes(scope)) return false;
      // A scope on needs the row itself (the secret, the lock), never a copy.
      const row = fresh ?? (await repo.find(userId));
      if (!isEnabled(row) || !row[SCOPE_COLUMNS[scope]]) return false;
      if (row.locked_at) throw new DomainError('AUTH_2FA_ATTEMPTS_EXCEEDED');
      if (code === undefined) throw new DomainError('AUTH_2FA_REQUIRED', { scope });
      await consumeCode(row, code);
      return true;
    },
  };

  return {
    gate,

    status: async (userId: string) => viewStatus(await repo.find(userId)),

    async setup(userId: string): Promise<{ secret: string; otpauth_uri: string }> {
      const user = await deps.users.findById(userId);
      if (!user) throw new DomainError('UNAUTHORIZED_REQUEST');
      const secret = createTotpSecret();
      if (!(await repo.savePendingSecret(userId, sealing.seal(secret)))) {
        throw new DomainError('CONFLICT_ERROR', { reason: 'two_factor_already_enabled' });
      }
      const label = user.email ?? (user.tg_id === null ? user.id : `Telegram ${user.tg_id}`);
      return { secret, otpauth_uri: buildOtpauthUri(secret, label) };
    },

    /**
     * The first code from the scanned secret switches two-factor on with every scope. Wrong codes
     * here count per hour but do not lock: nothing is protected by a secret not yet confirmed.
     */
    async enable(userId: string, code: string): Promise<TwoFactorStatus> {
      const row = await repo.find(userId);
      if (isEnabled(row)) throw new DomainError('CONFLICT_ERROR', { reason: 'two_factor_already_enabled' });
      if (!row?.pending_secret_sealed)
        throw new DomainError('CONFLICT_ERROR', { reason: 'two_factor_not_set_up' });
      await ensureRateAvailable(rateLimiter, FAILED_CODE_CHECKS_RULE, userId);
      const sealedSecret = row.pending_secret_sealed;
      const step = await findCodeStep({
        secret: sealing.open(sealedSecret),
        code,
        epochSeconds: epochSeconds(),
        lastUsedStep: row.last_time_step,
      });
      if (step === undefined || !(await repo.claimStep(userId, step, { sealedSecret }))) {
        await refuseCode(userId, false);
      }
      await deps.scopesOn.changed(userId);
      return viewStatus(await repo.find(userId));
    },

    async updateScopes(
      userId: string,
      code: string,
      scopes: Partial<Record<TwoFactorScope, boolean>>,
    ): Promise<TwoFactorStatus> {
      await consumeCode(await requireEnabled(userId), code);
      await repo.updateScopes(userId, scopes);
      await deps.scopesOn.changed(userId);
      return viewStatus(await repo.find(userId));
    },

    async disable(userId: string, code: string): Promise<TwoFactorStatus> {
      await consumeCode(await requireEnabled(userId), code);
      await repo.disable(userId);
      await deps.scopesOn.changed(userId);
      return viewStatus(await repo.find(userId));
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
