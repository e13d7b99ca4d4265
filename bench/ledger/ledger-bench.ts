import { auditLedger, createLedger, type Database, migrate, openDatabase } from '@ferry/server';
import { createBenchDatabase } from './bench-database';
import { type BenchOptions, BenchUsageError, readBenchOptions } from './bench-options';
import { type CaseResult, formatTable, summarise } from './bench-report';
import {
  countTransfers,
  createHotTransfer,
  createPeerTransfer,
  HOT_TRANSFER_KIND,
  runClients,
  seedProfiles,
  TRANSFER_KIND,
} from './ledger-load';
import { initPgbench, measureOneRowUpdate, measureTpcbLike, ONE_ROW_SETUP, removeScripts } from './pgbench';

/**
 * `pnpm bench:ledger`: committed ledger transfers per second through the ledger service
 * (`db.transaction()` + `ledger.post`) beside pgbench on the same PostgreSQL database in the
 * same run — tpcb-like at 1, 8 and 32 clients, and a hot account (every client credits one
 * account) beside a one-row update. Progress goes to stderr; the table and, as the last line,
 * the JSON ratios go to stdout.
 */
const WARMUP_SECONDS = 1;

const log = (message: string) => process.stderr.write(`${message}\n`);

async function runBench(options: BenchOptions, signal: AbortSignal): Promise<void> {
  const bench = await createBenchDatabase(options.adminUrl);
  const maxClients = Math.max(...options.clientCounts, options.hotClients);
  let database: Database | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url: bench.url, maxConnections: maxClients });
    await migrate(database);
    const ledger = createLedger();
    log(`${bench.name}: migrated; funding ${options.profiles} profiles through the ledger`);
    const profileIds = await seedProfiles(database, ledger, options.profiles);
    log(`pgbench -i -s ${options.scale}`);
    await initPgbench(bench.url, options.scale, signal);
    await database.withSession((session) => session.exec(ONE_ROW_SETUP));

    const results: CaseResult[] = [];
    const expected = { peer: 0, hot: 0 };
    const peerTransfer = createPeerTransfer(database, ledger, profileIds);
    for (const clients of options.clientCounts) {
      // The warm-up opens the pool's connections, which pgbench's figure excludes too.
      expected.peer += (await runClients(clients, WARMUP_SECONDS, peerTransfer, signal)).committed;
      const ferry = await runClients(clients, options.seconds, peerTransfer, signal);
      expected.peer += ferry.committed;
      const pgbenchTps = await measureTpcbLike(bench.url, clients, options.seconds, signal);
      results.push({
        name: 'tpcb-like',
        clients,
        ferryPerSecond: ferry.perSecond,
        pgbenchPerSecond: pgbenchTps,
      });
      log(
        `tpcb-like at ${clients}: ferry ${ferry.perSecond.toFixed(0)}/s, pgbench ${pgbenchTps.toFixed(0)} tps`,
      );
    }

    const hotTransfer = createHotTransfer(database, ledger, profileIds);
    expected.hot += (await runClients(options.hotClients, WARMUP_SECONDS, hotTransfer, signal)).committed;
    const hot = await runClients(options.hotClients, options.seconds, hotTransfer, signal);
    expected.hot += hot.committed;
    const oneRowTps = await measureOneRowUpdate(bench.url, options.hotClients, options.seconds, signal);
    results.push({
      name: 'hot account',
      clients: options.hotClients,
      ferryPerSecond: hot.perSecond,
      pgbenchPerSecond: oneRowTps,
    });
    log(
      `hot account at ${options.hotClients}: ferry ${hot.perSecond.toFixed(0)}/s, one-row update ${oneRowTps.toFixed(0)} tps`,
    );

    await checkBooks(database, expected);
    process.stdout.write(
      `ledger transfers/s through the service vs pgbench on ${bench.name}, ${options.seconds} s per case\n` +
        `${formatTable(results)}\n${JSON.stringify(summarise(results))}\n`,
    );
  } finally {
    await database?.close();
    await removeScripts();
    await bench.drop();
  }
}

/** The counted transfers are in the ledger, and the ledger adds up: the figures are of real, correct work. */
async function checkBooks(database: Database, expected: { peer: number; hot: number }): Promise<void> {
  const stored = {
    peer: await countTransfers(database, TRANSFER_KIND),
    hot: await countTransfers(database, HOT_TRANSFER_KIND),
  };
  if (stored.peer !== expected.peer || stored.hot !== expected.hot) {
    throw new Error(
      `counted ${JSON.stringify(expected)} transfers but the ledger holds ${JSON.stringify(stored)}`,
    );
  }
  const audit = await auditLedger(database.db);
  if (!audit.isBalanced)
    throw new Error(`ledger audit failed: ${JSON.stringify(audit.findings.slice(0, 5))}`);
  log(`books checked: ${stored.peer + stored.hot} bench transfers stored, audit balanced`);
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = readBenchOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof BenchUsageError) && !(error instanceof TypeError)) throw error;
    log(error.message);
    return 2;
  }
  const controller = new AbortController();
  const stop = (signalName: string) => {
    log(`${signalName}: stopping and dropping the bench database`);
    controller.abort(new Error(`interrupted by ${signalName}`));
    // A second interrupt leaves at once.
    process.once(signalName, () => process.exit(130));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  try {
    await runBench(options, controller.signal);
    return 0;
  } catch (error) {
    log(
      controller.signal.aborted ? String(controller.signal.reason) : String((error as Error).stack ?? error),
    );
    return controller.signal.aborted ? 130 : 1;
  }
}

process.exitCode = await main();
