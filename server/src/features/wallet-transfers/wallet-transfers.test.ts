import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { Address, Cell, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTonChain } from '../../providers/ton-chain/local-ton-chain';
import type { TonChain } from '../../providers/ton-chain/ton-chain';
import { tonChainHandleOf } from '../../providers/ton-chain/ton-chain-handle';
import { bearer, createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../test-support/test-app';
import { createTestWallet, jettonTransferBody, type TestWallet } from '../../test-support/ton-wallets';

let dataDir: string;
let chain: TonChain;
let testApp: TestApp;
let nextTelegramId = 7_300_000_000n;
const elsewhere = Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wallet-transfers-'));
  chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
  testApp = await createTestApp({ tonChain: tonChainHandleOf(chain) });
}, 60_000);
afterAll(async () => {
  await testApp?.dispose();
  await chain?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function telegramUser() {
  nextTelegramId += 1n;
  return testApp.signIn({ tgId: nextTelegramId, language: 'en' });
}

type RegisterAnswer = { message_hash?: string; status?: string; error?: { code?: string } };

async function register(login: { access_token: string }, body: Record<string, unknown>) {
  const response = await testApp.app.request('/api/client/v1/wallet/transfers', {
    method: 'POST',
    headers: bearer(login, { 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as RegisterAnswer };
}

async function fundedWallet(): Promise<TestWallet> {
  const wallet = createTestWallet('v5r1');
  await chain.faucet({ to: wallet.address, amount: toNano('10') });
  return wallet;
}

async function sendTon(wallet: TestWallet, amount: bigint) {
  const seqno = await chain.getSeqno(wallet.address);
  return chain.sendExternal(wallet.transfer({ seqno, to: elsewhere, value: amount }));
}

async function walletEventsOf(userId: string) {
  const rows = await testApp.context.db
    .selectFrom('outbox_events')
    .select(['id', 'payload'])
    .where('user_id', '=', userId)
    .where('topic', '=', 'wallet.transfer')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    ...(row.payload as { wallet_transfer: Record<string, unknown> }),
  }));
}

const settle = async () => {
  await testApp.worker('wallet-transfers').runOnce();
  await testApp.worker('wallet-transfers').runOnce();
};

describe('wallet transfers told by the bot', () => {
  it('registers a sent transfer and leaves exactly one final event, idempotently', async () => {
    const login = await telegramUser();
    const wallet = await fundedWallet();
    const { messageHash } = await sendTon(wallet, toNano('1.25'));
    const body = {
      message_hash: messageHash.toUpperCase(),
      address: wallet.address.toString({ bounceable: false }),
      amount: '1250000000',
      symbol: 'TON',
      decimals: 9,
    };
    const first = await register(login, body);
    expect(first.status).toBe(202);
    expect(first.body.message_hash).toBe(messageHash);
    await settle();
    const again = await register(login, body);
    expect(again).toEqual({ status: 202, body: { message_hash: messageHash, status: 'final' } });
    await settle();
    const events = await walletEventsOf(login.uuid);
    expect(events).toHaveLength(1);
    expect(events[0]?.wallet_transfer).toMatchObject({
      message_hash: messageHash,
      address: wallet.address.toRawString(),
      amount: '1250000000',
      symbol: 'TON',
      decimals: 9,
      outcome: 'final',
    });
    const rows = await testApp.context.db
      .selectFrom('wallet_transfers')
      .selectAll()
      .where('user_id', '=', login.uuid)
      .execute();
    expect(rows).toHaveLength(1);
    expect(String(rows[0]?.outbox_event_id)).toBe(events[0]?.id);

    // The bot's stream carries it as a wallet transfer notification.
    const controller = new AbortController();
    const response = await testApp.app.request('/bot/events', {
      headers: {
        [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN),
        'Last-Event-ID': String(BigInt(events[0]?.id ?? '1') - 1n),
      },
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let text = '';
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    await reader.cancel().catch(() => undefined);
    expect(JSON.parse(/data: (.*)/.exec(text)?.[1] ?? '{}')).toEqual({
      event_id: events[0]?.id,
      kind: 'walletTransferFinal',
      chat_id: String(nextTelegramId),
      language: 'en',
      wallet_transfer: { message_hash: messageHash, amount: '1250000000', symbol: 'TON', decimals: 9 },
    });
  });

  it('follows a transfer registered before its trace is committed, from the chain as it commits', async () => {
    const login = await telegramUser();
    const wallet = await fundedWallet();
    const seqno = await chain.getSeqno(wallet.address);
    const next = wallet.transfer({ seqno, to: elsewhere, value: toNano('0.5') });
    // The hash of the message as sent: the chain indexes it by this one and the normalised one.
    const pendingHash = Cell.fromBoc(next)[0]?.hash().toString('hex') ?? '';
    const registered = await register(login, {
      message_hash: pendingHash,
      address: wallet.address.toRawString(),
      amount: '500000000',
      symbol: 'TON',
      decimals: 9,
    });
    expect(registered).toEqual({ status: 202, body: { message_hash: pendingHash, status: 'pending' } });
    await testApp.worker('wallet-transfers').runOnce();
    expect(await walletEventsOf(login.uuid)).toEqual([]);
    await chain.sendExternal(next);
    // No worker pass: the committed trace itself settles it.
    await waitFor(async () => (await walletEventsOf(login.uuid)).length > 0);
    expect((await walletEventsOf(login.uuid)).map((event) => event.wallet_transfer.outcome)).toEqual([
      'final',
    ]);
  });

  it('tells a refused jetton transfer as failed', async () => {
    const login = await telegramUser();
    const wallet = await fundedWallet();
    await chain.faucet({ to: wallet.address, amount: 5_000_000n, jetton: 'USDT' });
    const [own] = await chain.getJettonBalances(wallet.address);
    if (!own) throw new Error('no USDT');
    const seqno = await chain.getSeqno(wallet.address);
    const { messageHash } = await chain.sendExternal(
      wallet.transfer({
        seqno,
        to: Address.parse(own.wallet_address.address),
        value: toNano('0.1'),
        bounce: true,
        body: jettonTransferBody({ to: elsewhere, responseTo: wallet.address, amount: 9_000_000n }),
      }),
    );
    const answer = await register(login, {
      message_hash: messageHash,
      address: wallet.address.toString(),
      amount: '9000000',
      symbol: 'USD₮',
      decimals: 6,
    });
    expect(answer.status).toBe(202);
    await settle();
    const events = await walletEventsOf(login.uuid);
    expect(events.map((event) => event.wallet_transfer.outcome)).toEqual(['failed']);
    expect(events[0]?.wallet_transfer.symbol).toBe('USD₮');
  });

  it('keeps one user’s registration to that user, and says nothing for a hash of another wallet', async () => {
    const alice = await telegramUser();
    const bob = await telegramUser();
    const wallet = await fundedWallet();
    const stranger = createTestWallet('v5r1');
    const { messageHash } = await sendTon(wallet, toNano('0.2'));
    const body = { message_hash: messageHash, amount: '200000000', symbol: 'TON', decimals: 9 };
    expect((await register(alice, { ...body, address: wallet.address.toRawString() })).status).toBe(202);
    // Bob registers the same public hash with a wallet that took no part in it.
    expect((await register(bob, { ...body, address: stranger.address.toRawString() })).status).toBe(202);
    await settle();
    expect(await walletEventsOf(alice.uuid)).toHaveLength(1);
    expect(await walletEventsOf(bob.uuid)).toHaveLength(0);
    const bobs = await register(bob, { ...body, address: stranger.address.toRawString() });
    expect(bobs.body.status).toBe('expired');
  });

  it.each([
    ['a short hash', { message_hash: 'ab' }],
    ['a bad address', { address: 'not-an-address' }],
    ['a friendly-looking address with a broken checksum', { address: `UQ${'A'.repeat(46)}` }],
    ['a negative amount', { amount: '-1' }],
    ['a long symbol', { symbol: 'ABCDEFGHIJKLM' }],
    ['too many decimals', { decimals: 19 }],
  ])('refuses %s with VALIDATION_ERROR', async (_name, change) => {
    const login = await telegramUser();
    const answer = await register(login, {
      message_hash: 'a'.repeat(64),
      address: createTestWallet('v5r1').address.toRawString(),
      amount: '1',
      symbol: 'TON',
      decimals: 9,
      ...change,
    });
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.request('/api/client/v1/wallet/transfers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(401);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
