import pg from 'pg';
import { migrate, migrationsFingerprint } from './migrate';
import { openDatabase } from './open-database';

// Any fixed number: the workers of one run, and runs side by side, build the template once.
const TEMPLATE_LOCK_KEY = 7_146_012;
const TEMPLATE_PREFIX = 'ferry_test_template_';
// PostgreSQL refuses to copy a template while another session is connected to it.
const SOURCE_IN_USE = '55006';

let template: Promise<string> | undefined;

/**
 * The name of a database migrated with the current migrations, made once per set of them on this
 * server and kept: each test database is a copy of it (`CREATE DATABASE … TEMPLATE`), which costs
 * a fraction of migrating. Templates of older migrations are dropped when a new one is made.
 */
export function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${await migrationsFingerprint()}`;
    await withAdmin(serverUrl, async (admin) => {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      try {
        const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) await buildTemplate(admin, serverUrl, name);
      } finally {
        await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
      }
    });
    return name;
  })();
  // A failed build is tried again by the next test file, not remembered.
  template.catch(() => {
    template = undefined;
  });
  return template;
}

async function buildTemplate(admin: pg.Client, serverUrl: string, name: string): Promise<void> {
  const stale = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2',
    [`${TEMPLATE_PREFIX}%`, name],
  );
  // A template another run still copies from stays; it goes with a later build.
  for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => {});
  // Built under another name and renamed when whole, so a build cut short is never copied.
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building}`);
  await admin.query(`CREATE DATABASE ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  // The closed pool's sessions may still be leaving the server for a moment.
  await whenFree(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
}

/** A new database copied from the template; a copy started at the same moment is waited for. */
export function createFromTemplate(serverUrl: string, name: string, from: string): Promise<void> {
  return whenFree(() =>
    withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${from}`)),
  );
}

/** Runs a statement that needs a database nobody is connected to, waiting while somebody is. */
async function whenFree(statement: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await statement();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== SOURCE_IN_USE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withAdmin(serverUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
