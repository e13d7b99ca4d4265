import { randomBytes } from 'node:crypto';
import {
  buildJettonTransferBody,
  buildTokenSlug,
  createTonApiClient,
  createWalletSender,
  isWalletError,
  openWalletContract,
  type TonApiClient,
  type TransferRequest,
} from '@ferry/shared/wallet';
import { Address, beginCell, internal, storeMessageRelaxed, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestServer, startApiTestServer } from './api-test-server';

// USD₮ without TON (issue 31): a new W5 wallet holding only USD₮ sends through Ferry's relay on
// the real local chain behind /tonapi; the relay pays the TON and takes its fee in USD₮ unless
// the transfer is one of the month's free ones. Keys are random per run: the free count lives
// in the database, which a PostgreSQL run shares.

const SENDER_KEYS = keyPairFromSeed(randomBytes(32));
const RECIPIENT_KEYS = keyPairFromSeed(randomBytes(32));
const SENDER = openWalletContract(SENDER_KEYS.publicKey, 'v5R1').address;
const RECIPIENT = openWalletContract(RECIPIENT_KEYS.publicKey, 'v5R1').address;
const FIVE_USDT = 5_000_000n;
const FAST = { intervalMs: 50 };

let testServer: ApiTestServer;
let tonApi: TonApiClient;
let usdtSlug: ReturnType<typeof buildTokenSlug>;

async function post(pathname: string, body: unknown): Promise<Response> {
  return fetch(`${testServer.server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function usdtOf(address: Address): Promise<bigint> {
  const balances = await tonApi.getJettonBalances(address.toRawString());
  return balances.find((entry) => Address.parse(entry.jetton.address).equals(master()))?.balance ?? 0n;
}

let usdtMaster: Address;
const master = () => usdtMaster;

/** The relay's offer, which this wallet (W5, holding USD₮) always gets. */
async function offerFor(sender: ReturnType<typeof createWalletSender>, transfer: TransferRequest) {
  const quote = await sender.quoteGasless(transfer);
  if (!quote) throw new Error('the relay made no offer');
  return quote;
}

function request(overrides: Partial<TransferRequest> = {}): TransferRequest {
  return {
    version: 'v5R1',
    publicKey: SENDER_KEYS.publicKey,
    to: RECIPIENT.toString({ bounceable: false }),
    token: usdtSlug,
    amount: FIVE_USDT,
    ...overrides,
  };
}

beforeAll(async () => {
  testServer = await startApiTestServer('wallet-gasless', { GASLESS_FREE_PER_MONTH: '1' });
  tonApi = createTonApiClient({ baseUrl: `${testServer.server.url}/tonapi`, fetch });
  const funded = await post('/tonapi/sandbox/faucet', {
    address: SENDER.toRawString(),
    amount: '50',
    jetton: 'USDT',
  });
  expect(funded.status, await funded.text()).toBe(200);
  const [usdt] = await tonApi.getJettonBalances(SENDER.toRawString());
  usdtMaster = Address.parse(usdt?.jetton.address ?? '');
  usdtSlug = buildTokenSlug({ kind: 'jetton', master: usdtMaster.toRawString() });
});

afterAll(async () => {
  await testServer?.stop();
});

describe('USD₮ without TON through the gasless relay', () => {
  it('a wallet with only USD₮ cannot pay the fee in TON, and the relay offers to', async () => {
    const account = await tonApi.getAccount(SENDER.toRawString());
    // The faucet's transfer notification leaves one nanoton: no TON to speak of.
    expect(account.balance).toBeLessThan(1_000n);
    const sender = createWalletSender({ tonApi });
    await expect(sender.quote(request())).rejects.toSatisfy((error) =>
      isWalletError(error, 'NOT_ENOUGH_TON_FOR_FEE'),
    );
    const config = await tonApi.getGaslessConfig();
    expect(config?.gas_jettons.map((entry) => Address.parse(entry.master_id).equals(usdtMaster))).toEqual([
      true,
    ]);
    expect(config?.free_per_month).toBe(1);
  });

  it('sends 5 USD₮ free (deploying the wallet): the free count goes down by one, balances exact', async () => {
    const sender = createWalletSender({ tonApi });
    const quote = await offerFor(sender, request({ comment: 'for lunch' }));
    expect(quote).toMatchObject({ commission: 0n, freeLeft: 1, freePerMonth: 1 });
    const before = { sender: await usdtOf(SENDER), recipient: await usdtOf(RECIPIENT) };
    expect(before).toEqual({ sender: 50_000_000n, recipient: 0n });

    const sent = await sender.sendGasless(request({ comment: 'for lunch' }), SENDER_KEYS, quote, FAST);
    expect((await sent.done).outcome).toBe('confirmed');
    expect(await usdtOf(SENDER)).toBe(45_000_000n);
    expect(await usdtOf(RECIPIENT)).toBe(5_000_000n);
    expect((await tonApi.getAccount(SENDER.toRawString())).status).toBe('active');

    const next = await sender.quoteGasless(request());
    expect(next?.freeLeft).toBe(0);
    expect(next?.commission).toBeGreaterThan(0n);
  });

  it('sends 5 USD₮ paying the fee in USD₮: the sender pays exactly amount + commission, the relay gets the commission', async () => {
    const sender = createWalletSender({ tonApi });
    const config = await tonApi.getGaslessConfig();
    const relay = Address.parse(config?.relay_address ?? '');
    const quote = await offerFor(sender, request());
    expect(quote.freeLeft).toBe(0);
    const commission = quote.commission;
    // 0.01 USD₮ at least, and a relayed jetton transfer costs well under a dollar of TON.
    expect(commission).toBeGreaterThanOrEqual(10_000n);
    expect(commission).toBeLessThan(1_000_000n);
    const before = {
      sender: await usdtOf(SENDER),
      recipient: await usdtOf(RECIPIENT),
      relay: await usdtOf(relay),
    };
    const relayTon = (await tonApi.getAccount(relay.toRawString())).balance;

    const sent = await sender.sendGasless(request(), SENDER_KEYS, quote, FAST);
    expect((await sent.done).outcome).toBe('confirmed');
    expect(await usdtOf(SENDER)).toBe(before.sender - FIVE_USDT - commission);
    expect(await usdtOf(RECIPIENT)).toBe(before.recipient + FIVE_USDT);
    expect(await usdtOf(relay)).toBe(before.relay + commission);
    // The relay spent TON on the trace and got its excess back: a small cost, not the carried value.
    const spent = relayTon - (await tonApi.getAccount(relay.toRawString())).balance;
    expect(spent).toBeGreaterThan(0n);
    expect(spent).toBeLessThan(100_000_000n);
  });

  it('refuses a transfer signed without commission once the free ones are used up', async () => {
    const sender = createWalletSender({ tonApi });
    const paid = await offerFor(sender, request());
    // The relay's offer as if it were free: only the transfer, no commission message.
    const offer = { ...paid.offer, commission: '0', messages: paid.offer.messages.slice(0, 1) };
    const free = { ...paid, commission: 0n, offer };
    await expect(sender.sendGasless(request(), SENDER_KEYS, free, FAST)).rejects.toSatisfy((error) =>
      isWalletError(error, 'GASLESS_FREE_USED'),
    );
    // Nothing moved, and a correct send still goes through afterwards.
    const fresh = await offerFor(sender, request());
    const sent = await sender.sendGasless(request(), SENDER_KEYS, fresh, FAST);
    expect((await sent.done).outcome).toBe('confirmed');
  });

  it('the wallet refuses an offer that moves more than it asked', async () => {
    const sender = createWalletSender({ tonApi });
    const quote = await offerFor(sender, request());
    // The stated commission is lower than the one the messages pay: the person would be overcharged.
    const raised = { ...quote, offer: { ...quote.offer, commission: String(quote.commission - 1n) } };
    await expect(sender.sendGasless(request(), SENDER_KEYS, raised, FAST)).rejects.toSatisfy((error) =>
      isWalletError(error, 'GASLESS_RELAY_MISMATCH'),
    );
  });

  it('the relay refuses a transfer that fails when emulated (more USD₮ than the wallet holds)', async () => {
    const [holding] = await tonApi.getJettonBalances(SENDER.toRawString());
    const body = buildJettonTransferBody({
      sender: SENDER,
      recipient: RECIPIENT,
      jettonAmount: 1_000_000_000_000n,
      queryId: 1n,
    });
    const wanted = internal({
      to: Address.parse(holding?.wallet_address.address ?? ''),
      value: toNano('0.05'),
      body,
    });
    const answer = await post(`/tonapi/v2/gasless/estimate/${usdtMaster.toRawString()}`, {
      wallet_address: SENDER.toRawString(),
      wallet_public_key: Buffer.from(SENDER_KEYS.publicKey).toString('hex'),
      messages: [{ boc: beginCell().store(storeMessageRelaxed(wanted)).endCell().toBoc().toString('hex') }],
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      code: 'GASLESS_REFUSED',
      error: expect.stringMatching(/emulated/),
    });
  });

  it('the relay refuses a replayed, a badly signed and a malformed message without spending TON', async () => {
    const answers = await Promise.all([
      post('/tonapi/v2/gasless/send', { wallet_public_key: 'zz', boc: 'ab' }),
      post('/tonapi/v2/gasless/send', {
        wallet_public_key: Buffer.from(SENDER_KEYS.publicKey).toString('hex'),
        boc: 'b5ee9c72',
      }),
      post('/tonapi/v2/gasless/estimate/0:00', {
        wallet_address: 'x',
        wallet_public_key: '00'.repeat(32),
        messages: [{ boc: 'ab' }],
      }),
      fetch(`${testServer.server.url}/tonapi/v2/gasless/send`, { method: 'POST', body: 'not json' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: expect.any(String), code: 'GASLESS_REFUSED' });
    }
  });
});
