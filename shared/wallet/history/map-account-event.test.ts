import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { TonApiAccountEvent, TonApiAction } from '../tonapi/tonapi-schemas';
import type { HistoryItem } from './history-item';
import { mapAccountEvent } from './map-account-event';

const raw = (byte: string) => `0:${byte.repeat(32)}`;
const WALLET = raw('aa');
const OTHER = raw('bb');
const FERRY = raw('cc');
const USDT = raw('dd');
const POOL = raw('ee');
const usdt = { address: USDT, name: 'Tether USD', symbol: 'USDT', decimals: 6 };
const party = (address: string) => ({ address });
const context = { wallet: Address.parseRaw(WALLET), custodialAddresses: new Set([FERRY]) };

function eventWith(action: Partial<TonApiAction> & { type: string }, extra?: bigint): TonApiAccountEvent {
  return {
    event_id: 'ev1',
    timestamp: 1_764_000_000,
    actions: [{ status: 'ok', ...action } as TonApiAction],
    lt: 42n,
    in_progress: false,
    ...(extra === undefined ? {} : { extra }),
  };
}

type Expected = Partial<HistoryItem>;

describe('mapAccountEvent', () => {
  it.each<[string, Partial<TonApiAction> & { type: string }, Expected]>([
    [
      'TON sent with a comment',
      {
        type: 'TonTransfer',
        TonTransfer: { sender: party(WALLET), recipient: party(OTHER), amount: 5n, comment: 'hi' },
      },
      {
        actionType: 'TonTransfer',
        kind: 'transfer',
        direction: 'out',
        amount: 5n,
        token: 'ton',
        counterparty: OTHER,
        comment: 'hi',
      },
    ],
    [
      'TON received',
      { type: 'TonTransfer', TonTransfer: { sender: party(OTHER), recipient: party(WALLET), amount: 7n } },
      { kind: 'transfer', direction: 'in', amount: 7n, counterparty: OTHER },
    ],
    [
      'TON to self',
      { type: 'TonTransfer', TonTransfer: { sender: party(WALLET), recipient: party(WALLET), amount: 1n } },
      { direction: 'self' },
    ],
    [
      'TON into Ferry is a deposit',
      { type: 'TonTransfer', TonTransfer: { sender: party(WALLET), recipient: party(FERRY), amount: 9n } },
      { kind: 'deposit', direction: 'out' },
    ],
    [
      'USDT out of Ferry is a withdrawal',
      {
        type: 'JettonTransfer',
        JettonTransfer: { sender: party(FERRY), recipient: party(WALLET), amount: 100n, jetton: usdt },
      },
      { kind: 'withdraw', direction: 'in', amount: 100n, token: `jetton-${USDT}` },
    ],
    [
      'USDT sent',
      {
        type: 'JettonTransfer',
        JettonTransfer: {
          sender: party(WALLET),
          recipient: party(OTHER),
          amount: 3n,
          jetton: usdt,
          comment: 'memo',
        },
      },
      {
        actionType: 'JettonTransfer',
        kind: 'transfer',
        direction: 'out',
        token: `jetton-${USDT}`,
        comment: 'memo',
      },
    ],
    [
      'mint',
      { type: 'JettonMint', JettonMint: { recipient: party(WALLET), amount: 11n, jetton: usdt } },
      { actionType: 'JettonMint', kind: 'mint', direction: 'in', amount: 11n },
    ],
    [
      'burn',
      { type: 'JettonBurn', JettonBurn: { sender: party(WALLET), amount: 2n, jetton: usdt } },
      { actionType: 'JettonBurn', kind: 'burn', direction: 'out', amount: 2n },
    ],
    [
      'swap TON for USDT',
      {
        type: 'JettonSwap',
        JettonSwap: { user_wallet: party(WALLET), ton_in: 10n, amount_out: '20', jetton_master_out: usdt },
      },
      {
        actionType: 'JettonSwap',
        kind: 'swap',
        amount: 10n,
        token: 'ton',
        received: { amount: 20n, token: `jetton-${USDT}` },
      },
    ],
    [
      'own wallet deployed',
      { type: 'ContractDeploy', ContractDeploy: { address: WALLET, interfaces: ['wallet_v5r1'] } },
      { actionType: 'ContractDeploy', kind: 'walletInitialize', direction: 'none' },
    ],
    [
      'other contract deployed',
      { type: 'ContractDeploy', ContractDeploy: { address: OTHER } },
      { kind: 'contractDeploy', counterparty: OTHER },
    ],
    [
      'contract call',
      {
        type: 'SmartContractExec',
        SmartContractExec: { executor: party(WALLET), contract: party(OTHER), ton_attached: 50n },
      },
      {
        actionType: 'SmartContractExec',
        kind: 'contractCall',
        direction: 'out',
        amount: 50n,
        counterparty: OTHER,
      },
    ],
    [
      'stake deposited',
      {
        type: 'DepositStake',
        DepositStake: { staker: party(WALLET), pool: party(POOL), amount: 1000 },
      } as never,
      {
        actionType: 'DepositStake',
        kind: 'depositStake',
        direction: 'out',
        amount: 1000n,
        counterparty: POOL,
      },
    ],
    [
      'stake withdrawn',
      {
        type: 'WithdrawStake',
        WithdrawStake: { staker: party(WALLET), pool: party(POOL), amount: 900 },
      } as never,
      { kind: 'withdrawStake', direction: 'in', amount: 900n },
    ],
    [
      'withdraw stake request',
      {
        type: 'WithdrawStakeRequest',
        WithdrawStakeRequest: { staker: party(WALLET), pool: party(POOL) },
      } as never,
      { kind: 'withdrawStakeRequest', direction: 'none', amount: 0n },
    ],
    [
      'elections deposit',
      { type: 'ElectionsDepositStake', ElectionsDepositStake: { staker: party(WALLET), amount: 5 } } as never,
      { kind: 'electionsDepositStake', direction: 'out' },
    ],
    [
      'elections recover',
      { type: 'ElectionsRecoverStake', ElectionsRecoverStake: { staker: party(WALLET), amount: 6 } } as never,
      { kind: 'electionsRecoverStake', direction: 'in' },
    ],
    [
      'subscribe',
      {
        type: 'Subscribe',
        Subscribe: { subscriber: party(WALLET), beneficiary: party(OTHER), amount: 3 },
      } as never,
      { kind: 'subscribe', direction: 'out', amount: 3n },
    ],
    [
      'unsubscribe',
      { type: 'UnSubscribe', UnSubscribe: { subscriber: party(WALLET), beneficiary: party(OTHER) } } as never,
      { kind: 'unsubscribe', direction: 'none' },
    ],
    [
      'auction bid',
      {
        type: 'AuctionBid',
        AuctionBid: {
          bidder: party(WALLET),
          auction: party(OTHER),
          amount: { value: '77', token_name: 'TON' },
        },
      } as never,
      { kind: 'auctionBid', direction: 'out', amount: 77n },
    ],
    [
      'an action the wallet does not model',
      { type: 'NftItemTransfer', simple_preview: { description: 'NFT moved' } },
      { actionType: 'Unknown', kind: 'contractCall', direction: 'none', description: 'NFT moved' },
    ],
  ])('%s', (_name, action, expected) => {
    const [item] = mapAccountEvent(eventWith(action), context);
    expect(item).toMatchObject({
      eventId: 'ev1',
      id: 'ev1:0',
      lt: 42n,
      status: 'ok',
      isInProgress: false,
      ...expected,
    });
  });

  it('puts the fee (negative extra) on the first item only, and marks failed actions', () => {
    const event = eventWith(
      { type: 'TonTransfer', TonTransfer: { sender: party(WALLET), recipient: party(OTHER), amount: 1n } },
      -3000n,
    );
    event.actions.push({
      type: 'TonTransfer',
      status: 'failed',
      TonTransfer: { sender: party(OTHER), recipient: party(WALLET), amount: 1n },
    });
    const [first, second] = mapAccountEvent(event, context);
    expect(first).toMatchObject({ feeNano: 3000n, status: 'ok' });
    expect(second).toMatchObject({ id: 'ev1:1', status: 'failed' });
    expect(second?.feeNano).toBeUndefined();
  });

  it('reads the fee from value_flow when there is no extra (the local chain serves whole events)', () => {
    const event = eventWith({
      type: 'TonTransfer',
      TonTransfer: { sender: party(WALLET), recipient: party(OTHER), amount: 1n },
    });
    event.value_flow = [
      { account: party(OTHER), ton: 1n, fees: 7n },
      { account: party(WALLET), ton: -1500n, fees: 499n },
    ];
    expect(mapAccountEvent(event, context)[0]?.feeNano).toBe(499n);
  });

  it('compares addresses in any form', () => {
    const friendly = Address.parseRaw(WALLET).toString({ bounceable: false });
    const event = eventWith({
      type: 'TonTransfer',
      TonTransfer: { sender: party(OTHER), recipient: party(friendly), amount: 1n },
    });
    expect(mapAccountEvent(event, context)[0]?.direction).toBe('in');
  });
});
