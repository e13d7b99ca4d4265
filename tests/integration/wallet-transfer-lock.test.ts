import {
  type ConnectedWallet,
  createTonApiClient,
  createTransferLock,
  createWalletSender,
  openWalletContract,
  signAndSendTransaction,
  type TonApiClient,
  type WalletRequest,
} from '@ferry/shared/wallet';
import { Address, Cell, loadMessage, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestServer, startApiTestServer } from './api-test-server';

// Every send of a wallet goes through its one transfer lock: TON Connect's sendTransaction and
// the wallet's own send, started at the same moment against the real local chain (@ton/sandbox
// behind our /tonapi), sign two different seqnos and both land.

const KEYS = keyPairFromSeed(Buffer.alloc(32, 91));
const WALLET = openWalletContract(KEYS.publicKey, 'v5R1').address;
const CONNECTED: ConnectedWallet = {
  rawAddress: WALLET.toRawString(),
  publicKey: KEYS.publicKey.toString('hex'),
  version: 'v5R1',
};
const RECIPIENT = Address.parseRaw(`0:${'6b'.repeat(32)}`);

let running: ApiTestServer | undefined;
let server: ApiTestServer['server'];
let tonApi: TonApiClient;

beforeAll(async () => {
  running = await startApiTestServer('transfer-lock');
  server = running.server;
  tonApi = createTonApiClient({ baseUrl: `${server.url}/tonapi`, fetch });
  const funded = await fetch(`${server.url}/tonapi/sandbox/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: WALLET.toRawString(), amount: '10' }),
  });
  expect(funded.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

let requestId = 0;
function dappRequest(nanoton: bigint): Extract<WalletRequest, { kind: 'sendTransaction' }> {
  requestId += 1;
  return {
    kind: 'sendTransaction',
    id: String(requestId),
    sessionId: 'a'.repeat(64),
    validUntil: Math.floor(Date.now() / 1000) + 240,
    messages: [
      {
        address: RECIPIENT.toString({ bounceable: false }),
        to: RECIPIENT.toRawString(),
        bounce: false,
        amount: nanoton,
        payload: null,
        stateInit: null,
        comment: null,
      },
    ],
    origin: null,
  };
}

/** The seqno a signed v5R1 external carries (after its opcode, wallet id and valid_until). */
function seqnoOf(bocBase64: string): number {
  const body = loadMessage(Cell.fromBase64(bocBase64).beginParse()).body.beginParse();
  expect(body.loadUint(32)).toBe(0x7369676e); // "sign": an external request of wallet v5
  body.loadUint(32); // wallet id
  body.loadUint(32); // valid_until
  return body.loadUint(32);
}

/** The recipient is an uninitialized account: it pays a few nanoton of storage between blocks. */
function expectAbout(balance: bigint, expected: bigint) {
  expect(balance).toBeLessThanOrEqual(expected);
  expect(balance).toBeGreaterThan(expected - 1_000n);
}

async function recipientBalance(): Promise<bigint> {
  return (await tonApi.getAccount(RECIPIENT.toRawString()).catch(() => null))?.balance ?? 0n;
}

describe('one transfer lock for every send of a wallet', () => {
  it('two TON Connect requests at once: seqnos 0 and 1, both land', async () => {
    const lock = createTransferLock();
    const input = { wallet: CONNECTED, secretKey: KEYS.secretKey, tonapi: tonApi, lock };
    const [first, second] = await Promise.all([
      signAndSendTransaction({ ...input, request: dappRequest(toNano('1')), nowMs: Date.now() }),
      signAndSendTransaction({ ...input, request: dappRequest(toNano('2')), nowMs: Date.now() }),
    ]);
    expect([seqnoOf(first.boc), seqnoOf(second.boc)]).toEqual([0, 1]);
    expect((await first.done).outcome).toBe('confirmed');
    expect((await second.done).outcome).toBe('confirmed');
    expectAbout(await recipientBalance(), toNano('3'));
    expect(await tonApi.getSeqno(WALLET.toRawString())).toBe(2);
    expect(lock.isHeld(WALLET)).toBe(false);
  }, 60_000);

  it('a TON Connect request and the wallet’s own send at once: seqnos 2 and 3, both land', async () => {
    const lock = createTransferLock();
    const sender = createWalletSender({ tonApi, lock });
    const before = await recipientBalance();
    const [fromDapp, own] = await Promise.all([
      signAndSendTransaction({
        request: dappRequest(toNano('0.5')),
        wallet: CONNECTED,
        secretKey: KEYS.secretKey,
        tonapi: tonApi,
        nowMs: Date.now(),
        lock,
      }),
      sender.send(
        {
          version: 'v5R1',
          publicKey: KEYS.publicKey,
          to: RECIPIENT.toString({ bounceable: false }),
          token: 'ton',
          amount: toNano('0.25'),
        },
        KEYS,
        { intervalMs: 50 },
      ),
    ]);
    expect(seqnoOf(fromDapp.boc)).toBe(2);
    expect((await fromDapp.done).outcome).toBe('confirmed');
    expect((await own.done).outcome).toBe('confirmed');
    expectAbout(await recipientBalance(), before + toNano('0.75'));
    expect(await tonApi.getSeqno(WALLET.toRawString())).toBe(4);
  }, 60_000);
});
