import { DomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { emitUserEvent } from '../events/user-events';
import { createIdempotency } from '../http/idempotency';
import { createLedger } from '../ledger/ledger';
import { createProfile, fund } from '../ledger/ledger.test-kit';
import { noteOutsideCall, runMoneyTransaction } from './money-transaction';

let database: TestDatabase;
let db: Kysely<Schema>;
const ledger = createLedger({ nowMs: Date.now });
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.dispose());

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const fast = { baseDelayMs: 1 };

async function newUser() {
  const profileId = await createProfile(db);
  const { user_id: userId } = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
  return { profileId, userId };
}

async function eventsOf(userId: string) {
  const rows = await db
    .selectFrom('outbox_events')
    .select(['seq', 'payload'])
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ seq: BigInt(row.seq), payload: row.payload }));
}

const availableOf = async (profileId: string) =>
  (await ledger.balances(db, profileId)).find((balance) => balance.currency === 'EUR')?.availableMinor ?? 0n;

describe('runMoneyTransaction', () => {
  it('runs the whole work again after a deadlock: its money and events commit once', async () => {
    const { profileId, userId } = await newUser();
    let attempts = 0;
    await runMoneyTransaction(
      db,
      async (trx) => {
        attempts += 1;
        await ledger.post(trx, [fund(profileId, 'EUR', 100n)]);
        await emitUserEvent(trx, userId, 'balance.changed', { attempt: attempts });
        if (attempts === 1) throw deadlock();
      },
      fast,
    );
    expect(attempts).toBe(2);
    expect(await availableOf(profileId)).toBe(100n);
    expect(await eventsOf(userId)).toEqual([{ seq: 1n, payload: { attempt: 2 } }]);
  });

  it('numbers events per user without gaps, in the order they were left', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await runMoneyTransaction(db, async (trx) => {
      await emitUserEvent(trx, bob.userId, 'transaction.changed', { n: 1 });
      await emitUserEvent(trx, alice.userId, 'transaction.changed', { n: 2 });
      await emitUserEvent(trx, bob.userId, 'balance.changed', { n: 3 });
    });
    await runMoneyTransaction(db, (trx) => emitUserEvent(trx, bob.userId, 'balance.changed', { n: 4 }));
    expect(await eventsOf(bob.userId)).toEqual([
      { seq: 1n, payload: { n: 1 } },
      { seq: 2n, payload: { n: 3 } },
      { seq: 3n, payload: { n: 4 } },
    ]);
    expect(await eventsOf(alice.userId)).toEqual([{ seq: 1n, payload: { n: 2 } }]);
  });

  it('gives up after the attempts with SERVICE_UNAVAILABLE, nothing committed', async () => {
    const { profileId } = await newUser();
    let attempts = 0;
    const failed = runMoneyTransaction(
      db,
      async (trx) => {
        attempts += 1;
        await ledger.post(trx, [fund(profileId, 'EUR', 100n)]);
        throw deadlock();
      },
      { ...fast, attempts: 3 },
    );
    await expect(failed).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(attempts).toBe(3);
    expect(await availableOf(profileId)).toBe(0n);
  });

  it('does not run again other failures, nor work that asked the outside world', async () => {
    let attempts = 0;
    const refusal = new DomainError('INSUFFICIENT_BALANCE');
    await expect(
      runMoneyTransaction(db, async () => {
        attempts += 1;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    await expect(
      runMoneyTransaction(db, async (trx) => {
        attempts += 1;
        noteOutsideCall(trx);
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(attempts).toBe(2);
  });

  it('keeps one stored answer per idempotency key when the keyed work is run again', async () => {
    const { profileId, userId } = await newUser();
    const idempotency = createIdempotency(db, runMoneyTransaction);
    const request = {
      scope: `user:${userId}`,
      key: `retry-${userId}`,
      endpointId: 'test',
      fingerprint: 'POST /x',
    };
    let attempts = 0;
    const work = async (trx: Kysely<Schema>) => {
      attempts += 1;
      await ledger.post(trx, [fund(profileId, 'EUR', 250n)]);
      await emitUserEvent(trx, userId, 'balance.changed', { attempt: attempts });
      if (attempts === 1) throw deadlock();
      return JSON.stringify({ attempt: attempts });
    };
    const first = await idempotency.run(request, work);
    const again = await idempotency.run(request, work);
    expect(first).toEqual({ status: 200, body: '{"attempt":2}', isReplay: false });
    expect(again).toEqual({ ...first, isReplay: true });
    expect(attempts).toBe(2);
    const stored = await db
      .selectFrom('idempotency_keys')
      .select('response_body')
      .where('scope', '=', request.scope)
      .execute();
    expect(stored).toEqual([{ response_body: '{"attempt":2}' }]);
    expect(await availableOf(profileId)).toBe(250n);
    expect(await eventsOf(userId)).toEqual([{ seq: 1n, payload: { attempt: 2 } }]);
  });

  it('drops the events of a refused keyed work with the rest of it', async () => {
    const { userId } = await newUser();
    const idempotency = createIdempotency(db, runMoneyTransaction);
    const answer = await idempotency.run(
      { scope: `user:${userId}`, key: `refused-${userId}`, endpointId: 'test', fingerprint: 'POST /x' },
      async (trx) => {
        await emitUserEvent(trx, userId, 'transaction.changed', { refused: true });
        throw new DomainError('INSUFFICIENT_BALANCE');
      },
    );
    expect(answer.status).toBe(422);
    expect(await eventsOf(userId)).toEqual([]);
  });

  it('gets through a real deadlock between two transactions (PostgreSQL)', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    const alice = await newUser();
    const bob = await newUser();
    // Both sequence rows exist; each transaction locks one, waits for the other to lock the
    // other, then asks for it: PostgreSQL must pick a victim (40P01), which runs again.
    await runMoneyTransaction(db, async (trx) => {
      await emitUserEvent(trx, alice.userId, 'balance.changed', {});
      await emitUserEvent(trx, bob.userId, 'balance.changed', {});
    });
    let isFirstRound = true;
    const locked: Promise<void>[] = [];
    const signals: (() => void)[] = [];
    for (let index = 0; index < 2; index += 1)
      locked.push(new Promise<void>((resolve) => signals.push(resolve)));
    let runs = 0;
    const lockBoth = (index: number, first: string, second: string) =>
      runMoneyTransaction(
        db,
        async (trx) => {
          runs += 1;
          await sql`SELECT 1 FROM event_sequences WHERE user_id = ${first} FOR UPDATE`.execute(trx);
          if (isFirstRound) {
            signals[index]?.();
            await locked[1 - index];
            // Both hold their first row now: whatever runs again goes straight through.
            isFirstRound = false;
          }
          await sql`SELECT 1 FROM event_sequences WHERE user_id = ${second} FOR UPDATE`.execute(trx);
        },
        fast,
      );
    await Promise.all([lockBoth(0, alice.userId, bob.userId), lockBoth(1, bob.userId, alice.userId)]);
    // Two first runs and the victim's retry; a loaded server was once seen to need one run more
    // (CI, PostgreSQL 15), which is still getting through.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(4);
  });
});
