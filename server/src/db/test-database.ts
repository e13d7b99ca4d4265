import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from './migrate';
import { createPglite, type Database, openDatabase, wrapPglite } from './open-database';

export interface TestDatabase extends Database {
  /** Closes the connections and drops what the test created. */
  dispose(): Promise<void>;
}

let migratedSeed: Promise<Blob> | undefined;

/**
 * A database of its own for one test: a fresh PostgreSQL database when DATABASE_URL is set
 * (created here, dropped on dispose), otherwise an in-memory PGlite restored from a migrated
 * seed dump, which costs a fraction of running initdb and the migrations each time.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  migratedSeed ??= buildMigratedSeed();
  const database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedSeed });
  return { ...database, dispose: () => database.close() };
}

async function buildMigratedSeed(): Promise<Blob> {
  const pglite = await createPglite();
  const seed = wrapPglite(pglite);
  await migrate(seed);
  const dump = await pglite.dumpDataDir('none');
  await seed.close();
  return dump;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `ferry_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  await migrate(database);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
