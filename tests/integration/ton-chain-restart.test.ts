import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestWallet, loadConfig, type RunningServer, startServer, TonAddress } from '@ferry/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The local TON chain behind `/tonapi` is the wallet's whole world in sandbox mode: a server
 * restart (same DATA_DIR) must keep every balance, seqno and history line, and go on from there.
 */
let dataDir: string;

function start(): Promise<RunningServer> {
  return startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      MINIAPP_DIST_DIR: '/nonexistent',
    }),
  );
}

async function call(server: RunningServer, route: string, body?: unknown) {
  const response = await fetch(`${server.url}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  // tonapi answers a published message with an empty 200.
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

interface ChainView {
  senderBalance: string;
  receiverBalance: string;
  seqno: unknown;
  eventIds: string[];
}

async function readChain(server: RunningServer, sender: string, receiver: string): Promise<ChainView> {
  const senderAccount = await call(server, `/tonapi/v2/accounts/${sender}`);
  const receiverAccount = await call(server, `/tonapi/v2/accounts/${receiver}`);
  const seqno = await call(server, `/tonapi/v2/wallet/${sender}/seqno`);
  const events = await call(server, `/tonapi/v2/accounts/${sender}/events?limit=20`);
  return {
    senderBalance: String(senderAccount.json.balance),
    receiverBalance: String(receiverAccount.json.balance),
    seqno: seqno.json.seqno,
    eventIds: (events.json.events as { event_id: string }[]).map((event) => event.event_id),
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-chain-restart-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local TON chain across a server restart', () => {
  it('keeps balances, seqno and history, and goes on from where it stopped', async () => {
    const sender = createTestWallet('v5r1');
    const receiver = createTestWallet('v4r2');
    const senderRaw = sender.address.toRawString();
    const receiverRaw = receiver.address.toRawString();
    const nano = 1_000_000_000n;

    let server = await start();
    const funded = await call(server, '/tonapi/sandbox/faucet', {
      address: sender.address.toString(),
      amount: '5',
    });
    expect(funded.status).toBe(200);
    for (const seqno of [0, 1]) {
      const boc = sender.transfer({ seqno, to: receiver.address, value: nano / 2n, body: `move ${seqno}` });
      const sent = await call(server, '/tonapi/v2/blockchain/message', { boc: boc.toString('hex') });
      expect(sent.status).toBe(200);
    }
    const before = await readChain(server, senderRaw, receiverRaw);
    expect(before.seqno).toBe(2);
    expect(before.eventIds).toHaveLength(3);
    // 1 TON arrived, less the storage fee the still-uninitialised receiver pays when its two
    // messages land in different seconds (a loaded machine): a nano or so, never a lost transfer.
    expect(BigInt(before.receiverBalance)).toBeLessThanOrEqual(nano);
    expect(BigInt(before.receiverBalance)).toBeGreaterThan((nano * 99n) / 100n);
    await server.stop();

    server = await start();
    try {
      expect(await readChain(server, senderRaw, receiverRaw)).toEqual(before);
      // The replay of an old message is still refused, and the next seqno still works.
      const replay = sender.transfer({ seqno: 1, to: receiver.address, value: nano / 2n });
      expect(
        (await call(server, '/tonapi/v2/blockchain/message', { boc: replay.toString('hex') })).status,
      ).toBe(422);
      const next = sender.transfer({ seqno: 2, to: receiver.address, value: nano / 2n });
      expect(
        (await call(server, '/tonapi/v2/blockchain/message', { boc: next.toString('hex') })).status,
      ).toBe(200);
      const after = await readChain(server, senderRaw, receiverRaw);
      expect(after.seqno).toBe(3);
      expect(after.eventIds.slice(1)).toEqual(before.eventIds);
      // 1.5 TON arrived in all, less the storage fee the chain charged for the time in between.
      expect(BigInt(after.receiverBalance)).toBeLessThanOrEqual((nano * 3n) / 2n);
      expect(BigInt(after.receiverBalance)).toBeGreaterThan((nano * 149n) / 100n);
      expect(TonAddress.parseRaw(receiverRaw).equals(receiver.address)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
