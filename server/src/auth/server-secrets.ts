import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * A secret the server makes for itself on first start and every instance then shares: the first
 * instance to insert wins, the others read its value.
 */
export async function loadOrCreateServerSecret(
  db: Kysely<Schema>,
  name: string,
  bytes = 32,
): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(bytes).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
