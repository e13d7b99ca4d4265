/** A profile is created with its user and never moves to another user or goes away. */
const KEEP_MS = 60_000;
const MAX_USERS = 100_000;

export interface ProfileLookupDependencies {
  /** The user's profile ids, the default first, as the database has them. */
  profileIds(userId: string): Promise<string[]>;
  nowMs: () => number;
}

/**
 * The guard's profile questions on every profile-scoped call — the caller's default profile and
 * whether a named profile is theirs — answered from the user's profile ids, kept a minute per
 * instance. Only what was found is kept: a "no" is always asked of the database again, so a
 * profile created a moment ago is never refused.
 */
export function createProfileLookup(deps: ProfileLookupDependencies) {
  const known = new Map<string, { ids: readonly string[]; expiresAtMs: number }>();

  async function readIds(userId: string): Promise<readonly string[]> {
    const ids = await deps.profileIds(userId);
    if (ids.length > 0) {
      if (known.size >= MAX_USERS) known.clear();
      known.set(userId, { ids, expiresAtMs: deps.nowMs() + KEEP_MS });
    }
    return ids;
  }

  function keptIds(userId: string): readonly string[] | undefined {
    const entry = known.get(userId);
    if (entry && entry.expiresAtMs > deps.nowMs()) return entry.ids;
    known.delete(userId);
    return undefined;
  }

  return {
    async defaultProfileOf(userId: string): Promise<string | undefined> {
      return (keptIds(userId) ?? (await readIds(userId)))[0];
    },
    async isProfileOwned(profileId: string, userId: string): Promise<boolean> {
      if (keptIds(userId)?.includes(profileId)) return true;
      return (await readIds(userId)).includes(profileId);
    },
  };
}
