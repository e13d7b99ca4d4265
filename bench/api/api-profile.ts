import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, startServer } from '@ferry/server';
import { runHttpLoad } from './api-load';

/**
 * `pnpm --filter @ferry/bench api:profile [--path currencies] [--seconds 6] [--out file]`: a CPU
 * profile (node:inspector, 200 µs sampling) of the whole server under a public GET at 32
 * connections, load from this process as in the API bench. Prints the top self times by function
 * and writes the .cpuprofile (open it in Chrome DevTools for the call tree).
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

const dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-profile-'));
const server = await startServer(
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PROVIDERS_MODE: 'sandbox',
    TRUST_PROXY: 'true',
  }),
);
try {
  const url = `${server.url}/api/client/v1/${values.path}`;
  const signal = new AbortController().signal;
  const request = () => ({ url, init: { headers: { 'Accept-Encoding': 'identity' } } });
  await runHttpLoad(32, 2, request, signal);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await runHttpLoad(32, Number(values.seconds), request, signal);
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  await writeFile(values.out, JSON.stringify(profile));
  process.stdout.write(
    `${result.perSecond.toFixed(0)} requests/s; profile in ${values.out}\n${summarise(profile, 30)}\n`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
