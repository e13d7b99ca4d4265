// The drainer guard's test kit: addresses and jettons, tonapi actions and events as the emulation
// returns them, a fake tonapi, and the wallet the requests are made for.
import { beforeAll, expect } from 'vitest';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiAccountEvent, TonApiEvent } from '../tonapi/tonapi-schemas';
import { KNOWN_SCAM_ADDRESSES } from './known-scam-addresses';
import { makeWallet } from './tonconnect.test-kit';
import type { ConnectedWallet, RequestedMessage, WalletRequest } from './tonconnect-api';

export const TON = 1_000_000_000n;
export const friend = `0:${'11'.repeat(32)}`;
export const stranger = `0:${'22'.repeat(32)}`;
export const usdtMaster = `0:${'33'.repeat(32)}`;
export const shitMaster = `0:${'44'.repeat(32)}`;
export const [scam] = KNOWN_SCAM_ADDRESSES as [string];

export let wallet: ConnectedWallet;

/** Makes the v5R1 wallet the reviews are for, once per test file (deriving its key takes a while). */
export function prepareReviewedWallet(): void {
  beforeAll(async () => {
    ({ wallet } = await makeWallet('v5R1'));
  }, 30_000);
}

export const ref = (address: string, extra: Record<string, unknown> = {}) => ({ address, ...extra });
export const usdt = { address: usdtMaster, symbol: 'USD₮', decimals: 6, verification: 'whitelist' };
export const shit = { address: shitMaster, symbol: 'USD₮', decimals: 9, verification: 'none' };

export function tonTransfer(from: string, to: string, amount: bigint, commentText?: string) {
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

export function jettonTransfer(from: string, to: string, amount: bigint, jetton: typeof usdt) {
  return {
    type: 'JettonTransfer',
    status: 'ok',
    JettonTransfer: { sender: ref(from), recipient: ref(to), amount, jetton },
  };
}

export function event(actions: unknown[], fees = 5_000_000n, tonOut = 0n): TonApiEvent {
  return {
    event_id: 'e',
    timestamp: 1,
    lt: 1n,
    in_progress: false,
    actions: actions as TonApiEvent['actions'],
    value_flow: [{ account: ref(wallet.rawAddress), ton: -(tonOut + fees), fees }],
  } as TonApiEvent;
}

export function fakeTonapi(input: {
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
    getGaslessConfig: async () => null,
    estimateGasless: fail,
    sendGasless: fail,
  };
}

export function message(to: string, amount: bigint, extra: Partial<RequestedMessage> = {}): RequestedMessage {
  return { address: to, to, bounce: true, amount, payload: null, stateInit: null, comment: null, ...extra };
}

export function request(messages: RequestedMessage[]): Extract<WalletRequest, { kind: 'sendTransaction' }> {
  return {
    kind: 'sendTransaction',
    id: '1',
    sessionId: 's',
    validUntil: 1_700_000_300,
    messages,
    origin: null,
  };
}
