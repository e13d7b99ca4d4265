import type { LoginResponse } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { IssueLoginInput } from '../../auth/login-issuer';
import type { TwoFactorGate } from '../../auth/two-factor-gate';
import type { Schema } from '../../db/schema';
import type { Caller } from '../../http/caller';
import type { ModuleContext } from '../../module-context/module-context';
import type { UserRow } from '../../user-records/users.repo';

/** Steps every sign-in path shares, in the order they run: blocked, two-factor, session. */
export function refuseBlocked(user: UserRow): void {
  if (user.status === 'blocked') throw new DomainError('USER_BLOCKED');
}

/**
 * Asks the two-factor gate only when the user switched the "login" scope on, so a user without
 * two-factor never depends on that module. The gate throws AUTH_2FA_REQUIRED when no code came;
 * the client then repeats the same request with Auth-2FA-Token.
 */
export async function checkLoginTwoFactor(
  db: Kysely<Schema>,
  gate: TwoFactorGate,
  userId: string,
  twoFactorToken: string | undefined,
): Promise<void> {
  const row = await db
    .selectFrom('two_factor')
    .select(['enabled_at', 'scope_login'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row?.enabled_at || !row.scope_login) return;
  await gate.check(userId, 'login', twoFactorToken);
}

/** Opens the session and answers the login response, inside the caller's transaction. */
export function issueLogin(
  ctx: ModuleContext,
  input: { user: UserRow; caller: Caller; method: IssueLoginInput['signInMethod']; isNewUser: boolean },
  executor: Kysely<Schema>,
): Promise<LoginResponse> {
  return ctx.loginIssuer.issue(
    {
      user: input.user,
      base: input.caller.base,
      signInMethod: input.method,
      isNewUser: input.isNewUser,
      userAgent: input.caller.userAgent,
      ip: input.caller.ip,
    },
    executor,
  );
}

/** The languages of an Accept-Language header, most preferred first ("uk-UA,uk;q=0.9,en;q=0.8"). */
export function readAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** A promocode as stored: trimmed, and absent rather than empty. */
export function normalisePromocode(promocode: string | undefined): string | null {
  const trimmed = promocode?.trim();
  return trimmed ? trimmed : null;
}
