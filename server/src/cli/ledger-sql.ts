import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LEDGER_SQL_FILE, readLedgerDefinitions, renderLedgerSql } from '../db/ledger-definitions';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';

/**
 * `pnpm ledger:sql`: migrates a fresh in-memory PGlite database and writes the ledger's live
 * functions and triggers to server/src/db/ledger.sql, so they read in one place.
 */
const database = await openDatabase({ kind: 'pglite' });
try {
  await migrate(database);
  const definitions = await readLedgerDefinitions(database);
  await writeFile(LEDGER_SQL_FILE, renderLedgerSql(definitions));
  process.stdout.write(
    `Wrote ${definitions.length} definitions to ${path.relative(process.cwd(), LEDGER_SQL_FILE)}\n`,
  );
} finally {
  await database.close();
}
