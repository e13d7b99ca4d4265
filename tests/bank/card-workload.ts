import { pickWeighted, randomInt } from './bank-random';
import { planUptimes } from './bank-workload';
import type { CardNetworkState } from './card-operations';
import { CARD_STEPS } from './card-operations';
import { type ServerProcess, sleep } from './server-process';

export interface CardNemesisEvent {
  killedAtMs: number;
  restartedInMs: number;
  aged: number;
}

/**
 * The card run's nemesis: SIGKILLs the server after each planned up-time and, while it is down,
 * moves the clock of a few open authorizations 8 days back (`ageWhileDown`, as a restart after a
 * long outage would find them), so their expiry applies once the server is back.
 */
async function runNemesis(
  server: ServerProcess,
  options: { durationMs: number; kills: number; ageWhileDown: () => Promise<number> },
  startedAtMs: number,
): Promise<CardNemesisEvent[]> {
  const events: CardNemesisEvent[] = [];
  let upMs = 0;
  for (const uptimeMs of planUptimes(options.durationMs, options.kills)) {
    await sleep(uptimeMs);
    upMs += uptimeMs;
    await server.kill();
    const killedAtMs = Date.now() - startedAtMs;
    await sleep(randomInt(100, 800));
    const aged = await options.ageWhileDown();
    const restartedInMs = await server.start();
    events.push({ killedAtMs, restartedInMs, aged });
  }
  await sleep(Math.max(options.durationMs - upMs, options.durationMs / (options.kills + 1) / 2));
  return events;
}

export async function runCardWorkload(
  server: ServerProcess,
  state: CardNetworkState,
  options: { durationMs: number; clients: number; kills: number; ageWhileDown: () => Promise<number> },
) {
  const startedAtMs = Date.now();
  let isOver = false;
  const nemesis = runNemesis(server, options, startedAtMs).finally(() => {
    isOver = true;
  });
  const weights = Object.fromEntries(Object.entries(CARD_STEPS).map(([name, step]) => [name, step.weight]));
  const runClient = async (client: number) => {
    while (!isOver) {
      const step = CARD_STEPS[pickWeighted(weights)];
      if (step) await step.run(state, client);
      await sleep(randomInt(0, 30));
    }
  };
  const [events] = await Promise.all([
    nemesis,
    ...Array.from({ length: options.clients }, (_, client) => runClient(client)),
  ]);
  return { events, elapsedMs: Date.now() - startedAtMs };
}
