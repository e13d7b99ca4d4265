import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
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
