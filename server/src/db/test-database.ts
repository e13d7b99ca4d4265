import { type Database, openDatabase } from './open-database';
import { createTestDatabaseUrl } from './test-database-url';
import { pgliteEngine, pgliteSeed } from './test-pglite-seed';

export interface TestDatabase extends Database {
  /** Closes the connections and drops what the test created. */
  dispose(): Promise<void>;
}

/**
 * A database of its own for one test: a fresh PostgreSQL database copied from a migrated template
 * when DATABASE_URL is set (created here, dropped on dispose), otherwise an in-memory PGlite
 * restored from a migrated seed dump. Both the template and the seed are made once per set of
 * migrations and shared by every test file and worker, so no test file pays for the migrations.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const [engine, seed] = await Promise.all([pgliteEngine(), pgliteSeed()]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: seed, engine });
  return { ...database, dispose: () => database.close() };
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const copy = await createTestDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url: copy.url as string, maxConnections: 5 });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await copy.dispose();
    },
  };
}
