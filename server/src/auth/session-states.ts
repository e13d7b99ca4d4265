import type { Kysely } from 'kysely';
import type { Bus } from '../bus/bus';
import type { Schema, UserStatus } from '../db/schema';

export interface SessionState {
  userId: string;
  isActive: boolean;
  userStatus: UserStatus;
  residenceCountry: string | null;
}

const CACHE_MS = 2000;
export const SESSION_CHANGED_TOPIC = 'auth.session-changed';

/**
 * Whether a session and its user are still good, read per request with a two-second cache. A
 * revocation or a status change is announced on the bus, so every instance drops its copy at once.
 */
export async function createSessionStates(db: Kysely<Schema>, bus: Bus, nowMs: () => number) {
  const cache = new Map<string, { state: SessionState | undefined; expiresAtMs: number }>();
  await bus.subscribe(SESSION_CHANGED_TOPIC, (message) => {
    const { sessionId, userId } = (message ?? {}) as { sessionId?: string; userId?: string };
    if (sessionId) cache.delete(sessionId);
    if (userId) for (const [id, entry] of cache) if (entry.state?.userId === userId) cache.delete(id);
  });

  async function read(sessionId: string): Promise<SessionState | undefined> {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.user_id',
        'sessions.revoked_at',
        'sessions.expires_at',
        'users.status',
        'users.residence_country',
      ])
      .where('sessions.id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      userId: row.user_id,
      isActive: row.revoked_at === null && row.expires_at.getTime() > nowMs(),
      userStatus: row.status,
      residenceCountry: row.residence_country,
    };
  }

  return {
    async get(sessionId: string): Promise<SessionState | undefined> {
      const cached = cache.get(sessionId);
      if (cached && cached.expiresAtMs > nowMs()) return cached.state;
      const state = await read(sessionId);
      cache.set(sessionId, { state, expiresAtMs: nowMs() + CACHE_MS });
      if (cache.size > 50_000) cache.clear();
      return state;
    },
    /** Tells every instance a session or a user changed (logout, block, delete). */
    announce(change: { sessionId?: string; userId?: string }): Promise<void> {
      return bus.publish(SESSION_CHANGED_TOPIC, change);
    },
  };
}

export type SessionStates = Awaited<ReturnType<typeof createSessionStates>>;
