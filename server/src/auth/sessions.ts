import { createHash, randomBytes } from 'node:crypto';
import type { ApiBase } from '@ferry/shared/domain';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * A second chance for a refresh that loses a race: two tabs presenting the same token at once get
 * one new pair and one refusal, and the session lives on. Presenting a rotated token later than
 * this is a stolen token being replayed, and the whole session ends.
 */
export const ROTATION_GRACE_MS = 10_000;

export interface OpenSessionInput {
  userId: string;
  base: ApiBase;
  signInMethod: string;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface RotatedSession {
  sessionId: string;
  userId: string;
  base: ApiBase;
  refreshToken: string;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionsOptions {
  ttlDays: number;
  nowMs: () => number;
  /** Told after sessions end, so per-request caches forget them (see session-states.ts). */
  onEnded?: (change: { sessionId?: string; userId?: string }) => Promise<void>;
}

export function createSessions(db: Kysely<Schema>, options: SessionsOptions) {
  const now = () => new Date(options.nowMs());
  const expiresAt = () => new Date(options.nowMs() + options.ttlDays * 86_400_000);

  async function revoke(sessionId: string, reason: string, executor: Kysely<Schema> = db): Promise<void> {
    await executor
      .updateTable('sessions')
      .set({ revoked_at: now(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await options.onEnded?.({ sessionId });
  }

  /** A token that exists but was already used: within the grace window a lost race, else theft. */
  async function refuseUsedToken(tokenHash: string): Promise<void> {
    const used = await db
      .selectFrom('refresh_tokens')
      .select(['session_id', 'rotated_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!used?.rotated_at) return;
    if (options.nowMs() - used.rotated_at.getTime() <= ROTATION_GRACE_MS) return;
    await revoke(used.session_id, 'refresh_token_reused');
  }

  return {
    async open(
      input: OpenSessionInput,
      executor: Kysely<Schema> = db,
    ): Promise<{ sessionId: string; refreshToken: string }> {
      const session = await executor
        .insertInto('sessions')
        .values({
          user_id: input.userId,
          api_base: input.base,
          sign_in_method: input.signInMethod,
          user_agent: input.userAgent?.slice(0, 300) ?? null,
          ip: input.ip ?? null,
          expires_at: expiresAt(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const refreshToken = newRefreshToken();
      await executor
        .insertInto('refresh_tokens')
        .values({ token_hash: hashRefreshToken(refreshToken), session_id: session.id })
        .execute();
      return { sessionId: session.id, refreshToken };
    },

    /**
     * Trades a refresh token for the next one. The stamp that marks the old token used is a
     * single conditional UPDATE, so of two parallel trades exactly one wins.
     */
    async rotate(refreshToken: string): Promise<RotatedSession> {
      const tokenHash = hashRefreshToken(refreshToken);
      const rotated = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('refresh_tokens')
          .set({ rotated_at: now() })
          .where('token_hash', '=', tokenHash)
          .where('rotated_at', 'is', null)
          .returning('session_id')
          .executeTakeFirst();
        if (!claimed) return undefined;
        const session = await trx
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select([
            'sessions.id',
            'sessions.user_id',
            'sessions.api_base',
            'sessions.revoked_at',
            'sessions.expires_at',
            'users.status',
          ])
          .where('sessions.id', '=', claimed.session_id)
          .executeTakeFirstOrThrow();
        const isEnded =
          session.revoked_at !== null ||
          session.expires_at.getTime() <= options.nowMs() ||
          session.status === 'deleted';
        if (isEnded) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'session_ended' });
        if (session.status === 'blocked') throw new DomainError('USER_BLOCKED');
        const next = newRefreshToken();
        await trx
          .insertInto('refresh_tokens')
          .values({ token_hash: hashRefreshToken(next), session_id: session.id })
          .execute();
        await trx
          .updateTable('sessions')
          .set({ last_used_at: now(), expires_at: expiresAt() })
          .where('id', '=', session.id)
          .execute();
        return { sessionId: session.id, userId: session.user_id, base: session.api_base, refreshToken: next };
      });
      if (rotated) return rotated;
      // Outside the trade's transaction, so that ending a replayed session is kept.
      await refuseUsedToken(tokenHash);
      throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'refresh_token_invalid' });
    },

    /** Ends the session a refresh token belongs to (logout); an unknown token changes nothing. */
    async revokeByRefreshToken(refreshToken: string): Promise<void> {
      const token = await db
        .selectFrom('refresh_tokens')
        .select('session_id')
        .where('token_hash', '=', hashRefreshToken(refreshToken))
        .executeTakeFirst();
      if (token) await revoke(token.session_id, 'logout');
    },

    revoke,

    async revokeAllOfUser(userId: string, reason: string, executor: Kysely<Schema> = db): Promise<void> {
      await executor
        .updateTable('sessions')
        .set({ revoked_at: now(), revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await options.onEnded?.({ userId });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
