// The sender's test kit: a fake tonapi over one wallet's chain state, the keys and addresses it
// knows, and readers of the externals the sender signs.
import { Address, beginCell, Cell, loadMessage, loadMessageRelaxed, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiEvent } from '../tonapi/tonapi-schemas';
import { JETTON_TRANSFER_OP } from './send-constants';
import { openSendingWallet } from './sending-wallet';

export const KEYS = keyPairFromSeed(Buffer.alloc(32, 7));
export const RECIPIENT = openSendingWallet(
  'v4R2',
  keyPairFromSeed(Buffer.alloc(32, 9)).publicKey,
).address.toString({
  bounceable: false,
});
export const JETTON_MASTER = Address.parseRaw(`0:${'11'.repeat(32)}`);
export const JETTON_WALLET = Address.parseRaw(`0:${'22'.repeat(32)}`);
export const CHAIN_NOW = 1_764_050_000;
export const FEE = 2_500_000n;
export const V5_SIGNED_EXTERNAL_OP = 0x7369676e;

export interface FakeChain {
  status: { rest_online: boolean; indexing_latency: number };
  balance: bigint;
  deployed: boolean;
  seqno: number;
  jettonBalance: bigint;
  sent: string[];
  emulated: string[];
}

/** tonapi as the sender sees it; emulation answers the wallet's value flow with a fixed fee. */
export function fakeTonApi(
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
export function readExternal(bocHex: string) {
  const message = loadMessage(cellOf(bocHex).beginParse());
  return { message, body: message.body };
}

export function readOutgoing(bocHex: string): { value: bigint; isJetton: boolean; to: Address } {
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

/** A clock whose deadline passes at once: tracking ends after one look (expired when unseen). */
export function instantClock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms * 1_000_000;
    },
  };
}

/** v5R1 external body: signed part (everything but the trailing 512 signature bits). */
export function signedPartOfV5(body: Cell): Cell {
  const slice = body.beginParse();
  const builder = beginCell().storeBits(slice.loadBits(slice.remainingBits - 512));
  for (const ref of body.refs) builder.storeRef(ref);
  return builder.endCell();
}

export function v5SignatureOf(body: Cell): Buffer {
  const slice = body.beginParse();
  slice.skip(slice.remainingBits - 512);
  return slice.loadBuffer(64);
}

export function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

export function cellOf(bocHex: string): Cell {
  return must(Cell.fromBoc(Buffer.from(bocHex, 'hex'))[0]);
}
