import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, MigrationError, migrate } from './migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

const open: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((database) => database.dispose()));
});

async function freshDatabase() {
  const database = await createTestDatabase();
  open.push(database);
  return database;
}

async function migrationsFolder(files: Record<string, string>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'ferry-migrations-'));
  for (const [name, script] of Object.entries(files)) await writeFile(path.join(folder, name), script);
  return folder;
}

async function tableNames(database: TestDatabase) {
  return database.withSession(async (session) =>
    (
      await session.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      )
    ).map((row) => row.table_name),
  );
}

describe('migrate', () => {
  it('leaves a migrated database as it is on a second run', async () => {
    const database = await freshDatabase();
    expect(await migrate(database, MIGRATIONS_DIR)).toEqual([]);
    expect(await tableNames(database)).toEqual(expect.arrayContaining(['currencies', 'schema_migrations']));
  });

  it('applies only the new files, in order', async () => {
    const database = await freshDatabase();
    const folder = await migrationsFolder({
      '0002_b.sql': 'CREATE TABLE b (id int REFERENCES a (id));',
      '0001_a.sql': 'CREATE TABLE a (id int PRIMARY KEY); INSERT INTO a VALUES (1);',
    });
    expect(await migrate(database, folder)).toEqual(['0001_a', '0002_b']);
    await writeFile(path.join(folder, '0003_c.sql'), 'ALTER TABLE b ADD COLUMN note text;');
    expect(await migrate(database, folder)).toEqual(['0003_c']);
  });

  it('rolls back everything when one file fails', async () => {
    const database = await freshDatabase();
    const folder = await migrationsFolder({
      '0001_good.sql': 'CREATE TABLE good (id int);',
      '0002_bad.sql': 'CREATE TABLE broken (id int REFERENCES nowhere (id));',
    });
    await expect(migrate(database, folder)).rejects.toThrow(/nowhere/);
    expect(await tableNames(database)).not.toContain('good');
    expect(
      await migrate(database, await migrationsFolder({ '0001_good.sql': 'CREATE TABLE good (id int);' })),
    ).toEqual(['0001_good']);
  });

  it('stops when an applied migration was edited', async () => {
    const database = await freshDatabase();
    const folder = await migrationsFolder({ '0001_a.sql': 'CREATE TABLE a (id int);' });
    await migrate(database, folder);
    await writeFile(path.join(folder, '0001_a.sql'), 'CREATE TABLE a (id bigint);');
    await expect(migrate(database, folder)).rejects.toThrow(MigrationError);
  });

  it('refuses a badly named file', async () => {
    const database = await freshDatabase();
    await expect(migrate(database, await migrationsFolder({ 'add users.sql': 'SELECT 1;' }))).rejects.toThrow(
      /NNNN_snake_case/,
    );
  });

  it('applies each file once when instances start together', async () => {
    const database = await freshDatabase();
    const folder = await migrationsFolder({
      '0001_counter.sql': 'CREATE TABLE counter (id int PRIMARY KEY);',
    });
    const results = await Promise.all([
      migrate(database, folder),
      migrate(database, folder),
      migrate(database, folder),
    ]);
    expect(results.flat()).toEqual(['0001_counter']);
  });
});

describe('engine normalisation', () => {
  it('reads int8 as bigint without losing precision and numeric as exact text', async () => {
    const database = await freshDatabase();
    const [row] = await database.withSession((session) =>
      session.query<{ big: bigint; money: string }>(
        "SELECT 9007199254740993::int8 AS big, '123456789012345678901234567890.000000000000000001'::numeric(78,18) AS money",
      ),
    );
    expect(row?.big).toBe(9_007_199_254_740_993n);
    expect(row?.money).toBe('123456789012345678901234567890.000000000000000001');
  });
});
