import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address, beginCell, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestWallet, jettonTransferBody } from '../../test-support/ton-wallets';
import { loadTonApiClient } from './tonapi-client.test-kit';

let testApp: TestApp;
let dataDir: string;
let client: InstanceType<Awaited<ReturnType<typeof loadTonApiClient>>['TonApiClient']>;

const other = Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI');

async function faucet(body: Record<string, unknown>) {
  const response = await testApp.app.request('/tonapi/sandbox/faucet', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get(pathname: string) {
  const response = await testApp.app.request(pathname);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function post(pathname: string, body: unknown) {
  const response = await testApp.app.request(pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tonapi-routes-'));
  testApp = await createTestApp({ environment: { DATA_DIR: dataDir } });
  const { TonApiClient } = await loadTonApiClient();
  client = new TonApiClient({
    baseUrl: 'http://ferry.test/tonapi',
    fetch: (input, init) => Promise.resolve(testApp.app.request(input as string, init)),
  });
});

afterAll(async () => {
  await testApp.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe('/tonapi on the local chain, through @ton-api/client', () => {
  it('answers status, time, rates and an undeployed account', async () => {
    const status = await client.utilities.status();
    expect(status.restOnline).toBe(true);
    expect(status.indexingLatency).toBe(0);
    const { time } = await client.liteServer.getRawTime();
    expect(Math.abs(time - Date.now() / 1000)).toBeLessThan(5);
    const rates = await client.rates.getRates({ tokens: ['ton'], currencies: ['usd'] });
    expect(rates.rates.TON?.prices?.USD).toBeGreaterThan(0);
    const wallet = createTestWallet('v5r1');
    const account = await client.accounts.getAccount(wallet.address);
    expect(account.status).toBe('nonexist');
    expect(account.balance).toBe(0n);
    expect((await client.wallet.getAccountSeqno(wallet.address)).seqno).toBe(0);
  });

  for (const version of ['v5r1', 'v4r2'] as const) {
    it(`sends a client-signed ${version} transfer, refuses its replay, and lists it in history`, async () => {
      const wallet = createTestWallet(version);
      expect((await faucet({ address: wallet.address.toString(), amount: '3' })).status).toBe(200);
      const boc = wallet.transfer({ seqno: 0, to: other, value: toNano('0.5'), body: 'hi there' });
      const { Cell } = await import('@ton/core');
      const cell = Cell.fromBoc(boc)[0] as InstanceType<typeof Cell>;

      const emulated = await client.emulation.emulateMessageToEvent(
        { boc: cell },
        { ignore_signature_check: false },
      );
      const flow = emulated.valueFlow.find((entry: { account: { address: Address } }) =>
        entry.account.address.equals(wallet.address),
      );
      expect(flow?.fees).toBeGreaterThan(0n);
      expect(flow?.ton).toBeLessThan(-toNano('0.5'));

      await client.blockchain.sendBlockchainMessage({ boc: cell });
      expect((await client.wallet.getAccountSeqno(wallet.address)).seqno).toBe(1);
      const key = await client.accounts.getAccountPublicKey(wallet.address);
      expect(key.publicKey).toMatch(/^[0-9a-f]{64}$/);
      const account = await client.accounts.getAccount(wallet.address);
      expect(account.status).toBe('active');
      expect(account.isWallet).toBe(true);

      const replay = await post('/tonapi/v2/blockchain/message', { boc: boc.toString('hex') });
      expect(replay.status).toBe(422);
      expect(replay.body).toMatchObject({ code: 'SEQNO', exit_code: version === 'v5r1' ? 133 : 33 });
      expect(replay.body.error).toMatch(/seqno/);

      const history = await client.accounts.getAccountEvents(wallet.address, { limit: 10 });
      expect(history.events).toHaveLength(2);
      const [sent] = history.events;
      const transfer = sent?.actions.find(
        (action: { type: string }) => action.type === 'TonTransfer',
      )?.TonTransfer;
      expect(transfer?.comment).toBe('hi there');
      expect(transfer?.amount).toBe(toNano('0.5'));
      expect(transfer?.recipient.address.equals(other)).toBe(true);
      // Paging with before_lt returns the older one.
      const older = await client.accounts.getAccountEvents(wallet.address, {
        limit: 1,
        before_lt: BigInt(sent?.lt ?? 0),
      });
      expect(older.events[0]?.eventId).toBe(history.events[1]?.eventId);

      // Tracking by the external message hash (how the wallet follows a send to finality).
      const byHash = await client.events.getEvent(cell.hash().toString('hex'));
      expect(byHash.eventId).toBe(sent?.eventId);
      expect(byHash.inProgress).toBe(false);
    });
  }

  it('moves USDT: faucet, balances with wallet address, jetton transfer in history', async () => {
    const alice = createTestWallet('v5r1');
    const bob = createTestWallet('v5r1');
    await faucet({ address: alice.address.toString(), amount: '2' });
    const funded = await faucet({
      address: alice.address.toRawString(),
      amount: '12.5',
      jetton: 'USDT',
      comment: 'm1',
    });
    expect(funded.status).toBe(200);
    const jettons = await client.accounts.getAccountJettonsBalances(alice.address, { currencies: ['usd'] });
    expect(jettons.balances[0]?.balance).toBe(12_500_000n);
    expect(jettons.balances[0]?.jetton.symbol).toBe('USD₮');
    expect(jettons.balances[0]?.jetton.decimals).toBe(6);
    const jettonWallet = jettons.balances[0]?.walletAddress.address as Address;

    // The chain's jetton wallet address, as a client asks it from the master.
    const master = jettons.balances[0]?.jetton.address as Address;
    const method = await client.blockchain.execGetMethodForBlockchainAccount(master, 'get_wallet_address', {
      args: [alice.address.toRawString()],
    });
    expect(method.success).toBe(true);
    expect((method.decoded as { jetton_wallet_address?: string }).jetton_wallet_address).toBe(
      jettonWallet.toRawString(),
    );

    const boc = alice.transfer({
      seqno: 0,
      to: jettonWallet,
      value: toNano('0.1'),
      bounce: true,
      body: jettonTransferBody({
        to: bob.address,
        responseTo: alice.address,
        amount: 2_000_000n,
        comment: 'lunch',
      }),
    });
    expect((await post('/tonapi/blockchain/message', { boc: boc.toString('base64') })).status).toBe(200);
    const bobEvents = await client.accounts.getAccountEvents(bob.address, { limit: 5 });
    const jettonAction = bobEvents.events[0]?.actions.find(
      (action: { type: string }) => action.type === 'JettonTransfer',
    );
    expect(jettonAction?.status).toBe('ok');
    expect(jettonAction?.JettonTransfer?.amount).toBe(2_000_000n);
    expect(jettonAction?.JettonTransfer?.comment).toBe('lunch');
    expect(jettonAction?.JettonTransfer?.sender?.address.equals(alice.address)).toBe(true);
    const bobJettons = await client.accounts.getAccountJettonsBalances(bob.address);
    expect(bobJettons.balances[0]?.balance).toBe(2_000_000n);
  });

  it('answers the TON Connect state-init lookup under both paths', async () => {
    const { WalletContractV5R1 } = await import('@ton/ton');
    const { storeStateInit } = await import('@ton/core');
    const publicKey = Buffer.alloc(32, 9);
    const contract = WalletContractV5R1.create({ workchain: 0, publicKey });
    const stateInit = beginCell().store(storeStateInit(contract.init)).endCell().toBoc().toString('base64');
    for (const pathname of ['/tonapi/v2/tonconnect/stateinit', '/tonapi/accounts/tonconnect/stateinit']) {
      const answer = await post(pathname, { state_init: stateInit });
      expect(answer).toEqual({
        status: 200,
        body: { public_key: publicKey.toString('hex'), address: contract.address.toRawString() },
      });
    }
  });

  it('answers client mistakes with 4xx and { error }', async () => {
    expect(await get('/tonapi/v2/accounts/not-an-address')).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
    expect((await post('/tonapi/v2/blockchain/message', { boc: 'zz!!' })).status).toBe(400);
    expect((await post('/tonapi/v2/blockchain/message', { boc: 'deadbeef' })).status).toBe(400);
    expect((await post('/tonapi/v2/blockchain/message', {})).status).toBe(400);
    expect((await post('/tonapi/v2/events/emulate', { boc: 'deadbeef' })).status).toBe(400);
    expect((await post('/tonapi/v2/tonconnect/stateinit', { state_init: 'AAAA' })).status).toBe(400);
    expect((await get(`/tonapi/v2/accounts/${other.toRawString()}/events?limit=0`)).status).toBe(400);
    expect(
      (await get(`/tonapi/v2/accounts/${other.toRawString()}/events?limit=5&before_lt=abc`)).status,
    ).toBe(400);
    expect((await get(`/tonapi/v2/events/${'ab'.repeat(32)}`)).status).toBe(404);
    expect((await get(`/tonapi/v2/accounts/${other.toRawString()}/publickey`)).status).toBe(404);
    expect((await faucet({ address: other.toString(), amount: '-1' })).status).toBe(400);
    expect((await faucet({ address: other.toString(), amount: '1', jetton: 'DOGE' })).status).toBe(400);
    expect((await faucet({ address: 'nope', amount: '1' })).status).toBe(400);
    const raw = await testApp.app.request('/tonapi/v2/blockchain/message', {
      method: 'POST',
      body: 'not json',
    });
    expect(raw.status).toBe(400);
  });
});
