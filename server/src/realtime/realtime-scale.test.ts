import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../bus/memory-bus';
import { createRedisBus } from '../bus/redis-bus';
import { createTestDatabase } from '../db/test-database';
import { OUTBOX_DISPATCHER } from './outbox-dispatcher';
import {
  connectSocket,
  emitEvents,
  type ServedInstance,
  sequence,
  serveInstance,
  type TestSocket,
} from './realtime.test-kit';

const USERS = 200;
const SOCKETS_PER_USER = 5;
const ROUNDS = 12;
/** Half the sockets drop after this round and come back, resuming, after RECONNECT_AFTER_ROUND. */
const DROP_AFTER_ROUND = 4;
const RECONNECT_AFTER_ROUND = 8;
const CONNECT_CHUNK = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seat {
  userId: string;
  token: string;
  /** Every socket this seat opened, in order; the last is the current one. */
  sockets: TestSocket[];
}

function deliveredSeqs(seat: Seat): number[] {
  return seat.sockets.flatMap((socket) => socket.seqs());
}

async function connectAll(url: string, seats: Seat[], afterOf: (seat: Seat) => number): Promise<void> {
  for (let start = 0; start < seats.length; start += CONNECT_CHUNK) {
    await Promise.all(
      seats.slice(start, start + CONNECT_CHUNK).map(async (seat) => {
        seat.sockets.push(await connectSocket(url, { token: seat.token, after: afterOf(seat) }));
      }),
    );
  }
}

/**
 * 200 users × 5 sockets on `server`; events are made and dispatched on `producer` while they
 * stream. Half the sockets are cut mid-stream and come back with `after` = the last seq they saw.
 */
async function runFanOut(server: ServedInstance, producer: ServedInstance): Promise<void> {
  const users = [];
  for (let index = 0; index < USERS; index += 1) users.push(await server.signIn());
  const seats: Seat[] = users.flatMap((user) =>
    Array.from({ length: SOCKETS_PER_USER }, () => ({
      userId: user.userId,
      token: user.accessToken,
      sockets: [],
    })),
  );
  await connectAll(server.wsUrl(), seats, () => 0);
  await expect
    .poll(() => seats.every((seat) => seat.sockets[0]?.frames.length === 1), { timeout: 20_000 })
    .toBe(true);

  let isPumping = true;
  const dispatcher = producer.worker(OUTBOX_DISPATCHER);
  const pump = (async () => {
    while (isPumping) if ((await dispatcher.runOnce()) === 0) await sleep(5);
  })();

  const dropped = seats.filter((_, index) => index % 2 === 0);
  const userIds = users.map((user) => user.userId);
  for (let round = 1; round <= ROUNDS; round += 1) {
    await emitEvents(producer.context, userIds, 1);
    if (round === DROP_AFTER_ROUND) {
      // Cut while events keep flowing, once each of these sockets has seen at least one.
      await expect
        .poll(() => dropped.every((seat) => deliveredSeqs(seat).length > 0), { timeout: 20_000 })
        .toBe(true);
      for (const seat of dropped) seat.sockets.at(-1)?.socket.terminate();
    }
    if (round === RECONNECT_AFTER_ROUND) {
      await connectAll(server.wsUrl(), dropped, (seat) => Math.max(0, ...deliveredSeqs(seat)));
    }
    await sleep(10);
  }

  const expected = sequence(1, ROUNDS);
  await expect
    .poll(() => seats.filter((seat) => deliveredSeqs(seat).length < ROUNDS).length, { timeout: 30_000 })
    .toBe(0);
  isPumping = false;
  await pump;
  // Late duplicates would show up now, if there were any.
  await sleep(100);

  let crossUserDeliveries = 0;
  for (const seat of seats) {
    expect(deliveredSeqs(seat)).toEqual(expected);
    for (const socket of seat.sockets) {
      for (const frame of socket.frames) {
        if (frame.type === 'event' && frame.payload.owner !== seat.userId) crossUserDeliveries += 1;
      }
    }
  }
  expect(crossUserDeliveries).toBe(0);
  // The dropped half really was cut mid-stream: the first socket saw some events, not all.
  for (const seat of dropped) {
    const first = seat.sockets[0]?.seqs().length ?? 0;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(ROUNDS);
  }
  for (const seat of seats) seat.sockets.at(-1)?.socket.close();
}

describe('1,000 live sockets', () => {
  it('each get only their own user’s events, every seq once, across a forced reconnect', async () => {
    const database = await createTestDatabase();
    const bus = createMemoryBus();
    const instance = await serveInstance(database, bus);
    try {
      await runFanOut(instance, instance);
    } finally {
      await instance.stop();
      await bus.close();
      await database.dispose();
    }
  }, 90_000);

  // Two instances over one database and Redis: the socket on one, the events made on the other.
  it.runIf(process.env.REDIS_URL)(
    'do the same across two instances joined by Redis',
    async () => {
      const url = process.env.REDIS_URL as string;
      const failures: Error[] = [];
      const database = await createTestDatabase();
      const firstBus = await createRedisBus(url, (error) => failures.push(error));
      const secondBus = await createRedisBus(url, (error) => failures.push(error));
      const first = await serveInstance(database, firstBus);
      const second = await serveInstance(database, secondBus);
      try {
        await runFanOut(first, second);
        expect(failures).toEqual([]);
      } finally {
        await first.stop();
        await second.stop();
        await Promise.all([firstBus.close(), secondBus.close()]);
        await database.dispose();
      }
    },
    90_000,
  );
});
