import { Address, beginCell, comment } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildJettonTransferBody } from '../send/transfer-messages';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiAccountEvent, TonApiEvent } from '../tonapi/tonapi-schemas';
import { KNOWN_SCAM_ADDRESSES } from './known-scam-addresses';
import { isLureComment } from './lure-words';
import { reviewTransaction } from './review-transaction';
import { makeWallet } from './tonconnect.test-kit';
import type { ConnectedWallet, GuardFlag, RequestedMessage, WalletRequest } from './tonconnect-api';

const TON = 1_000_000_000n;
const friend = `0:${'11'.repeat(32)}`;
const stranger = `0:${'22'.repeat(32)}`;
const usdtMaster = `0:${'33'.repeat(32)}`;
const shitMaster = `0:${'44'.repeat(32)}`;
const [scam] = KNOWN_SCAM_ADDRESSES as [string];

let wallet: ConnectedWallet;
beforeAll(async () => {
  ({ wallet } = await makeWallet('v5R1'));
}, 30_000);

const ref = (address: string, extra: Record<string, unknown> = {}) => ({ address, ...extra });
const usdt = { address: usdtMaster, symbol: 'USD₮', decimals: 6, verification: 'whitelist' };
const shit = { address: shitMaster, symbol: 'USD₮', decimals: 9, verification: 'none' };

function tonTransfer(from: string, to: string, amount: bigint, commentText?: string) {
  return {
    type: 'TonTransfer',
    status: 'ok',
    TonTransfer: {
      sender: ref(from),
      recipient: ref(to),
      amount,
      ...(commentText ? { comment: commentText } : {}),
    },
  };
}

function jettonTransfer(from: string, to: string, amount: bigint, jetton: typeof usdt) {
  return {
    type: 'JettonTransfer',
    status: 'ok',
    JettonTransfer: { sender: ref(from), recipient: ref(to), amount, jetton },
  };
}

function event(actions: unknown[], fees = 5_000_000n, tonOut = 0n): TonApiEvent {
  return {
    event_id: 'e',
    timestamp: 1,
    lt: 1n,
    in_progress: false,
    actions: actions as TonApiEvent['actions'],
    value_flow: [{ account: ref(wallet.rawAddress), ton: -(tonOut + fees), fees }],
  } as TonApiEvent;
}

function fakeTonapi(input: {
  balance?: bigint;
  emulated?: TonApiEvent | Error;
  history?: unknown[][];
  jettons?: { master: string; balance: bigint }[];
}): TonApiClient & { emulatedBocs: string[] } {
  const emulatedBocs: string[] = [];
  const fail = () => Promise.reject(new Error('not in this fake'));
  return {
    emulatedBocs,
    getStatus: fail,
    getTime: async () => 1_700_000_000,
    getSeqno: async () => 3,
    getPublicKey: fail,
    getAccount: async (address) => ({ address, balance: input.balance ?? 10n * TON, status: 'active' }),
    getJettonBalances: async () =>
      (input.jettons ?? []).map((entry) => ({
        balance: entry.balance,
        wallet_address: { address: stranger },
        jetton: { address: entry.master, name: 'J', symbol: 'J', decimals: 6 },
      })),
    getTonPrice: fail,
    sendMessage: fail,
    emulate: async (boc, options) => {
      expect(options).toEqual({ ignoreSignature: true });
      emulatedBocs.push(boc);
      if (input.emulated instanceof Error) throw input.emulated;
      return input.emulated ?? event([]);
    },
    getStateInitInfo: fail,
    getAccountEvents: async () => ({
      events: (input.history ?? []).map(
        (actions, index) =>
          ({
            event_id: `h${index}`,
            timestamp: 1,
            lt: 1n,
            in_progress: false,
            actions,
          }) as TonApiAccountEvent,
      ),
    }),
    findEvent: fail,
  };
}

function message(to: string, amount: bigint, extra: Partial<RequestedMessage> = {}): RequestedMessage {
  return { address: to, to, bounce: true, amount, payload: null, stateInit: null, comment: null, ...extra };
}

function request(messages: RequestedMessage[]): Extract<WalletRequest, { kind: 'sendTransaction' }> {
  return {
    kind: 'sendTransaction',
    id: '1',
    sessionId: 's',
    validUntil: 1_700_000_300,
    messages,
    origin: null,
  };
}

describe('reviewTransaction (drainer guard)', () => {
  it('a small TON transfer to a known address: no flags, movements and fee from the emulation', async () => {
    const tonapi = fakeTonapi({
      emulated: event([tonTransfer(wallet.rawAddress, friend, 1n * TON)], 5_000_000n, 1n * TON),
      history: [[tonTransfer(friend, wallet.rawAddress, 2n * TON)]],
    });
    const review = await reviewTransaction({ request: request([message(friend, 1n * TON)]), wallet, tonapi });
    expect(tonapi.emulatedBocs).toHaveLength(1);
    expect(review).toEqual({
      outgoing: [
        {
          symbol: 'TON',
          slug: 'ton',
          amount: 1n * TON,
          decimals: 9,
          counterparty: Address.parseRaw(friend).toString({ bounceable: true, urlSafe: true }),
          isUnverified: false,
        },
      ],
      incoming: [],
      fee: 5_000_000n,
      flags: [],
      requiresTypedConfirmation: false,
    });
  });

  const lurePayload = comment('Claim your 500 TON airdrop reward').toBoc().toString('base64');
  const opaque = beginCell().storeUint(0xdeadbeef, 32).storeUint(1, 64).endCell().toBoc().toString('base64');
  const init = beginCell()
    .storeBit(false)
    .storeBit(false)
    .storeBit(false)
    .storeBit(false)
    .storeBit(false)
    .endCell();
  const jettonBody = buildJettonTransferBody({
    sender: Address.parseRaw(friend),
    recipient: Address.parseRaw(stranger),
    jettonAmount: 5n,
    queryId: 0n,
  })
    .toBoc()
    .toString('base64');

  it.each<{
    name: string;
    messages: () => RequestedMessage[];
    emulated: () => TonApiEvent | Error;
    history?: () => unknown[][];
    jettons?: { master: string; balance: bigint }[];
    flags: GuardFlag[];
    typed: boolean;
  }>([
    {
      name: 'emulation throws',
      messages: () => [message(friend, 1n)],
      emulated: () => new Error('tonapi down'),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['emulation-failed'],
      typed: true,
    },
    {
      name: 'emulation returns no actions',
      messages: () => [message(friend, 1n)],
      emulated: () => event([]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['emulation-failed'],
      typed: true,
    },
    {
      name: 'sweeps 60 % of TON to a new address',
      messages: () => [message(stranger, 6n * TON)],
      emulated: () => event([tonTransfer(wallet.rawAddress, stranger, 6n * TON)]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['sweep-to-new-address'],
      typed: true,
    },
    {
      name: 'sends 60 % of TON to an address used before',
      messages: () => [message(friend, 6n * TON)],
      emulated: () => event([tonTransfer(wallet.rawAddress, friend, 6n * TON)]),
      history: () => [[tonTransfer(wallet.rawAddress, friend, 1n)]],
      flags: [],
      typed: false,
    },
    {
      name: 'sends 40 % of TON to a new address',
      messages: () => [message(stranger, 4n * TON)],
      emulated: () => event([tonTransfer(wallet.rawAddress, stranger, 4n * TON)]),
      flags: [],
      typed: false,
    },
    {
      name: 'sends all of its USDT to a new address',
      messages: () => [message(friend, 50_000_000n, { payload: jettonBody })],
      emulated: () => event([jettonTransfer(wallet.rawAddress, stranger, 100n, usdt)]),
      jettons: [{ master: usdtMaster, balance: 100n }],
      flags: ['sweep-to-new-address'],
      typed: true,
    },
    {
      name: 'sends part of its USDT to a new address',
      messages: () => [message(friend, 50_000_000n, { payload: jettonBody })],
      emulated: () => event([jettonTransfer(wallet.rawAddress, stranger, 40n, usdt)]),
      jettons: [{ master: usdtMaster, balance: 100n }],
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: [],
      typed: false,
    },
    {
      name: 'a lure comment',
      messages: () => [
        message(friend, 1n, { payload: lurePayload, comment: 'Claim your 500 TON airdrop reward' }),
      ],
      emulated: () =>
        event([tonTransfer(wallet.rawAddress, friend, 1n, 'Claim your 500 TON airdrop reward')]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['lure-comment'],
      typed: true,
    },
    {
      name: 'the test-only scam address',
      messages: () => [message(scam, 1n)],
      emulated: () => event([tonTransfer(wallet.rawAddress, scam, 1n)]),
      history: () => [[tonTransfer(scam, wallet.rawAddress, 1n)]],
      flags: ['known-scam-address'],
      typed: true,
    },
    {
      name: 'an account tonapi marks as scam',
      messages: () => [message(friend, 1n)],
      emulated: () =>
        event([
          {
            ...tonTransfer(wallet.rawAddress, friend, 1n),
            TonTransfer: {
              sender: ref(wallet.rawAddress),
              recipient: ref(friend, { is_scam: true }),
              amount: 1n,
            },
          },
        ]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['known-scam-address'],
      typed: true,
    },
    {
      name: 'an unverified jetton arrives',
      messages: () => [message(friend, 1n)],
      emulated: () =>
        event([
          tonTransfer(wallet.rawAddress, friend, 1n),
          jettonTransfer(stranger, wallet.rawAddress, 10n, shit),
        ]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['unverified-jetton'],
      typed: false,
    },
    {
      name: 'an opaque payload',
      messages: () => [message(friend, 1n, { payload: opaque })],
      emulated: () => event([tonTransfer(wallet.rawAddress, friend, 1n)]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['unknown-payload'],
      typed: false,
    },
    {
      name: 'a state init',
      messages: () => [message(friend, 1n, { stateInit: init.toBoc().toString('base64') })],
      emulated: () => event([tonTransfer(wallet.rawAddress, friend, 1n)]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['unknown-payload'],
      typed: false,
    },
  ])('$name → $flags', async ({ messages, emulated, history, jettons, flags, typed }) => {
    const tonapi = fakeTonapi({ emulated: emulated(), history: history?.() ?? [], jettons: jettons ?? [] });
    const review = await reviewTransaction({ request: request(messages()), wallet, tonapi });
    expect(review.flags).toEqual(flags);
    expect(review.requiresTypedConfirmation).toBe(typed);
  });

  it('without an emulation the requested TON is what it shows leaving, and the fee is 0', async () => {
    const tonapi = fakeTonapi({ emulated: new Error('down'), balance: 10n * TON });
    const review = await reviewTransaction({
      request: request([message(stranger, 9n * TON)]),
      wallet,
      tonapi,
    });
    expect(review.outgoing).toMatchObject([{ slug: 'ton', amount: 9n * TON }]);
    expect(review.fee).toBe(0n);
    expect(review.flags).toEqual(['emulation-failed', 'sweep-to-new-address']);
  });
});

describe('isLureComment', () => {
  it.each([
    ['Claim your reward', true],
    ['AIRDROP bonus', true],
    ['Free gift inside', true],
    ['Получите бонус', true],
    ['Ваша награда', true],
    ['Безкоштовний подарунок', true],
    ['Odbierz nagrodę', true],
    ['Rent for May', false],
    ['Invoice 42', false],
    ['freedom', false],
  ])('%s → %s', (text, expected) => {
    expect(isLureComment(text as string)).toBe(expected);
  });
});
