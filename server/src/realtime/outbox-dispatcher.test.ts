import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bus } from '../bus/bus';
import { createMemoryBus } from '../bus/memory-bus';
import { emitUserEvent } from '../events/user-events';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createOutboxDispatcher, OUTBOX_DISPATCHER } from './outbox-dispatcher';
import { USER_EVENTS_TOPIC, type UserEventMessage } from './user-event-message';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

async function newUser(): Promise<string> {
  return (await testApp.signIn()).uuid;
}

async function listen(bus: Bus) {
  const seen: UserEventMessage[] = [];
  const stop = await bus.subscribe(USER_EVENTS_TOPIC, (message) => seen.push(message as UserEventMessage));
  return { seen, stop };
}

async function unpublishedCount(): Promise<number> {
  const row = await testApp.context.db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('published_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('outbox dispatcher', () => {
  it('publishes committed events in order on one topic, marks them, and skips them next time', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const { seen, stop } = await listen(testApp.bus);
    await testApp.context.db.transaction().execute(async (trx) => {
      await emitUserEvent(trx, alice, 'transaction.changed', { n: 1 });
      await emitUserEvent(trx, bob, 'balance.changed', { n: 2 });
      await emitUserEvent(trx, alice, 'transaction.changed', { n: 3 });
    });
    const worker = testApp.worker(OUTBOX_DISPATCHER);
    expect(await worker.runOnce()).toBe(3);
    await expect.poll(() => seen.length).toBe(3);
    expect(seen).toEqual([
      { user_id: alice, seq: 1, topic: 'transaction.changed', payload: { n: 1 } },
      { user_id: bob, seq: 1, topic: 'balance.changed', payload: { n: 2 } },
      { user_id: alice, seq: 2, topic: 'transaction.changed', payload: { n: 3 } },
    ]);
    expect(await unpublishedCount()).toBe(0);
    expect(await worker.runOnce()).toBe(0);
    await stop();
  });

  it('answers an idle pass with one read, opening no transaction', async () => {
    const alice = await newUser();
    await createOutboxDispatcher({ db: testApp.context.db, bus: testApp.bus, nowMs: Date.now }).runOnce();
    let transactions = 0;
    const db = testApp.context.db;
    const countingDb = new Proxy(db, {
      get(target, name) {
        if (name === 'transaction') transactions += 1;
        const value = Reflect.get(target, name, target);
        // Kysely keeps its state in private fields: its methods run on the real object.
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const dispatcher = createOutboxDispatcher({ db: countingDb, bus: testApp.bus, nowMs: Date.now });
    expect(await dispatcher.runOnce()).toBe(0);
    expect(transactions).toBe(0);
    await db.transaction().execute((trx) => emitUserEvent(trx, alice, 'balance.changed', { n: 1 }));
    expect(await dispatcher.runOnce()).toBe(1);
    expect(transactions).toBe(1);
  });

  it('never publishes an event whose transaction rolled back', async () => {
    const user = await newUser();
    const { seen, stop } = await listen(testApp.bus);
    await expect(
      testApp.context.db.transaction().execute(async (trx) => {
        await emitUserEvent(trx, user, 'transaction.changed', { n: 'rolled back' });
        throw new Error('the money move failed');
      }),
    ).rejects.toThrow('the money move failed');
    await testApp.context.db.transaction().execute((trx) => emitUserEvent(trx, user, 'balance.changed', {}));
    expect(await testApp.worker(OUTBOX_DISPATCHER).runOnce()).toBe(1);
    await expect.poll(() => seen.length).toBe(1);
    // The rolled-back event took no number: the next one is still 1, so sockets see no gap.
    expect(seen[0]).toMatchObject({ user_id: user, seq: 1, topic: 'balance.changed' });
    await stop();
  });

  it('works in batches and keeps an event unpublished when the bus refuses it', async () => {
    const user = await newUser();
    await testApp.context.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 5; index += 1)
        await emitUserEvent(trx, user, 'transaction.changed', { index });
    });
    let isBusDown = true;
    const published: UserEventMessage[] = [];
    const flakyBus: Bus = {
      ...createMemoryBus(),
      async publish(_topic, message) {
        if (isBusDown) throw new Error('redis is down');
        published.push(message as UserEventMessage);
      },
    };
    const dispatcher = createOutboxDispatcher({
      db: testApp.context.db,
      bus: flakyBus,
      nowMs: Date.now,
      batchSize: 2,
    });
    await expect(dispatcher.runOnce()).rejects.toThrow('redis is down');
    expect(await unpublishedCount()).toBe(5);
    isBusDown = false;
    expect(await dispatcher.runOnce()).toBe(2);
    expect(await dispatcher.runOnce()).toBe(2);
    expect(await dispatcher.runOnce()).toBe(1);
    expect(await dispatcher.runOnce()).toBe(0);
    expect(published.map((message) => message.payload.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('publishes each event once when two instances dispatch at the same time', async () => {
    const users = [await newUser(), await newUser(), await newUser()];
    await testApp.context.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 40; index += 1) {
        await emitUserEvent(trx, users[index % 3] as string, 'transaction.changed', { index });
      }
    });
    const published: UserEventMessage[] = [];
    const recordingBus: Bus = {
      ...createMemoryBus(),
      async publish(_topic, message) {
        published.push(message as UserEventMessage);
        // A slow broker keeps the first batch's rows locked while the other instance looks.
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    const make = () =>
      createOutboxDispatcher({ db: testApp.context.db, bus: recordingBus, nowMs: Date.now, batchSize: 7 });
    const [first, second] = [make(), make()];
    const drain = async (dispatcher: ReturnType<typeof make>) => {
      while ((await dispatcher.runOnce()) > 0);
    };
    await Promise.all([drain(first), drain(second)]);
    const keys = published.map((message) => `${message.user_id}:${message.seq}`);
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
  });
});
