import { defineEndpoint } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createLedger } from '../ledger/ledger';
import { createProfile, fund } from '../ledger/ledger.test-kit';
import { createLogger } from '../logging/logger';
import { runMoneyTransaction } from '../money-operations/money-transaction';
import type { AppEnv } from './app-env';
import { createApp } from './create-app';
import { defineRoute, requireTrx } from './endpoint-route';
import { createIdempotency } from './idempotency';

const creditEndpoint = defineEndpoint({
  id: 'testCredit',
  method: 'POST',
  path: 'test/credit',
  summary: 'Credits the profile named in the body (a money-moving call for these tests)',
  tag: 'test',
  bases: ['client'],
  auth: 'user',
  isIdempotent: true,
  body: z.object({
    profile_id: z.string().uuid(),
    amount: z.number().int().positive(),
    fail: z.boolean().optional(),
  }),
  response: z.object({ credited: z.number(), at: z.string() }),
});

let database: TestDatabase;
let app: Hono<AppEnv>;
const ledger = createLedger({ nowMs: Date.now });
/** What the world says right now: while true, the operation is refused. */
let isRefusing = false;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({
    logger: createLogger('silent'),
    version: '1.0.0',
    // Every caller is one user here; the key's scope is that user.
    guard: async () => ({
      user: {
        userId: 'u-1',
        sessionId: 's-1',
        isTemporary: false,
        base: 'client',
        profileId: undefined,
        residenceCountry: null,
      },
    }),
    idempotency: createIdempotency(database.db, runMoneyTransaction),
    health: new Hono<AppEnv>(),
    routes: [
      defineRoute(creditEndpoint, async (input) => {
        const trx = requireTrx(input);
        if (input.body.fail) throw new Error('provider exploded');
        await ledger.post(trx, [fund(input.body.profile_id, 'EUR', BigInt(input.body.amount))]);
        // A refusal found after the operation already wrote: everything it wrote must go.
        if (isRefusing) throw new DomainError('INSUFFICIENT_BALANCE', { reason: 'test' });
        return { credited: input.body.amount, at: new Date().toISOString() };
      }),
    ],
  });
});
afterAll(() => database.dispose());

function credit(body: object, key?: string) {
  return app.request('/api/client/v1/test/credit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
}

async function balance(profileId: string): Promise<bigint> {
  return (await ledger.balances(database.db, profileId))[0]?.availableMinor ?? 0n;
}

describe('idempotency', () => {
  it('replays the first answer byte for byte and moves the money once', async () => {
    const profileId = await createProfile(database.db);
    const first = await credit({ profile_id: profileId, amount: 700 }, 'key-replay-0001');
    const firstText = await first.text();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await credit({ profile_id: profileId, amount: 700 }, 'key-replay-0001');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toBe(firstText);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await balance(profileId)).toBe(700n);
  });

  it('refuses the same key with another body with 422 and moves nothing more', async () => {
    const profileId = await createProfile(database.db);
    await credit({ profile_id: profileId, amount: 1 }, 'key-changed-0001');
    const changed = await credit({ profile_id: profileId, amount: 1_000 }, 'key-changed-0001');
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as { error: { code: string; details: unknown } }).error).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      details: { reason: 'idempotency_key_reused' },
    });
    expect(await balance(profileId)).toBe(1n);
  });

  it.each([
    ['no key', undefined, 'idempotency_key_required'],
    ['a key too short', 'short', 'idempotency_key_invalid'],
    ['a key with spaces', 'key with spaces in it', 'idempotency_key_invalid'],
  ])('refuses %s with BAD_REQUEST', async (_name, key, reason) => {
    const profileId = await createProfile(database.db);
    const response = await credit({ profile_id: profileId, amount: 5 }, key);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
      reason,
    );
    expect(await balance(profileId)).toBe(0n);
  });

  it('stores a refusal like any answer: a late copy of the request cannot succeed after the client was told no', async () => {
    const profileId = await createProfile(database.db);
    isRefusing = true;
    const refused = await credit({ profile_id: profileId, amount: 40 }, 'key-refused-0001');
    isRefusing = false;
    expect(refused.status).toBe(422);
    const refusedBody = await refused.text();
    expect(JSON.parse(refusedBody)).toMatchObject({ error: { code: 'INSUFFICIENT_BALANCE' } });
    const late = await credit({ profile_id: profileId, amount: 40 }, 'key-refused-0001');
    expect([late.status, late.headers.get('Idempotent-Replayed')]).toEqual([422, 'true']);
    expect(await late.text()).toBe(refusedBody);
    expect(await ledger.balances(database.db, profileId)).toEqual([]);
  });

  it('stores nothing for a failed call: a retry runs again', async () => {
    const profileId = await createProfile(database.db);
    expect((await credit({ profile_id: profileId, amount: 9, fail: true }, 'key-failed-0001')).status).toBe(
      500,
    );
    expect(await balance(profileId)).toBe(0n);
    // The same request now succeeds: the failure left no answer and no money behind.
    expect((await credit({ profile_id: profileId, amount: 9, fail: true }, 'key-failed-0001')).status).toBe(
      500,
    );
    expect((await credit({ profile_id: profileId, amount: 9 }, 'key-failed-0002')).status).toBe(200);
    expect(await balance(profileId)).toBe(9n);
  });

  it('runs 1,000 keys with 5 concurrent duplicates each exactly 1,000 times', async () => {
    const profileId = await createProfile(database.db);
    const statuses = new Map<number, number>();
    const keys = Array.from({ length: 1000 }, (_, index) => `bulk-key-${index.toString().padStart(5, '0')}`);
    const batchSize = 50;
    for (let start = 0; start < keys.length; start += batchSize) {
      const batch = keys.slice(start, start + batchSize);
      const responses = await Promise.all(
        batch.flatMap((key) =>
          Array.from({ length: 5 }, () => credit({ profile_id: profileId, amount: 1 }, key)),
        ),
      );
      for (const response of responses)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    expect(await balance(profileId)).toBe(1000n);
    const stored = await database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'like', 'bulk-key-%')
      .execute();
    expect(stored).toHaveLength(1000);
    // Every duplicate got the first answer (200, replayed) or a 409 while the first was running.
    expect([...statuses.keys()].every((status) => status === 200 || status === 409)).toBe(true);
    expect((statuses.get(200) ?? 0) + (statuses.get(409) ?? 0)).toBe(5000);
  }, 240_000);
});
