import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test-support/auth.test-kit';
import { type FakeHttpServer, startFakeHttpServer } from '../../test-support/fake-http-server';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

const clock = createTestClock();
const wallet = Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI');
const LANDED = 'a1'.repeat(32);
const NEVER = 'b2'.repeat(32);
let tonapi: FakeHttpServer;
let testApp: TestApp;
/** What the fake tonapi answers for the landed hash. */
let landed: 'missing' | 'in-progress' | 'done' = 'missing';

beforeAll(async () => {
  tonapi = await startFakeHttpServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url === `/v2/events/${LANDED}` && landed !== 'missing') {
      return void response.end(
        JSON.stringify({
          event_id: 'c3'.repeat(32),
          in_progress: landed === 'in-progress',
          actions: [{ type: 'TonTransfer', status: 'ok' }],
          value_flow: [{ account: { address: wallet.toRawString() }, ton: -1, fees: 1 }],
        }),
      );
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: 'entity not found' }));
  });
  testApp = await createTestApp({
    nowMs: clock.nowMs,
    environment: { TONAPI_URL: tonapi.url, TONAPI_KEY: 'secret-key-2' },
  });
});
afterAll(async () => {
  await testApp?.dispose();
  await tonapi?.close();
});

const lookups = () => tonapi.requests.filter((request) => request.url.startsWith('/v2/events/'));
const run = () => testApp.worker('wallet-transfers').runOnce();

async function register(login: { access_token: string }, messageHash: string) {
  const response = await testApp.app.request('/api/client/v1/wallet/transfers', {
    method: 'POST',
    headers: bearer(login, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({
      message_hash: messageHash,
      address: wallet.toString(),
      amount: '1000',
      symbol: 'TON',
      decimals: 9,
    }),
  });
  return { status: response.status, body: await response.json() };
}

describe('wallet transfers against a forwarded tonapi (proxy mode)', () => {
  it('polls events/{hash} at a bounded pace until final, then gives up on one never seen', async () => {
    const login = await testApp.signIn({ tgId: 7_400_000_001n });
    expect(await register(login, LANDED)).toEqual({
      status: 202,
      body: { message_hash: LANDED, status: 'pending' },
    });
    expect(await register(login, NEVER)).toMatchObject({ status: 202 });
    // Not due yet: no lookup on registration nor on an early pass.
    await run();
    expect(lookups()).toHaveLength(0);

    clock.advanceSeconds(11);
    await run();
    expect(
      lookups()
        .map((request) => request.url)
        .sort(),
    ).toEqual([`/v2/events/${LANDED}`, `/v2/events/${NEVER}`]);
    expect(lookups().every((request) => request.headers.authorization === 'Bearer secret-key-2')).toBe(true);
    await run();
    expect(lookups()).toHaveLength(2);

    landed = 'in-progress';
    clock.advanceSeconds(11);
    await run();
    landed = 'done';
    clock.advanceSeconds(11);
    expect(await run()).toBe(1);
    const events = await testApp.context.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('user_id', '=', login.uuid)
      .where('topic', '=', 'wallet.transfer')
      .execute();
    expect(
      events.map((row) => (row.payload as { wallet_transfer: { outcome: string } }).wallet_transfer.outcome),
    ).toEqual(['final']);

    clock.advanceSeconds(3300 + 61);
    await run();
    const rows = await testApp.context.db
      .selectFrom('wallet_transfers')
      .select(['message_hash', 'status'])
      .where('user_id', '=', login.uuid)
      .orderBy('message_hash')
      .execute();
    expect(rows).toEqual([
      { message_hash: LANDED, status: 'final' },
      { message_hash: NEVER, status: 'expired' },
    ]);
    const after = await testApp.context.db
      .selectFrom('outbox_events')
      .select('id')
      .where('user_id', '=', login.uuid)
      .where('topic', '=', 'wallet.transfer')
      .execute();
    expect(after).toHaveLength(1);
  });
});
