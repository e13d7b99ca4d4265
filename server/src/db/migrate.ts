import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './open-database';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

// Any fixed number: every instance that starts at once waits on the same lock.
const MIGRATION_LOCK_KEY = 7_146_011;

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

interface MigrationFile {
  version: string;
  script: string;
  checksum: string;
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * Applies pending plain-SQL migrations in file order, all in one transaction under an advisory
 * lock, so instances starting together apply each file once and a failure leaves nothing half
 * done. A migration edited after it was applied stops the start.
 */
export async function migrate(database: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrationFiles(directory);
  return database.withSession(async (session) => {
    await session.exec('BEGIN');
    try {
      await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const rows = await session.query<{ version: string; checksum: string }>(
        'SELECT version, checksum FROM schema_migrations',
      );
      const applied = new Map(rows.map((row) => [row.version, row.checksum]));
      const pending: string[] = [];
      for (const file of files) {
        const checksum = applied.get(file.version);
        if (checksum !== undefined) {
          if (checksum !== file.checksum) {
            throw new MigrationError(
              `Migration ${file.version} changed after it was applied; add a new one instead`,
            );
          }
          continue;
        }
        await session.exec(file.script);
        await session.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [
          file.version,
          file.checksum,
        ]);
        pending.push(file.version);
      }
      await session.exec('COMMIT');
      return pending;
    } catch (error) {
      await session.exec('ROLLBACK');
      throw error;
    }
  });
}

/** One hash of every migration file's name and text: a database migrated from them is the same. */
export async function migrationsFingerprint(directory = MIGRATIONS_DIR): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await readMigrationFiles(directory)) hash.update(`${file.version}:${file.checksum}\n`);
  return hash.digest('hex').slice(0, 16);
}

async function readMigrationFiles(directory: string): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    if (!MIGRATION_FILE.test(name))
      throw new MigrationError(`Migration file name ${name} is not NNNN_snake_case.sql`);
    const script = await readFile(path.join(directory, name), 'utf8');
    const checksum = createHash('sha256').update(script).digest('hex');
    files.push({ version: name.replace(/\.sql$/, ''), script, checksum });
  }
  return files;
}
