import type { LiveServerFrame } from '@ferry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { createRedisBus } from '../bus/redis-bus';
import { createTestDatabase } from '../db/test-database';
import { fund } from '../ledger/ledger.test-kit';
import { OUTBOX_DISPATCHER } from './outbox-dispatcher';
import { connectSocket, type ServedInstance, serveInstance, type TestSocket } from './realtime.test-kit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type EventFrame = Extract<LiveServerFrame, { type: 'event' }>;

const eventsOf = (socket: TestSocket): EventFrame[] =>
  socket.frames.filter((frame): frame is EventFrame => frame.type === 'event');

/** The transaction a `transaction.changed` event shows (its external id and type). */
function transactionOf(frame: EventFrame): { id: string; type: string; status: string } | undefined {
  if (frame.topic !== 'transaction.changed') return undefined;
  return (frame.payload as { transaction?: { id: string; type: string; status: string } }).transaction;
}

async function profileOf(instance: ServedInstance, userId: string): Promise<string> {
  const [profileId] = await instance.context.users.profileIds(userId);
  if (!profileId) throw new Error(`user ${userId} has no profile`);
  return profileId;
}

/**
 * Two server instances over one PostgreSQL database and one Redis (issue 30, "Two servers, one
 * book"): the sender and the recipient are connected by socket to instance A, the money moves
 * through instance B's `POST transfers` and B's outbox dispatcher (so A's sockets hear of it only
 * through Redis), then A's dispatcher runs too, as on two machines. Each sees its side of the transfer on A, live (the socket open before the transfer)
 * and once (every sequence number once, one event per transaction), and nothing of the other's.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'money moved through another instance',
  () => {
    it('reaches the sockets on this instance live and once', async () => {
      const url = process.env.REDIS_URL as string;
      const failures: Error[] = [];
      const database = await createTestDatabase();
      const busA = await createRedisBus(url, (error) => failures.push(error));
      const busB = await createRedisBus(url, (error) => failures.push(error));
      const a = await serveInstance(database, busA);
      const b = await serveInstance(database, busB);
      let isPumping = true;
      const pumps: Promise<void>[] = [];
      try {
        const alice = await a.signIn();
        const bob = await b.signIn();
        const aliceProfile = await profileOf(a, alice.userId);
        const bobProfile = await profileOf(b, bob.userId);
        await b.context.db
          .transaction()
          .execute((trx) => b.context.ledger.post(trx, [fund(bobProfile, 'EUR', 100_00n)]));

        const aliceSocket = await connectSocket(a.wsUrl(), { token: alice.accessToken });
        const bobSocket = await connectSocket(a.wsUrl(), { token: bob.accessToken });
        await expect
          .poll(() =>
            [aliceSocket, bobSocket].every((socket) => socket.frames.some((f) => f.type === 'ready')),
          )
          .toBe(true);
        const seenBefore = eventsOf(aliceSocket).length + eventsOf(bobSocket).length;

        const pump = (instance: ServedInstance) => {
          const dispatcher = instance.worker(OUTBOX_DISPATCHER);
          pumps.push(
            (async () => {
              while (isPumping) if ((await dispatcher.runOnce()) === 0) await sleep(5);
            })(),
          );
        };
        // B's dispatcher alone first: A's sockets can then hear of the transfer only through Redis.
        pump(b);

        const sentAtMs = Date.now();
        const answer = await fetch(`${b.httpUrl}/api/client/v1/transfers`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${bob.accessToken}`,
            'Profile-Id': bobProfile,
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify({ currency: 'EUR', amount: '12.34', to_profile_id: aliceProfile }),
        });
        expect(answer.status).toBe(200);
        const sent = (await answer.json()) as { id: string };

        const incomingOf = () => eventsOf(aliceSocket).flatMap((frame) => transactionOf(frame) ?? []);
        await expect.poll(() => incomingOf().length, { timeout: 10_000 }).toBeGreaterThan(0);
        const liveInMs = Date.now() - sentAtMs;
        await expect
          .poll(() => eventsOf(bobSocket).some((frame) => transactionOf(frame)?.id === sent.id), {
            timeout: 10_000,
          })
          .toBe(true);
        // Both dispatchers keep running: a second delivery would arrive now, if there were one.
        await sleep(1_000);

        expect(seenBefore).toBe(0);
        expect(liveInMs).toBeLessThan(10_000);
        const incoming = incomingOf();
        expect(incoming).toHaveLength(1);
        expect(incoming[0]).toMatchObject({ type: 'UDEPOSIT', status: 'DONE' });
        const outgoing = eventsOf(bobSocket).flatMap((frame) => transactionOf(frame) ?? []);
        expect(outgoing.map((transaction) => transaction.id)).toEqual([sent.id]);
        for (const socket of [aliceSocket, bobSocket]) {
          const seqs = socket.seqs();
          expect(new Set(seqs).size).toBe(seqs.length);
          expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
        }
        const ids = new Set(incoming.map((transaction) => transaction.id));
        expect(outgoing.some((transaction) => ids.has(transaction.id))).toBe(false);
        expect(failures).toEqual([]);
        aliceSocket.socket.close();
        bobSocket.socket.close();
      } finally {
        isPumping = false;
        await Promise.all(pumps);
        await a.stop();
        await b.stop();
        await Promise.all([busA.close(), busB.close()]);
        await database.dispose();
      }
    }, 60_000);
  },
);
