import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createUsersRepo } from '../user-records/users.repo';
import { createProfileLookup } from './profile-lookup';

describe('createProfileLookup', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function setUp() {
    const users = createUsersRepo(database.db, Date.now);
    const reads = { count: 0 };
    let now = 1_800_000_000_000;
    const lookup = createProfileLookup({
      profileIds: (userId) => {
        reads.count += 1;
        return users.profileIds(userId);
      },
      nowMs: () => now,
    });
    const create = async (email: string) => {
      const user = await users.create({ email, isEmailVerified: true }, database.db);
      return { userId: user.id, profileId: (await users.profileIds(user.id))[0] as string };
    };
    return { lookup, reads, create, advance: (ms: number) => (now += ms) };
  }

  it('asks the database once per user for the default profile and its ownership', async () => {
    const { lookup, reads, create } = await setUp();
    const alice = await create('alice@example.com');
    expect(await lookup.defaultProfileOf(alice.userId)).toBe(alice.profileId);
    expect(await lookup.isProfileOwned(alice.profileId, alice.userId)).toBe(true);
    expect(await lookup.defaultProfileOf(alice.userId)).toBe(alice.profileId);
    expect(reads.count).toBe(1);
  });

  it('refuses another user’s profile, asking the database each time', async () => {
    const { lookup, reads, create } = await setUp();
    const alice = await create('alice@example.com');
    const bob = await create('bob@example.com');
    expect(await lookup.isProfileOwned(bob.profileId, alice.userId)).toBe(false);
    expect(await lookup.isProfileOwned(bob.profileId, alice.userId)).toBe(false);
    expect(reads.count).toBe(2);
  });

  it('reads again after a minute', async () => {
    const { lookup, reads, create, advance } = await setUp();
    const alice = await create('alice@example.com');
    await lookup.defaultProfileOf(alice.userId);
    advance(60_001);
    await lookup.defaultProfileOf(alice.userId);
    expect(reads.count).toBe(2);
  });
});
