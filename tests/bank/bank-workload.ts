import type { Operation } from './bank-history';
import { type ClientContext, readBalances, readTransactions, transfer } from './bank-operations';
import { pickWeighted, randomInt } from './bank-random';
import { type BankServer, sleep } from './server-process';

export type WorkloadStep = (context: ClientContext) => Promise<Operation | undefined>;

export interface WorkloadOptions {
  durationMs: number;
  clients: number;
  kills: number;
  /** Operations by name and weight; each runs one logical operation for a client. */
  steps: Readonly<Record<string, { weight: number; run: WorkloadStep }>>;
  /** The context of client n (which user it acts for). */
  contextOf(client: number): ClientContext;
}

export interface NemesisEvent {
  killedAtMs: number;
  restartedInMs: number;
}

/** The operations every run has; money operations join them as the server offers them. */
export const BASE_STEPS: WorkloadOptions['steps'] = {
  transfer: { weight: 4, run: transfer },
  'read-balances': { weight: 2, run: readBalances },
  'read-transactions': { weight: 1, run: readTransactions },
};

/**
 * How long the server stays up before each kill: the run's up-time cut into `kills + 1` slices,
 * each kill at a random point late in its slice. Up-time, not wall time, so a slow restart on a
 * busy machine does not eat the workload.
 */
export function planUptimes(durationMs: number, kills: number): number[] {
  const slice = durationMs / (kills + 1);
  return Array.from({ length: kills }, () => Math.round(slice * (0.5 + Math.random() * 0.5)));
}

/**
 * SIGKILLs the server after each planned up-time and starts it again on the same data, then
 * leaves it up for the rest of the run's up-time.
 */
async function runNemesis(server: BankServer, durationMs: number, kills: number, startedAtMs: number) {
  const events: NemesisEvent[] = [];
  let upMs = 0;
  for (const uptimeMs of planUptimes(durationMs, kills)) {
    await sleep(uptimeMs);
    upMs += uptimeMs;
    await server.kill();
    const killedAtMs = Date.now() - startedAtMs;
    // A short pause, so clients meet a dead server (refused connections), not only reset ones.
    await sleep(randomInt(100, 800));
    const restartedInMs = await server.start();
    events.push({ killedAtMs, restartedInMs });
  }
  await sleep(Math.max(durationMs - upMs, durationMs / (kills + 1) / 2));
  return events;
}

/** Each client runs random operations until the run ends; an operation in flight finishes. */
async function runClient(options: WorkloadOptions, client: number, isOver: () => boolean): Promise<void> {
  const weights = Object.fromEntries(
    Object.entries(options.steps).map(([name, step]) => [name, step.weight]),
  );
  while (!isOver()) {
    const name = pickWeighted(weights);
    const step = options.steps[name];
    if (step) await step.run(options.contextOf(client));
    await sleep(randomInt(0, 30));
  }
}

export async function runWorkload(server: BankServer, options: WorkloadOptions) {
  const startedAtMs = Date.now();
  let isOver = false;
  const nemesis = runNemesis(server, options.durationMs, options.kills, startedAtMs).finally(() => {
    isOver = true;
  });
  const [events] = await Promise.all([
    nemesis,
    ...Array.from({ length: options.clients }, (_, client) => runClient(options, client, () => isOver)),
  ]);
  return { events, elapsedMs: Date.now() - startedAtMs };
}
