import { randomBytes } from 'node:crypto';
import { createFromTemplate, dropDatabase, migratedTemplate } from './test-postgres-template';

export interface TestDatabaseUrl {
  /** A PostgreSQL database of the test's own, or undefined when DATABASE_URL is unset (PGlite). */
  url: string | undefined;
  /** Drops the database; the server using it must have stopped. */
  dispose(): Promise<void>;
}

/**
 * For a test that starts a whole server: its own PostgreSQL database, copied from the migrated
 * template, instead of DATABASE_URL's shared one, so a run never depends on what an earlier run
 * (or a migration since edited) left in the server's default database.
 */
export async function createTestDatabaseUrl(): Promise<TestDatabaseUrl> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, dispose: async () => {} };
  const name = `ferry_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createFromTemplate(serverUrl, name, await migratedTemplate(serverUrl));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), dispose: () => dropDatabase(serverUrl, name) };
}
