import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { auditLedger } from '../ledger/ledger-audit';

/**
 * `pnpm ledger:audit`: proves the books add up on the configured database (DATABASE_URL, else the
 * embedded PGlite under DATA_DIR — stop the server first: an embedded database has one owner).
 * Prints a JSON report; exits 1 when anything does not add up.
 */
try {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    // A database the server never started is brought to the current schema first (idempotent).
    await migrate(database);
    const report = await auditLedger(database.db);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.exitCode = report.isBalanced ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
