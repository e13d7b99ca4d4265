import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEDGER_SQL_COMMAND,
  LEDGER_SQL_FILE,
  type LedgerDefinition,
  normaliseSql,
  parseLedgerSql,
  readLedgerDefinitions,
  renderLedgerSql,
} from './ledger-definitions';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let migrated: LedgerDefinition[];
beforeAll(async () => {
  database = await createTestDatabase();
  migrated = await readLedgerDefinitions(database);
});
afterAll(() => database.dispose());

/** What differs between the file and the database, one line per definition. */
function differences(fileText: string, definitions: readonly LedgerDefinition[]): string[] {
  const inFile = parseLedgerSql(fileText);
  const found: string[] = [];
  for (const { name, sql } of definitions) {
    const written = inFile.get(name);
    if (written === undefined) found.push(`${name}: in the database, missing from ledger.sql`);
    else if (normaliseSql(written) !== normaliseSql(sql)) found.push(`${name}: differs from the database`);
  }
  const names = new Set(definitions.map((definition) => definition.name));
  for (const name of inFile.keys()) {
    if (!names.has(name)) found.push(`${name}: in ledger.sql, no longer in the database`);
  }
  return found;
}

describe('server/src/db/ledger.sql', () => {
  it('holds the ledger functions and triggers exactly as the migrations leave them', async () => {
    expect(migrated.map((definition) => definition.name)).toEqual(
      expect.arrayContaining([
        'function ledger_post(p_transfers jsonb)',
        expect.stringMatching(/^function ledger_post_transfer\(/),
        'trigger ledger_entries_immutable on ledger_entries',
      ]),
    );
    const found = differences(await readFile(LEDGER_SQL_FILE, 'utf8'), migrated);
    expect(
      found,
      `ledger.sql is stale; run \`${LEDGER_SQL_COMMAND}\` and commit it:\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('names the definition that differs, is missing or is left over', () => {
    const [first, second, ...rest] = migrated;
    if (!first || !second) throw new Error('the migrated database has no ledger definitions');
    const edited = renderLedgerSql([
      { name: first.name, sql: first.sql.replace('BEGIN', 'BEGIN PERFORM 1;') },
      ...rest,
      { name: 'function ledger_gone()', sql: 'SELECT 1' },
    ]);
    expect(differences(edited, migrated)).toEqual([
      `${first.name}: differs from the database`,
      `${second.name}: in the database, missing from ledger.sql`,
      'function ledger_gone(): in ledger.sql, no longer in the database',
    ]);
    // Line breaks and indentation alone are no difference.
    const reflowed = renderLedgerSql(
      migrated.map(({ name, sql }) => ({ name, sql: sql.replace(/\n/g, '\n  ') })),
    );
    expect(differences(reflowed, migrated)).toEqual([]);
  });
});
