import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, startServer } from '@ferry/server';
import { type BenchDatabase, createBenchDatabase } from '../ledger/bench-database';
import { type HttpLoadResult, runHttpLoad } from './api-load';
import { type BenchUser, fundUser, signUpUser, verifyUserFully } from './api-users';
import { runMoneyLoad } from './money-load';

/**
 * `pnpm --filter @ferry/bench api:profile [--path currencies] [--seconds 6] [--out file]`: a CPU
 * profile (node:inspector, 200 µs sampling) of the whole server under a public GET at 32
 * connections, load from this process as in the API bench. Prints the top self times by function
 * and writes the .cpuprofile (open it in Chrome DevTools for the call tree).
 * `--path transfers` (with DATABASE_URL) profiles the API bench's POST transfers phase instead:
 * 32 verified, funded users on a bench database of their own, each request between two of them.
 */
const { values } = parseArgs({
  options: {
    path: { type: 'string', default: 'currencies' },
    seconds: { type: 'string', default: '6' },
    out: { type: 'string', default: path.join(tmpdir(), 'ferry-api.cpuprofile') },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function, as shares of the whole profile, largest first. */
function summarise(profile: Profile, top: number): string {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byNode.get(id)?.callFrame;
    const file = frame?.url ? frame.url.replace(/^.*node_modules\//, '') : '(native)';
    const key = `${frame?.functionName || '(anonymous)'} ${file}:${(frame?.lineNumber ?? 0) + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
    total += delta;
  });
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
}

const isTransfers = values.path === 'transfers';
const adminUrl = process.env.DATABASE_URL;
if (isTransfers && !adminUrl) throw new Error('--path transfers profiles on PostgreSQL: set DATABASE_URL');
const dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-profile-'));
const database: BenchDatabase | undefined =
  isTransfers && adminUrl ? await createBenchDatabase(adminUrl, { synchronous_commit: 'off' }) : undefined;
const server = await startServer(
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    LOG_LEVEL: 'silent',
    PROVIDERS_MODE: 'sandbox',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    TRUST_PROXY: 'true',
  }),
);

/**
 * The load to profile: the API bench's transfers, sent from a worker thread as the bench sends
 * them (so the profile is the server's alone), or a public GET from this thread.
 */
async function loadToProfile(
  baseUrl: string,
  signal: AbortSignal,
): Promise<(seconds: number) => Promise<HttpLoadResult>> {
  if (!isTransfers) {
    const url = `${baseUrl}/api/client/v1/${values.path}`;
    const request = () => ({ url, init: { headers: { 'Accept-Encoding': 'identity' } } });
    return (seconds) => runHttpLoad(32, seconds, request, signal);
  }
  const users: BenchUser[] = [];
  for (let index = 0; index < 32; index += 1) {
    const user = await signUpUser(baseUrl, index);
    await verifyUserFully(baseUrl, user);
    await fundUser(baseUrl, user, '10000');
    users.push(user);
  }
  return (seconds) => runMoneyLoad('transfers', [baseUrl], users, 32, seconds, signal);
}

try {
  const signal = new AbortController().signal;
  const load = await loadToProfile(server.url, signal);
  await load(2);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await load(Number(values.seconds));
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  await writeFile(values.out, JSON.stringify(profile));
  process.stdout.write(
    `${result.perSecond.toFixed(0)} requests/s; profile in ${values.out}\n${summarise(profile, 30)}\n`,
  );
} finally {
  await server.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
