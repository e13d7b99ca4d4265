import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLedger, type Database, openDatabase, type RunningServer } from '@ferry/server';
import { type BenchDatabase, createBenchDatabase } from '../ledger/bench-database';
import { createPeerTransfer, runClients, seedProfiles } from '../ledger/ledger-load';
import { startBenchServer } from './bench-server';
import { prepareCards } from './card-bench-setup';
import { formatReport } from './card-report';
import { runOnNetworkThread } from './network-thread';
import { type ServerInstance, spawnServerInstance } from './server-instances';

/**
 * `pnpm bench:card`: the card's real-time authorization decision (issue 28) through the whole
 * server on PostgreSQL. Verified users' topped-up EUR cards; the sandbox network's signed
 * requests to `/api/webhooks/card-network/authorizations` at a fixed rate (open load, 200/s for
 * 10 s after a 1 s warm-up), timing each from sending to the answer read: p50/p95/p99 against the
 * goal p99 ≤ 100 ms (the network waits 2 000 ms). A fifth of the spends are in USD, converted at
 * the live quote. Then, in the same run and database, decisions back to back and bench:ledger's
 * own transfer loop at the same concurrency, as a ratio. Progress to stderr; the report and, last,
 * a JSON line to stdout.
 */
const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    cards: { type: 'string', default: '64' },
    connections: { type: 'string', default: '8' },
    'compare-seconds': { type: 'string', default: '5' },
    instances: { type: 'string', default: '1' },
  },
});
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const CARDS = Number(values.cards);
const CONNECTIONS = Number(values.connections);
const COMPARE_SECONDS = Number(values['compare-seconds']);
/** Server processes on the one database (the first in this process, the rest as children). */
const INSTANCES = Number(values.instances);
if (![RATE, SECONDS, CARDS, CONNECTIONS, COMPARE_SECONDS, INSTANCES].every((value) => value > 0)) {
  throw new Error(
    'usage: pnpm bench:card [--rate 200] [--seconds 10] [--cards 64] [--connections 8] [--compare-seconds 5] [--instances 1]',
  );
}
const WARMUP_SECONDS = 1;
const TOP_UP = '5000';
const LEDGER_PROFILES = 1000;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** PostgreSQL on this machine only: the figures are of the server, not of a network between. */
function localAdminUrl(): string {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const host = new URL(url).hostname;
  if (!/^postgres(ql)?:/.test(url) || !['127.0.0.1', 'localhost', '[::1]'].includes(host))
    throw new Error(`bench:card runs on a PostgreSQL on 127.0.0.1 only, not ${host}`);
  return url;
}

async function measureLedger(url: string): Promise<number> {
  let database: Database | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url, maxConnections: CONNECTIONS });
    const ledger = createLedger({ nowMs: Date.now });
    const profiles = await seedProfiles(database, ledger, LEDGER_PROFILES);
    const transfer = createPeerTransfer(database, ledger, profiles);
    const signal = new AbortController().signal;
    await runClients(CONNECTIONS, WARMUP_SECONDS, transfer, signal);
    return (await runClients(CONNECTIONS, COMPARE_SECONDS, transfer, signal)).perSecond;
  } finally {
    await database?.close();
  }
}

async function runBench(): Promise<boolean> {
  const adminUrl = localAdminUrl();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-card-bench-'));
  let database: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  const instances: (ServerInstance & { dir: string })[] = [];
  try {
    database = await createBenchDatabase(adminUrl);
    server = await startBenchServer(database.url, dataDir);
    for (let index = 1; index < INSTANCES; index += 1) {
      const instanceDir = await mkdtemp(path.join(tmpdir(), 'ferry-card-bench-'));
      instances.push({ ...(await spawnServerInstance(database.url, instanceDir)), dir: instanceDir });
    }
    log(`server on ${database.name}; issuing and topping up ${CARDS} cards`);
    const cards = await prepareCards(server.url, database.url, CARDS, TOP_UP);
    const baseUrls = [server.url, ...instances.map((instance) => instance.url)];
    log(`warm-up: ${RATE}/s for ${WARMUP_SECONDS} s`);
    const warmUp = { kind: 'open', baseUrls, cards, rate: RATE, seconds: WARMUP_SECONDS, first: 0 } as const;
    await runOnNetworkThread(warmUp);
    log(`measuring: ${RATE}/s for ${SECONDS} s`);
    const first = RATE * WARMUP_SECONDS;
    const open = await runOnNetworkThread({ ...warmUp, seconds: SECONDS, first });
    log(`decisions back to back: ${CONNECTIONS} connections for ${COMPARE_SECONDS} s`);
    const closed = await runOnNetworkThread({
      kind: 'closed',
      baseUrls,
      cards,
      connections: CONNECTIONS,
      seconds: COMPARE_SECONDS,
      first: first + open.sent,
    });
    log(`ledger transfers: ${CONNECTIONS} clients for ${COMPARE_SECONDS} s`);
    const ledgerPerSecond = await measureLedger(database.url);
    process.stdout.write(
      `${formatReport({ open, rate: RATE, closed, connections: CONNECTIONS, ledgerPerSecond, instances: INSTANCES })}\n`,
    );
    return open.failed === 0 && closed.failed === 0;
  } finally {
    for (const instance of instances) {
      await instance.stop();
      await rm(instance.dir, { recursive: true, force: true });
    }
    await server?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = (await runBench()) ? 0 : 1;
} catch (error) {
  log(String((error as Error).stack ?? error));
  process.exitCode = 1;
}
