import { auditLedger, createLedger, type Database, migrate, openDatabase } from '@ferry/server';
import { createBenchDatabase } from './bench-database';
import { type BenchOptions, BenchUsageError, readBenchOptions } from './bench-options';
import { type CaseResult, formatTable, type RoundResult, summarise } from './bench-report';
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
 * account) beside a one-row update — in rounds that alternate the two sides, each case's ratio
 * the median of its rounds'. Progress goes to stderr; the table and, as the last line, the JSON
 * ratios go to stdout.
 */
const WARMUP_SECONDS = 1;

const log = (message: string) => process.stderr.write(`${message}\n`);

async function runBench(options: BenchOptions, signal: AbortSignal): Promise<void> {
  const bench = await createBenchDatabase(options.adminUrl);
  let database: Database | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url: bench.url, maxConnections: options.pool });
    await migrate(database);
    const ledger = createLedger({ nowMs: Date.now });
    log(`${bench.name}: migrated; funding ${options.profiles} profiles through the ledger`);
    const profileIds = await seedProfiles(database, ledger, options.profiles);
    log(`pgbench -i -s ${options.scale}`);
    await initPgbench(bench.url, options.scale, signal);
    await database.withSession((session) => session.exec(ONE_ROW_SETUP));

    const expected = { peer: 0, hot: 0 };
    const measure = async (
      name: CaseResult['name'],
      clients: number,
      transferOnce: () => Promise<void>,
      pgbenchTps: () => Promise<number>,
    ): Promise<{ result: CaseResult; committed: number }> => {
      // The warm-up opens the pool's connections, which pgbench's figure excludes too.
      let committed = (await runClients(clients, WARMUP_SECONDS, transferOnce, signal)).committed;
      const rounds: RoundResult[] = [];
      for (let round = 0; round < options.rounds; round += 1) {
        // Every other round runs pgbench first, so neither side always follows the other.
        const pgbenchFirst = round % 2 === 1;
        const before = pgbenchFirst ? await pgbenchTps() : undefined;
        const ferry = await runClients(clients, options.seconds, transferOnce, signal);
        const pgbenchPerSecond = before ?? (await pgbenchTps());
        committed += ferry.committed;
        rounds.push({ ferryPerSecond: ferry.perSecond, pgbenchPerSecond });
        log(
          `${name} at ${clients}, round ${round + 1}: ferry ${ferry.perSecond.toFixed(0)}/s, pgbench ${pgbenchPerSecond.toFixed(0)} tps`,
        );
      }
      return { result: { name, clients, rounds }, committed };
    };

    const results: CaseResult[] = [];
    const peerTransfer = createPeerTransfer(database, ledger, profileIds);
    for (const clients of options.clientCounts) {
      const peer = await measure('tpcb-like', clients, peerTransfer, () =>
        measureTpcbLike(bench.url, clients, options.seconds, signal),
      );
      expected.peer += peer.committed;
      results.push(peer.result);
    }
    const hotTransfer = createHotTransfer(database, ledger, profileIds);
    const hot = await measure('hot account', options.hotClients, hotTransfer, () =>
      measureOneRowUpdate(bench.url, options.hotClients, options.seconds, signal),
    );
    expected.hot += hot.committed;
    results.push(hot.result);

    await checkBooks(database, expected);
    process.stdout.write(
      `ledger transfers/s through the service (a pool of ${options.pool}) vs pgbench on ${bench.name}, ` +
        `${options.rounds} rounds of ${options.seconds} s per side and case (medians)\n` +
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
