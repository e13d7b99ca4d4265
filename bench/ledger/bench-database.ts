import { openDatabase } from '@ferry/server';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Drops the database (forcing out any connection left behind); safe to call twice. */
  drop(): Promise<void>;
}

/** Runs one statement on the admin database with a connection of its own. */
async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl, maxConnections: 1 });
  try {
    await admin.withSession((session) => session.exec(statement));
  } finally {
    await admin.close();
  }
}

/**
 * Creates `ferry_bench_<pid>` next to the admin database; the admin database is touched for nothing
 * else. `settings` are set on the database itself, so every connection to it — the server's pool and
 * pgbench's clients alike — runs with them.
 */
export async function createBenchDatabase(
  adminUrl: string,
  settings: Readonly<Record<string, string>> = {},
): Promise<BenchDatabase> {
  const name = `ferry_bench_${process.pid}`;
  // A database left by a crashed run with the same pid would make CREATE fail.
  await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
  for (const [setting, value] of Object.entries(settings)) {
    if (!/^[a-z_]+$/.test(setting) || !/^[a-z0-9_]+$/.test(value))
      throw new Error(`bench database setting ${setting}=${value} is not a plain name and value`);
    await runAdminStatement(adminUrl, `ALTER DATABASE ${name} SET ${setting} = ${value}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  return {
    name,
    url: url.toString(),
    drop: () => {
      dropping ??= runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return dropping;
    },
  };
}
