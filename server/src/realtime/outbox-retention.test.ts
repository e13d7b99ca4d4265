import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitUserEvent } from '../events/user-events';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { OUTBOX_DISPATCHER } from './outbox-dispatcher';
import { OUTBOX_RETENTION, OUTBOX_RETENTION_MS } from './outbox-retention';

let testApp: TestApp;
let nowMs = Date.parse('2026-11-22T10:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => nowMs });
});
afterAll(() => testApp.dispose());

describe('outbox retention', () => {
  it('deletes delivered events past the replay window, never undelivered ones, and keeps the sequence', async () => {
    const login = await testApp.signIn();
    const { db } = testApp.context;
    const emit = () =>
      db.transaction().execute((trx) => emitUserEvent(trx, login.uuid, 'balance.changed', { n: 1 }));
    await emit();
    await emit();
    await testApp.worker(OUTBOX_DISPATCHER).runOnce();
    nowMs += OUTBOX_RETENTION_MS + 60_000;
    await emit();
    expect(await testApp.worker(OUTBOX_RETENTION).runOnce()).toBe(2);
    expect(await testApp.worker(OUTBOX_RETENTION).runOnce()).toBe(0);
    const left = await db
      .selectFrom('outbox_events')
      .select(['seq'])
      .where('user_id', '=', login.uuid)
      .execute();
    expect(left.map((row) => Number(row.seq))).toEqual([3]);
    expect(Number(await emit())).toBe(4);
  });
});
