import { Address, beginCell, Cell, loadMessage, loadMessageRelaxed, toNano } from '@ton/core';
import { keyPairFromSeed, signVerify } from '@ton/crypto';
import { describe, expect, it } from 'vitest';
import { buildTokenSlug } from '../token-slug';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiEvent } from '../tonapi/tonapi-schemas';
import type { WalletVersion } from '../versions';
import {
  JETTON_TRANSFER_OP,
  JETTON_TRANSFER_TON,
  JETTON_TRANSFER_TON_MIN,
  MESSAGE_LIFETIME_SECONDS,
} from './send-constants';
import { openSendingWallet } from './sending-wallet';
import { createWalletSender } from './wallet-sender';

const KEYS = keyPairFromSeed(Buffer.alloc(32, 7));
const RECIPIENT = openSendingWallet('v4R2', keyPairFromSeed(Buffer.alloc(32, 9)).publicKey).address.toString({
  bounceable: false,
});
const JETTON_MASTER = Address.parseRaw(`0:${'11'.repeat(32)}`);
const JETTON_WALLET = Address.parseRaw(`0:${'22'.repeat(32)}`);
const CHAIN_NOW = 1_764_050_000;
const FEE = 2_500_000n;
const V5_SIGNED_EXTERNAL_OP = 0x7369676e;

interface FakeChain {
  status: { rest_online: boolean; indexing_latency: number };
  balance: bigint;
  deployed: boolean;
  seqno: number;
  jettonBalance: bigint;
  sent: string[];
  emulated: string[];
}

/** tonapi as the sender sees it; emulation answers the wallet's value flow with a fixed fee. */
function fakeTonApi(
  wallet: Address,
  overrides: Partial<FakeChain> = {},
): { client: TonApiClient; chain: FakeChain } {
  const chain: FakeChain = {
    status: { rest_online: true, indexing_latency: 1 },
    balance: toNano('10'),
    deployed: true,
    seqno: 4,
    jettonBalance: 5_000_000n,
    sent: [],
    emulated: [],
    ...overrides,
  };
  const emulatedEvent = (tonSent: bigint): TonApiEvent => ({
    event_id: 'emulated',
    timestamp: CHAIN_NOW,
    actions: [{ type: 'TonTransfer', status: 'ok' }],
    value_flow: [{ account: { address: wallet.toRawString() }, ton: -(tonSent + FEE), fees: FEE / 2n }],
    lt: 1n,
    in_progress: false,
  });
  const client: Partial<TonApiClient> = {
    getStatus: async () => chain.status,
    getTime: async () => CHAIN_NOW,
    getAccount: async (address) => {
      const isWallet = Address.parse(address).equals(wallet);
      return {
        address,
        balance: isWallet ? chain.balance : 0n,
        status: isWallet ? (chain.deployed ? 'active' : 'uninit') : 'active',
      };
    },
    getSeqno: async () => chain.seqno,
    getJettonBalances: async () => [
      {
        balance: chain.jettonBalance,
        wallet_address: { address: JETTON_WALLET.toRawString() },
        jetton: { address: JETTON_MASTER.toRawString(), name: 'Tether USD', symbol: 'USDT', decimals: 6 },
      },
    ],
    emulate: async (boc) => {
      chain.emulated.push(boc);
      const value = readOutgoing(boc).value;
      // A jetton transfer's attached TON comes back as excess: only the fee leaves.
      return emulatedEvent(readOutgoing(boc).isJetton ? 0n : value);
    },
    sendMessage: async (boc) => {
      chain.sent.push(boc);
    },
    findEvent: async () => null,
  };
  return { client: client as TonApiClient, chain };
}

/** The signed body of an external: signature, then the signing message with one outgoing message ref. */
function readExternal(bocHex: string) {
  const message = loadMessage(cellOf(bocHex).beginParse());
  return { message, body: message.body };
}

function readOutgoing(bocHex: string): { value: bigint; isJetton: boolean; to: Address } {
  const { body } = readExternal(bocHex);
  // v5R1 bodies start with the `sign` opcode and keep the message in the out-action list
  // (prev, message); v3/v4 bodies keep it as their only reference.
  const isV5 = body.beginParse().loadUint(32) === V5_SIGNED_EXTERNAL_OP;
  const outgoing = isV5 ? must(must(body.refs[0]).refs[1]) : must(body.refs[0]);
  const parsed = loadMessageRelaxed(outgoing.beginParse());
  if (parsed.info.type !== 'internal') throw new Error('not internal');
  const op = parsed.body.beginParse().remainingBits >= 32 ? parsed.body.beginParse().loadUint(32) : 0;
  return { value: parsed.info.value.coins, isJetton: op === JETTON_TRANSFER_OP, to: parsed.info.dest };
}

const VERSIONS: WalletVersion[] = ['v3R1', 'v3R2', 'v4R1', 'v4R2', 'v5R1'];

describe('createWalletSender', () => {
  it.each(VERSIONS)(
    '%s: quotes the fee from emulation and signs a message the key verifies',
    async (version) => {
      const wallet = openSendingWallet(version, KEYS.publicKey);
      const { client, chain } = fakeTonApi(wallet.address);
      const sender = createWalletSender({ tonApi: client });
      const request = {
        version,
        publicKey: KEYS.publicKey,
        to: RECIPIENT,
        token: 'ton' as const,
        amount: toNano('1.5'),
        comment: 'hi',
      };

      const quote = await sender.quote(request);
      expect(quote.feeNano).toBe(FEE);
      expect(quote.maxAmount).toBe(toNano('10') - FEE);
      expect(quote.walletAddress).toBe(wallet.address.toString({ bounceable: false }));

      const sent = await sender.send(request, KEYS, { intervalMs: 1, clock: instantClock() });
      expect(sent.validUntil).toBe(CHAIN_NOW + MESSAGE_LIFETIME_SECONDS);
      const { message, body } = readExternal(must(chain.sent[0]));
      expect(message.info.dest?.toString()).toBe(wallet.address.toString());
      expect(message.init).toBeFalsy();
      expect(sent.messageHash).toBe(cellOf(must(chain.sent[0])).hash().toString('hex'));
      // v5R1 puts the signature last, v3/v4 first.
      const slice = body.beginParse();
      const signature = version === 'v5R1' ? null : slice.loadBuffer(64);
      const signed = version === 'v5R1' ? signedPartOfV5(body) : beginCell().storeSlice(slice).endCell();
      const v5Signature = version === 'v5R1' ? v5SignatureOf(body) : null;
      expect(signVerify(signed.hash(), must(signature ?? v5Signature ?? undefined), KEYS.publicKey)).toBe(
        true,
      );
      expect(readOutgoing(must(chain.sent[0])).value).toBe(toNano('1.5'));
      await sent.done;
    },
  );

  it('deploys an undeployed wallet with its first message (seqno 0, state init)', async () => {
    const wallet = openSendingWallet('v5R1', KEYS.publicKey);
    const { client, chain } = fakeTonApi(wallet.address, { deployed: false, seqno: 99 });
    const sent = await createWalletSender({ tonApi: client }).send(
      { version: 'v5R1', publicKey: KEYS.publicKey, to: RECIPIENT, token: 'ton', amount: 1n },
      KEYS,
      { intervalMs: 1, clock: instantClock() },
    );
    expect(readExternal(must(chain.sent[0])).message.init).toBeTruthy();
    await sent.done;
  });

  it.each([
    ['amount over balance', { balance: toNano('1') }, toNano('2'), 'INSUFFICIENT_BALANCE'],
    ['amount fits, fee does not', { balance: toNano('1') }, toNano('1') - FEE + 1n, 'NOT_ENOUGH_TON_FOR_FEE'],
    ['tonapi offline', { status: { rest_online: false, indexing_latency: 0 } }, 1n, 'TONAPI_UNAVAILABLE'],
    ['indexer too late', { status: { rest_online: true, indexing_latency: 3270 } }, 1n, 'TONAPI_UNAVAILABLE'],
    ['zero amount', {}, 0n, 'INVALID_AMOUNT'],
  ])('TON quote refused: %s', async (_name, chainState, amount, code) => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address, chainState);
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).rejects.toMatchObject({ code });
  });

  it('exactly amount + fee is enough', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address, { balance: toNano('1') });
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount: toNano('1') - FEE,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).resolves.toMatchObject({
      feeNano: FEE,
    });
  });

  it('refuses to send from a read-only LockupV1 wallet', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address);
    const request = {
      version: 'LockupV1' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount: 1n,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).rejects.toMatchObject({
      code: 'VERSION_CANNOT_SEND',
    });
  });

  it('refuses a recipient that is not an address', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address);
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: 'UQnot-an-address',
      token: 'ton' as const,
      amount: 1n,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).rejects.toMatchObject({
      code: 'INVALID_RECIPIENT_ADDRESS',
    });
  });

  it.each([
    ['1 TON attached when the wallet holds it', toNano('10'), JETTON_TRANSFER_TON],
    ['0.05 TON attached when it holds less', toNano('0.5'), JETTON_TRANSFER_TON_MIN],
  ])('jetton transfer: %s', async (_name, balance, attached) => {
    const wallet = openSendingWallet('v5R1', KEYS.publicKey);
    const { client, chain } = fakeTonApi(wallet.address, { balance });
    const token = buildTokenSlug({ kind: 'jetton', master: JETTON_MASTER });
    const request = {
      version: 'v5R1' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token,
      amount: 1_000_000n,
      comment: 'memo 42',
    };
    const quote = await createWalletSender({ tonApi: client }).quote(request);
    expect(quote).toMatchObject({
      feeNano: FEE,
      tokenBalance: 5_000_000n,
      maxAmount: 5_000_000n,
      tonRequiredNano: attached,
    });
    const outgoing = readOutgoing(must(chain.emulated[0]));
    expect(outgoing).toMatchObject({ value: attached, isJetton: true });
    expect(outgoing.to.equals(JETTON_WALLET)).toBe(true);
  });

  it.each([
    ['more jettons than held', { jettonBalance: 10n }, 'INSUFFICIENT_BALANCE'],
    ['no TON for attached + fee', { balance: toNano('0.05') }, 'NOT_ENOUGH_TON_FOR_FEE'],
  ])('jetton quote refused: %s', async (_name, chainState, code) => {
    const wallet = openSendingWallet('v5R1', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address, chainState);
    const token = buildTokenSlug({ kind: 'jetton', master: JETTON_MASTER });
    const request = {
      version: 'v5R1' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token,
      amount: 1_000n,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).rejects.toMatchObject({ code });
  });

  it('makes a second send of the wallet wait until the first is final, or refuses it when told not to wait', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client, chain } = fakeTonApi(wallet.address);
    let land: () => void = () => undefined;
    const landed = new Promise<void>((resolve) => {
      land = resolve;
    });
    client.findEvent = async () => {
      await landed;
      return {
        event_id: 'e',
        timestamp: CHAIN_NOW,
        actions: [{ type: 'TonTransfer', status: 'ok' }],
        lt: 2n,
        in_progress: false,
      };
    };
    const sender = createWalletSender({ tonApi: client });
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount: 1n,
    };
    const first = await sender.send(request, KEYS, { intervalMs: 1 });
    expect(sender.isSending(wallet.address.toString())).toBe(true);
    await expect(sender.send(request, KEYS, { lockWaitMs: 0 })).rejects.toMatchObject({
      code: 'TRANSFER_IN_PROGRESS',
    });
    const waiting = sender.send(request, KEYS, { intervalMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chain.sent).toHaveLength(1); // nothing signed while the first is in flight
    land();
    expect((await first.done).outcome).toBe('confirmed');
    const second = await waiting;
    await second.done;
    expect(chain.sent).toHaveLength(2);
    expect(sender.isSending(wallet.address.toString())).toBe(false);
  });

  it('releases the wallet when publishing fails', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address);
    client.sendMessage = async () => {
      throw Object.assign(new Error('rejected'), { code: 'SEND_PUBLISH_TX_ERROR' });
    };
    const sender = createWalletSender({ tonApi: client });
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount: 1n,
    };
    await expect(sender.send(request, KEYS)).rejects.toMatchObject({ code: 'SEND_PUBLISH_TX_ERROR' });
    expect(sender.isSending(wallet.address.toString())).toBe(false);
  });
});

/** A clock whose deadline passes at once: tracking ends after one look (expired when unseen). */
function instantClock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms * 1_000_000;
    },
  };
}

/** v5R1 external body: signed part (everything but the trailing 512 signature bits). */
function signedPartOfV5(body: Cell): Cell {
  const slice = body.beginParse();
  const builder = beginCell().storeBits(slice.loadBits(slice.remainingBits - 512));
  for (const ref of body.refs) builder.storeRef(ref);
  return builder.endCell();
}

function v5SignatureOf(body: Cell): Buffer {
  const slice = body.beginParse();
  slice.skip(slice.remainingBits - 512);
  return slice.loadBuffer(64);
}

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

function cellOf(bocHex: string): Cell {
  return must(Cell.fromBoc(Buffer.from(bocHex, 'hex'))[0]);
}
