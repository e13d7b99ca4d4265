import type { Kysely } from 'kysely';
import { afterEach } from 'vitest';
import type { Schema } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { createLedger } from './ledger';
import { house, type TransferSpec } from './ledger-types';

/** A user with one profile, straight in the database. */
export async function createProfile(db: Kysely<Schema>): Promise<string> {
  const user = await db.insertInto('users').defaultValues().returning('id').executeTakeFirstOrThrow();
  const profile = await db
    .insertInto('profiles')
    .values({ user_id: user.id, name: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return profile.id;
}

/** Money from outside (a provider) into a profile's available balance. */
export function fund(profileId: string, currency: string, amountMinor: bigint): TransferSpec {
  return {
    id: crypto.randomUUID(),
    kind: 'credit',
    debit: house('provider_clearing', currency, 'sandbox-bank'),
    credit: { kind: 'user_available', profileId, currency },
    amountMinor,
  };
}

/** A fresh database per test (disposed after it) and a profile's balance in one currency. */
export function ledgerDatabasesPerTest(ledger: ReturnType<typeof createLedger>) {
  const open: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.dispose()));
  });
  return {
    async setUp() {
      const database = await createTestDatabase();
      open.push(database);
      return { database, db: database.db };
    },
    async balanceOf(db: TestDatabase['db'], profileId: string, currency: string) {
      const balance = (await ledger.balances(db, profileId)).find((row) => row.currency === currency);
      return { available: balance?.availableMinor ?? 0n, held: balance?.heldMinor ?? 0n };
    },
  };
}
