import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestDatabaseUrl,
  loadConfig,
  type RunningServer,
  startServer,
  type TestDatabaseUrl,
} from '@ferry/server';
import {
  buildTokenSlug,
  createTonApiClient,
  createWalletSender,
  fetchHistory,
  openWalletContract,
  type TonApiClient,
  type TransferRequest,
} from '@ferry/shared/wallet';
import { Address, beginCell, storeStateInit, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The wallet's send pipeline against the real local chain behind our /tonapi routes: signed
// externals from every part of shared/wallet land on @ton/sandbox, and are followed to finality.

const SENDER_KEYS = keyPairFromSeed(Buffer.alloc(32, 21));
const RECIPIENT_KEYS = keyPairFromSeed(Buffer.alloc(32, 22));
const POOR_KEYS = keyPairFromSeed(Buffer.alloc(32, 23));
const SENDER = openWalletContract(SENDER_KEYS.publicKey, 'v5R1').address;
const RECIPIENT = openWalletContract(RECIPIENT_KEYS.publicKey, 'v4R2').address;
const POOR = openWalletContract(POOR_KEYS.publicKey, 'v3R2').address;
const FAST = { intervalMs: 50 };

let server: RunningServer;
let dataDir: string;
let database: TestDatabaseUrl | undefined;
let tonApi: TonApiClient;
let usdtSlug: ReturnType<typeof buildTokenSlug>;

async function faucet(address: Address, amount: string, jetton?: 'USDT'): Promise<void> {
  const response = await fetch(`${server.url}/tonapi/sandbox/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: address.toRawString(), amount, ...(jetton ? { jetton } : {}) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function balanceOf(address: Address): Promise<bigint> {
  return (await tonApi.getAccount(address.toRawString())).balance;
}

async function usdtOf(address: Address): Promise<bigint> {
  const balances = await tonApi.getJettonBalances(address.toRawString());
  return (
    balances.find((entry) => buildTokenSlug({ kind: 'jetton', master: entry.jetton.address }) === usdtSlug)
      ?.balance ?? 0n
  );
}

function tonRequest(overrides: Partial<TransferRequest> = {}): TransferRequest {
  return {
    version: 'v5R1',
    publicKey: SENDER_KEYS.publicKey,
    to: RECIPIENT.toString({ bounceable: false }),
    token: 'ton',
    amount: toNano('0.5'),
    ...overrides,
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-wallet-send-'));
  database = await createTestDatabaseUrl();
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    }),
  );
  tonApi = createTonApiClient({ baseUrl: `${server.url}/tonapi`, fetch });
  await faucet(SENDER, '20');
  await faucet(SENDER, '100', 'USDT');
  await faucet(POOR, '0.01');
  const [usdt] = await tonApi.getJettonBalances(SENDER.toRawString());
  usdtSlug = buildTokenSlug({ kind: 'jetton', master: usdt?.jetton.address ?? '' });
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await database?.dispose();
});

describe('sending from the wallet on the local chain', () => {
  it('sends TON with a comment (deploying the wallet), tracks it to confirmed; the emulated fee is not above the real one', async () => {
    const sender = createWalletSender({ tonApi });
    const request = tonRequest({ comment: 'first ferry transfer' });
    const before = { sender: await balanceOf(SENDER), recipient: await balanceOf(RECIPIENT) };
    const quote = await sender.quote(request);
    expect(quote.feeNano).toBeGreaterThan(0n);
    expect(quote.maxAmount).toBe(before.sender - quote.feeNano);

    const stages: string[] = [];
    const sent = await sender.send(request, SENDER_KEYS, {
      ...FAST,
      onProgress: (stage) => stages.push(stage),
    });
    const result = await sent.done;
    expect(result.outcome).toBe('confirmed');
    expect(stages.at(-1)).toBe('confirmed');

    const realFee = before.sender - (await balanceOf(SENDER)) - request.amount;
    expect(await balanceOf(RECIPIENT)).toBe(before.recipient + request.amount);
    expect(quote.feeNano).toBeLessThanOrEqual(realFee);
    // A sanity bound: the estimate is the real cost, not a guess off by a multiple.
    expect(realFee - quote.feeNano).toBeLessThan(quote.feeNano);
  });

  it('sends USDT with a memo through the sender jetton wallet and tracks it', async () => {
    const sender = createWalletSender({ tonApi });
    const request = tonRequest({ token: usdtSlug, amount: 12_500_000n, comment: 'memo 7' });
    const before = { usdt: await usdtOf(SENDER), ton: await balanceOf(SENDER) };
    const quote = await sender.quote(request);
    expect(quote.tokenBalance).toBe(before.usdt);

    const sent = await sender.send(request, SENDER_KEYS, FAST);
    expect((await sent.done).outcome).toBe('confirmed');
    expect(await usdtOf(SENDER)).toBe(before.usdt - request.amount);
    expect(await usdtOf(RECIPIENT)).toBe(request.amount);
    const tonSpent = before.ton - (await balanceOf(SENDER));
    expect(quote.feeNano).toBeLessThanOrEqual(tonSpent);

    const history = await fetchHistory(tonApi, RECIPIENT, { limit: 10 });
    expect(history.items).toContainEqual(
      expect.objectContaining({
        actionType: 'JettonTransfer',
        kind: 'transfer',
        direction: 'in',
        amount: request.amount,
        token: usdtSlug,
        comment: 'memo 7',
        status: 'ok',
      }),
    );
  });

  it('shows both sends in the sender history, newest first, with fees', async () => {
    const history = await fetchHistory(tonApi, SENDER, { limit: 20 });
    const outgoing = history.items.filter((item) => item.direction === 'out');
    expect(outgoing.map((item) => item.actionType)).toEqual(
      expect.arrayContaining(['JettonTransfer', 'TonTransfer']),
    );
    const tonTransfer = outgoing.find((item) => item.comment === 'first ferry transfer');
    expect(tonTransfer).toMatchObject({ actionType: 'TonTransfer', kind: 'transfer', amount: toNano('0.5') });
    // The first send deployed the wallet: the same event also shows its initialisation.
    const sameEvent = history.items.filter((item) => item.eventId === tonTransfer?.eventId);
    expect(sameEvent.map((item) => item.kind)).toContain('walletInitialize');
    expect(sameEvent.reduce((sum, item) => sum + (item.feeNano ?? 0n), 0n)).toBeGreaterThan(0n);
  });

  it('a second send waits while the first is in flight (refused when told not to wait), then sends it', async () => {
    const sender = createWalletSender({ tonApi });
    const first = await sender.send(tonRequest({ amount: toNano('0.1') }), SENDER_KEYS, FAST);
    await expect(
      sender.send(tonRequest({ amount: toNano('0.2') }), SENDER_KEYS, { ...FAST, lockWaitMs: 0 }),
    ).rejects.toMatchObject({ code: 'TRANSFER_IN_PROGRESS' });
    const second = await sender.send(tonRequest({ amount: toNano('0.2') }), SENDER_KEYS, FAST);
    expect((await first.done).outcome).toBe('confirmed');
    expect((await second.done).outcome).toBe('confirmed');
  });

  it('a replayed message (its seqno already used) is refused by the chain', async () => {
    const sent: string[] = [];
    const recording: TonApiClient = {
      ...tonApi,
      sendMessage: async (boc) => {
        sent.push(boc);
        await tonApi.sendMessage(boc);
      },
    };
    const first = await createWalletSender({ tonApi: recording }).send(
      tonRequest({ amount: toNano('0.01') }),
      SENDER_KEYS,
      FAST,
    );
    expect((await first.done).outcome).toBe('confirmed');
    await expect(tonApi.sendMessage(sent[0] ?? '')).rejects.toMatchObject({
      code: 'SEND_PUBLISH_TX_ERROR',
      details: { status: expect.any(Number) },
    });
  });

  it('refuses when the balance covers the amount but not the network fee', async () => {
    const request: TransferRequest = {
      version: 'v3R2',
      publicKey: POOR_KEYS.publicKey,
      to: RECIPIENT.toString(),
      token: 'ton',
      amount: toNano('0.01') - 1000n,
    };
    await expect(createWalletSender({ tonApi }).quote(request)).rejects.toMatchObject({
      code: 'NOT_ENOUGH_TON_FOR_FEE',
    });
  });

  it('refuses to send while tonapi reports an indexer that lags past the lifetime', async () => {
    const sent: string[] = [];
    const lagging: TonApiClient = {
      ...tonApi,
      getStatus: async () => ({ rest_online: true, indexing_latency: 3300 }),
      sendMessage: async (boc) => {
        sent.push(boc);
      },
    };
    await expect(
      createWalletSender({ tonApi: lagging }).send(tonRequest(), SENDER_KEYS),
    ).rejects.toMatchObject({
      code: 'TONAPI_UNAVAILABLE',
    });
    expect(sent).toEqual([]);
  });

  it('calls a message that never reached the chain expired once its lifetime has passed', async () => {
    const swallowing: TonApiClient = { ...tonApi, sendMessage: async () => undefined };
    let nowMs = 0;
    // Each poll moves the clock ten minutes on: the 55-minute lifetime passes in a few polls.
    const clock = {
      now: () => nowMs,
      sleep: async () => {
        nowMs += 600_000;
      },
    };
    const stages: string[] = [];
    const sent = await createWalletSender({ tonApi: swallowing }).send(
      tonRequest({ amount: 1n }),
      SENDER_KEYS,
      {
        clock,
        onProgress: (stage) => stages.push(stage),
      },
    );
    expect((await sent.done).outcome).toBe('expired');
    expect(stages).toEqual(['pending', 'expired']);
  });

  it('finds no event for a message the chain never saw', async () => {
    expect(await tonApi.findEvent('ab'.repeat(32))).toBeNull();
  });

  it('reads the public key and address of a state init (TON Connect)', async () => {
    const init = openWalletContract(RECIPIENT_KEYS.publicKey, 'v4R2').init;
    const stateInit = beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');
    const info = await tonApi.getStateInitInfo(stateInit);
    expect(info.publicKey).toBe(Buffer.from(RECIPIENT_KEYS.publicKey).toString('hex'));
    expect(Address.parse(info.address).equals(RECIPIENT)).toBe(true);
  });

  it('reads the wallet from every endpoint the send screens use', async () => {
    expect((await tonApi.getStatus()).rest_online).toBe(true);
    expect(await tonApi.getPublicKey(SENDER.toRawString())).toBe(
      Buffer.from(SENDER_KEYS.publicKey).toString('hex'),
    );
    expect(await tonApi.getSeqno(SENDER.toRawString())).toBeGreaterThan(0);
    expect(Address.parse((await tonApi.getAccount(SENDER.toRawString())).address).equals(SENDER)).toBe(true);
  });
});
