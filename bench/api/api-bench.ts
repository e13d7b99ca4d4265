import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_POOL_SIZE, loadConfig, type RunningServer, startServer } from '@ferry/server';
import { spawnServerInstance } from '../card/server-instances';
import { type BenchDatabase, createBenchDatabase } from '../ledger/bench-database';
import { initPgbench, measureScript, measureTpcbLike, removeScripts } from '../ledger/pgbench';
import { type HttpLoadResult, type LoadRequest, runHttpLoad } from './api-load';
import { type ApiCase, type ApiRound, type CaseName, formatTable, summarise } from './api-report';
import { type BenchUser, signUpBenchUsers } from './api-users';
import { startBareServer } from './bare-server';
import { runMoneyLoad } from './money-load';
import { quotedStatementsScript } from './quoted-statements';
import { transferParties, transferStatementsScript } from './transfer-statements';

/**
 * `pnpm --filter @ferry/bench api`: requests per second through the whole server (in this
 * process, load from 127.0.0.1 only), each case beside its baseline in the same run, in rounds
 * that alternate the two sides; a case's ratio is the median of its rounds'. Cases: GET
 * currencies (32 connections) and an authenticated GET balances (50) against a bare node:http
 * server answering the same bytes; with DATABASE_URL, POST transfers, each between two of 32
 * signed-up profiles (32 connections, each request its own Idempotency-Key) beside
 * `pgbench -b tpcb-like -c 32` on the same database.
 * Progress goes to stderr; the table and, last, a JSON line of ratios and goals to stdout.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    // Both sides run on one database with this setting: `off` measures the CPU work per transaction
    // rather than how fast the machine's disk flushes its WAL.
    'synchronous-commit': { type: 'string', default: 'off' },
    // A comma list of the cases to run (all by default), for trying one change at a time.
    cases: {
      type: 'string',
      default:
        'currencies,balances,transfers,two-instances,transfer-sql,conversions,convert-sql,exchanges,exchange-sql',
    },
    // Leaves the bench database (its URL on stderr) for looking into afterwards.
    'keep-database': { type: 'boolean', default: false },
  },
});
const SYNCHRONOUS_COMMIT = values['synchronous-commit'];
const CASES = new Set(values.cases.split(','));
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
if (
  !(SECONDS > 0) ||
  !Number.isInteger(ROUNDS) ||
  ROUNDS < 1 ||
  (SYNCHRONOUS_COMMIT !== 'on' && SYNCHRONOUS_COMMIT !== 'off')
) {
  throw new Error(
    'usage: pnpm --filter @ferry/bench api [--seconds 3] [--rounds 3] [--synchronous-commit off|on]',
  );
}
const WARMUP_SECONDS = 1;
const PGBENCH_SCALE = 32;
/** Signed-up users of the transfers case: one sender per connection. */
const TRANSFER_USERS = 32;
// Both sides answer uncompressed: the ratio is the cost of the server, not of gzip.
const IDENTITY = { 'Accept-Encoding': 'identity' };

const log = (message: string) => process.stderr.write(`${message}\n`);
type Side = (seconds: number) => Promise<HttpLoadResult>;

/** Warms both sides up, then measures them back to back, the baseline first in every other round. */
async function measureCase(
  name: CaseName,
  connections: number,
  baseline: string,
  ferry: Side,
  base: Side,
): Promise<ApiCase> {
  await ferry(WARMUP_SECONDS);
  await base(WARMUP_SECONDS);
  const rounds: ApiRound[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const baseFirst = round % 2 === 1;
    const before = baseFirst ? await base(SECONDS) : undefined;
    const ours = await ferry(SECONDS);
    const theirs = before ?? (await base(SECONDS));
    rounds.push({
      ferryPerSecond: ours.perSecond,
      baselinePerSecond: theirs.perSecond,
      ferryP99Ms: ours.p99Ms,
      baselineP99Ms: theirs.p99Ms,
    });
    log(
      `${name}, round ${round + 1}: ferry ${ours.perSecond.toFixed(0)}/s, ${baseline} ${theirs.perSecond.toFixed(0)}/s`,
    );
  }
  return { name, connections, baseline, rounds };
}

/** A GET through the server against a bare node:http server answering the bytes the server sent. */
async function measureGet(
  name: CaseName,
  connections: number,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<ApiCase> {
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${url} answered ${first.status}`);
  const bare = await startBareServer(Buffer.from(await first.arrayBuffer()));
  try {
    const request = (target: string) => (): LoadRequest => ({ url: target, init: { headers } });
    return await measureCase(
      name,
      connections,
      'bare node:http',
      (seconds) => runHttpLoad(connections, seconds, request(url), signal),
      (seconds) => runHttpLoad(connections, seconds, request(`${bare.url}/`), signal),
    );
  } finally {
    await bare.close();
  }
}

/**
 * POST transfers through this server and a second instance in a process of its own on the same
 * database (bench/card's spawnServerInstance), the clients sending to each in turn; sessions,
 * secrets, limits and books are all in PostgreSQL, so either instance serves any user.
 */
async function measureTwoInstances(
  baseUrl: string,
  dbUrl: string,
  dataDir: string,
  users: readonly BenchUser[],
  signal: AbortSignal,
): Promise<ApiCase> {
  const secondDir = path.join(dataDir, 'second-instance');
  await mkdir(secondDir);
  const second = await spawnServerInstance(dbUrl, secondDir);
  try {
    return await measureCase(
      'POST transfers, 2 instances',
      32,
      'pgbench tpcb-like',
      (seconds) => runMoneyLoad('transfers', [baseUrl, second.url], users, 32, seconds, signal),
      async (seconds) => ({ perSecond: await measureTpcbLike(dbUrl, 32, seconds, signal), p99Ms: 0 }),
    );
  } finally {
    await second.stop();
  }
}

async function runBench(signal: AbortSignal): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-bench-'));
  let database: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  try {
    database = adminUrl
      ? await createBenchDatabase(adminUrl, { synchronous_commit: SYNCHRONOUS_COMMIT })
      : undefined;
    server = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        // The server's pool size when set (the README's table: DATABASE_POOL_SIZE), for trying pools.
        ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
        PROVIDERS_MODE: 'sandbox',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        // Each bench user has an address of its own, as users behind a proxy would.
        TRUST_PROXY: 'true',
      }),
    );
    const userCount = database ? TRANSFER_USERS : 1;
    log(`server on ${database ? database.name : 'PGlite'}; signing up and funding ${userCount} users`);
    const users = await signUpBenchUsers(server.url, userCount);

    const results: ApiCase[] = [];
    if (CASES.has('currencies'))
      results.push(
        await measureGet('GET currencies', 32, `${server.url}/api/client/v1/currencies`, IDENTITY, signal),
      );
    const owner = users[0] as BenchUser;
    const asOwner = {
      ...IDENTITY,
      Authorization: `Bearer ${owner.token}`,
      'Profile-Id': owner.profileId,
      'X-Forwarded-For': owner.forwardedFor,
    };
    if (CASES.has('balances'))
      results.push(
        await measureGet('GET balances', 50, `${server.url}/api/client/v1/balances`, asOwner, signal),
      );
    if (database) {
      log(`pgbench -i -s ${PGBENCH_SCALE}`);
      await initPgbench(database.url, PGBENCH_SCALE, signal);
      const baseUrl = server.url;
      const dbUrl = database.url;
      if (CASES.has('transfers'))
        results.push(
          await measureCase(
            'POST transfers',
            32,
            'pgbench tpcb-like',
            (seconds) => runMoneyLoad('transfers', [baseUrl], users, 32, seconds, signal),
            async (seconds) => ({ perSecond: await measureTpcbLike(dbUrl, 32, seconds, signal), p99Ms: 0 }),
          ),
        );
      if (CASES.has('two-instances'))
        results.push(await measureTwoInstances(baseUrl, dbUrl, dataDir, users, signal));
      const script = transferStatementsScript(await transferParties(dbUrl, users));
      // The server has at most its pool's size of transfers in the database at once, whatever the
      // 32 connections: pgbench runs as many clients, so both sides meet the same lock contention
      // on the 32 profiles' accounts.
      const sqlClients = Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE);
      if (CASES.has('transfer-sql'))
        results.push(
          await measureCase(
            'transfer SQL, no Node',
            sqlClients,
            'pgbench tpcb-like',
            async (seconds) => ({
              perSecond: await measureScript(dbUrl, 'transfer.sql', script, sqlClients, seconds, signal),
              p99Ms: 0,
            }),
            async (seconds) => ({ perSecond: await measureTpcbLike(dbUrl, 32, seconds, signal), p99Ms: 0 }),
          ),
        );
      // Each a POST quotes and the quoted operation, beside tpcb-like; then the same statements
      // from pgbench (quoted-statements.ts), the operation's ceiling on this machine.
      const parties = await transferParties(dbUrl, users);
      const tpcb = async (seconds: number) => ({
        perSecond: await measureTpcbLike(dbUrl, 32, seconds, signal),
        p99Ms: 0,
      });
      for (const [kind, quoteKind, name, sqlName] of [
        ['conversions', 'convert', 'POST conversions', 'conversion SQL, no Node'],
        ['exchanges', 'exchange', 'POST exchanges', 'exchange SQL, no Node'],
      ] as const) {
        if (CASES.has(kind))
          results.push(
            await measureCase(
              name,
              32,
              'pgbench tpcb-like',
              (seconds) => runMoneyLoad(kind, [baseUrl], users, 32, seconds, signal),
              tpcb,
            ),
          );
        if (!CASES.has(`${quoteKind}-sql`)) continue;
        const statements = quotedStatementsScript(parties, quoteKind);
        results.push(
          await measureCase(
            sqlName,
            sqlClients,
            'pgbench tpcb-like',
            async (seconds) => ({
              perSecond: await measureScript(
                dbUrl,
                `${quoteKind}.sql`,
                statements,
                sqlClients,
                seconds,
                signal,
              ),
              p99Ms: 0,
            }),
            tpcb,
          ),
        );
      }
    } else {
      log('no DATABASE_URL: POST transfers beside pgbench is measured on PostgreSQL only, skipped');
    }
    process.stdout.write(
      `requests/s through the whole server vs each baseline, ${ROUNDS} rounds of ${SECONDS} s per side (medians)` +
        `${database ? `; PostgreSQL synchronous_commit=${SYNCHRONOUS_COMMIT} for both sides` : ''}\n` +
        `${formatTable(results)}\n${JSON.stringify(summarise(results))}\n`,
    );
  } finally {
    await removeScripts();
    await server?.stop();
    if (database && values['keep-database']) log(`kept ${database.url}`);
    else await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const controller = new AbortController();
process.once('SIGINT', () => controller.abort(new Error('interrupted by SIGINT')));
try {
  await runBench(controller.signal);
} catch (error) {
  log(String((error as Error).stack ?? error));
  process.exitCode = controller.signal.aborted ? 130 : 1;
}
