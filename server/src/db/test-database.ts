import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from './open-database';
import { pgliteEngine, pgliteSeed } from './test-pglite-seed';
import { createFromTemplate, dropDatabase, migratedTemplate } from './test-postgres-template';

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
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const [engine, seed] = await Promise.all([pgliteEngine(), pgliteSeed()]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: seed, engine });
  return { ...database, dispose: () => database.close() };
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const template = await migratedTemplate(serverUrl);
  const name = `ferry_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createFromTemplate(serverUrl, name, template);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
