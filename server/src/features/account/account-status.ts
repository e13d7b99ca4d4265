import type { Kysely } from 'kysely';
import type { SessionStates } from '../../auth/session-states';
import type { Schema, UserStatus } from '../../db/schema';

/**
 * Blocking and unblocking, for support tools (no public route). The change is announced, so the
 * user's very next call answers USER_BLOCKED on every instance, and a refresh or sign-in too.
 */
export function createAccountStatus(deps: {
  db: Kysely<Schema>;
  sessionStates: SessionStates;
  nowMs: () => number;
}) {
  async function move(userId: string, from: UserStatus, to: UserStatus): Promise<boolean> {
    const changed = await deps.db
      .updateTable('users')
      .set({ status: to, updated_at: new Date(deps.nowMs()) })
      .where('id', '=', userId)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    if (changed) await deps.sessionStates.announce({ userId });
    return changed !== undefined;
  }

  return {
    /** Answers whether the account was active and is now blocked. */
    blockUser: (userId: string) => move(userId, 'active', 'blocked'),
    /** Answers whether the account was blocked and is now active. */
    unblockUser: (userId: string) => move(userId, 'blocked', 'active'),
  };
}
