import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIVE_CLOSE_CODES, LIVE_PROTOCOL } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../auth/access-tokens';
import type { Bus } from '../bus/bus';
import { createMemoryBus } from '../bus/memory-bus';
import { loadConfig } from '../config/config';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createTestDatabaseUrl } from '../db/test-database-url';
import { startServer } from '../start-server';
import { OUTBOX_DISPATCHER } from './outbox-dispatcher';
import {
  connectSocket,
  emitEvents,
  HandshakeRefused,
  type ServedInstance,
  sequence,
  serveInstance,
} from './realtime.test-kit';

let database: TestDatabase;
let bus: Bus;
let instance: ServedInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createMemoryBus();
  instance = await serveInstance(database, bus, 200);
});
afterAll(async () => {
  await instance.stop();
  await bus.close();
  await database.dispose();
});

const dispatch = () => instance.worker(OUTBOX_DISPATCHER).runOnce();

async function refusal(promise: Promise<unknown>): Promise<HandshakeRefused> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HandshakeRefused))
    throw new Error(`expected a refused handshake, got ${String(error)}`);
  return error;
}

describe('live socket handshake', () => {
  it('takes the token as a subprotocol and answers ferry.v1, never the token', async () => {
    const user = await instance.signIn();
    const client = await connectSocket(instance.wsUrl(), { token: user.accessToken });
    expect(client.socket.protocol).toBe(LIVE_PROTOCOL);
    await expect.poll(() => client.frames).toEqual([{ type: 'ready', last_seq: 0 }]);
    client.socket.close();
  });

  it('takes a native client’s Authorization header on the mobile base', async () => {
    const user = await instance.signIn({ base: 'mobile' });
    const client = await connectSocket(instance.wsUrl('mobile'), { token: user.accessToken, isNative: true });
    expect(client.socket.protocol).toBe('');
    await expect.poll(() => client.frames.length).toBe(1);
    client.socket.close();
  });

  it('refuses a missing, forged, expired or other-base token with 401', async () => {
    const user = await instance.signIn();
    expect((await refusal(connectSocket(instance.wsUrl()))).status).toBe(401);
    const forged = `${user.accessToken.slice(0, -4)}AAAA`;
    expect((await refusal(connectSocket(instance.wsUrl(), { token: forged }))).status).toBe(401);
    const otherBase = await refusal(connectSocket(instance.wsUrl('widget'), { token: user.accessToken }));
    expect(otherBase.status).toBe(401);
    expect(JSON.parse(otherBase.body)).toMatchObject({
      error: { code: 'UNAUTHORIZED_REQUEST', details: { reason: 'token_for_another_base' } },
    });
    // The same key, an hour in the past: the token's ten minutes are long over.
    const signingKey = (await database.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'access_token_key')
      .executeTakeFirstOrThrow()) as { value: string };
    const stale = createAccessTokens(signingKey.value, 600, () => Math.floor(Date.now() / 1000) - 3600);
    const expired = await stale.sign({
      userId: user.userId,
      sessionId: 'x',
      isTemporary: false,
      base: 'client',
    });
    const refused = await refusal(connectSocket(instance.wsUrl(), { token: expired }));
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('token_expired');
  });

  it('refuses a temporary session (terms pending), a token without ferry.v1, a bad after and other paths', async () => {
    const temporary = await instance.signIn({ hasAcceptedTerms: false });
    expect((await refusal(connectSocket(instance.wsUrl(), { token: temporary.accessToken }))).status).toBe(
      403,
    );
    const user = await instance.signIn();
    const noProtocol = connectSocket(instance.wsUrl(), { protocols: [user.accessToken] });
    expect((await refusal(noProtocol)).status).toBe(400);
    const badAfter = connectSocket(`${instance.wsUrl()}?after=-1`, { token: user.accessToken });
    expect((await refusal(badAfter)).status).toBe(400);
    const elsewhere = connectSocket(instance.wsUrl().replace('/ws', '/wss'), { token: user.accessToken });
    expect((await refusal(elsewhere)).status).toBe(404);
  });
});

describe('live socket events', () => {
  it('replays after the given seq, then goes live, each seq once and in order', async () => {
    const user = await instance.signIn();
    await emitEvents(instance.context, [user.userId], 5);
    await dispatch();
    const client = await connectSocket(instance.wsUrl(), { token: user.accessToken, after: 2 });
    await expect.poll(() => client.seqs()).toEqual([3, 4, 5]);
    expect(client.frames[3]).toEqual({ type: 'ready', last_seq: 5 });
    await emitEvents(instance.context, [user.userId], 3);
    await dispatch();
    await expect.poll(() => client.seqs()).toEqual(sequence(3, 8));
    const event = client.frames.find((frame) => frame.type === 'event');
    expect(event).toEqual({
      type: 'event',
      seq: 3,
      topic: 'transaction.changed',
      payload: { owner: user.userId },
    });
    client.socket.close();
  });

  it('delivers a user’s events only to that user’s sockets', async () => {
    const alice = await instance.signIn();
    const bob = await instance.signIn();
    const aliceSocket = await connectSocket(instance.wsUrl(), { token: alice.accessToken, after: 0 });
    const bobSocket = await connectSocket(instance.wsUrl(), { token: bob.accessToken, after: 0 });
    await emitEvents(instance.context, [alice.userId], 4);
    await emitEvents(instance.context, [bob.userId], 1);
    await dispatch();
    await expect.poll(() => aliceSocket.seqs()).toEqual([1, 2, 3, 4]);
    await expect.poll(() => bobSocket.seqs()).toEqual([1]);
    const owners = (frames: typeof aliceSocket.frames) =>
      new Set(frames.flatMap((frame) => (frame.type === 'event' ? [frame.payload.owner] : [])));
    expect(owners(aliceSocket.frames)).toEqual(new Set([alice.userId]));
    expect(owners(bobSocket.frames)).toEqual(new Set([bob.userId]));
    aliceSocket.socket.close();
    bobSocket.socket.close();
  });

  it('sends events committed but not yet dispatched, and drops the late bus copy', async () => {
    const user = await instance.signIn();
    const client = await connectSocket(instance.wsUrl(), { token: user.accessToken, after: 0 });
    await expect.poll(() => client.frames.length).toBe(1);
    await emitEvents(instance.context, [user.userId], 2);
    client.socket.send(JSON.stringify({ type: 'resume', after: 0 }));
    await expect.poll(() => client.seqs()).toEqual([1, 2]);
    await dispatch();
    await emitEvents(instance.context, [user.userId], 1);
    await dispatch();
    await expect.poll(() => client.seqs()).toEqual([1, 2, 3]);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => client.frames.at(-1)).toEqual({ type: 'pong' });
    client.socket.close();
  });

  it('brings a client that is ahead of the server back to the server’s last seq', async () => {
    const user = await instance.signIn();
    await emitEvents(instance.context, [user.userId], 2);
    const client = await connectSocket(instance.wsUrl(), { token: user.accessToken, after: 900 });
    await expect.poll(() => client.frames).toEqual([{ type: 'ready', last_seq: 2 }]);
    await emitEvents(instance.context, [user.userId], 1);
    await dispatch();
    await expect.poll(() => client.seqs()).toEqual([3]);
    client.socket.close();
  });
});

describe('live socket life', () => {
  it('closes with 4401 when the session is logged out, leaving the user’s other sessions open', async () => {
    const user = await instance.signIn();
    const other = await instance.signIn();
    const client = await connectSocket(instance.wsUrl(), { token: user.accessToken });
    const bystander = await connectSocket(instance.wsUrl(), { token: other.accessToken });
    const response = await fetch(`${instance.httpUrl}/api/client/v1/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify({ refresh_token: user.refreshToken }),
    });
    expect(response.status).toBe(200);
    expect(await client.closed).toEqual({ code: LIVE_CLOSE_CODES.sessionEnded, reason: 'session ended' });
    expect(bystander.socket.readyState).toBe(bystander.socket.OPEN);
    expect((await refusal(connectSocket(instance.wsUrl(), { token: user.accessToken }))).status).toBe(401);
    bystander.socket.close();
  });

  it('closes when the user is blocked', async () => {
    const user = await instance.signIn();
    const client = await connectSocket(instance.wsUrl(), { token: user.accessToken });
    await instance.context.db
      .updateTable('users')
      .set({ status: 'blocked' })
      .where('id', '=', user.userId)
      .execute();
    await instance.context.sessionStates.announce({ userId: user.userId });
    expect((await client.closed).code).toBe(LIVE_CLOSE_CODES.sessionEnded);
  });

  it('ends a socket that stops answering pings', async () => {
    const user = await instance.signIn();
    const client = await connectSocket(instance.wsUrl(), { token: user.accessToken });
    await expect.poll(() => instance.realtime.connectionCount()).toBeGreaterThan(0);
    const before = instance.realtime.connectionCount();
    // A client whose process froze: it stops reading, so no pong goes back.
    client.socket.pause();
    await expect.poll(() => instance.realtime.connectionCount(), { timeout: 3000 }).toBe(before - 1);
    client.socket.terminate();
  });
});

describe('the started server', () => {
  it('serves the socket on its own port beside the API', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-live-'));
    const database = await createTestDatabaseUrl();
    const running = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
      }),
    );
    try {
      const wsUrl = `ws://127.0.0.1:${running.port}/api/client/v1/ws`;
      expect((await refusal(connectSocket(wsUrl, { token: 'not-a-token' }))).status).toBe(401);
      expect((await refusal(connectSocket(`${wsUrl}x`, { token: 'not-a-token' }))).status).toBe(404);
    } finally {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
      await database.dispose();
    }
    // A fresh embedded database runs initdb and every migration first.
  }, 60_000);
});
