import { randomBytes } from 'node:crypto';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { CommittedTrace, CommittedTransaction, TonAction } from '../../../providers/ton-chain/ton-chain';
import { recogniseDeposits, type WatchedAccounts } from './recognise-deposits';
import type { HotWallet, HotWallets } from './ton-hot-wallets';

const raw = () => `0:${randomBytes(32).toString('hex')}`;
const hot = (currency: 'TON' | 'USDT'): HotWallet => {
  const address = raw();
  return { currency, raw: address, friendly: address, address: Address.parseRaw(address) };
};
const hotWallets: HotWallets = { TON: hot('TON'), USDT: hot('USDT') };
const ferryJettonWallet = raw();
const watched: WatchedAccounts = { hotWallets, ferryJettonWallets: [ferryJettonWallet, raw()] };
const sender = raw();

function tx(
  account: string,
  inMessage: Partial<Extract<CommittedTransaction['inMessage'], { kind: 'internal' }>>,
  success = true,
): CommittedTransaction {
  return {
    account,
    lt: '1',
    hash: randomBytes(32).toString('hex'),
    success,
    inMessage: { kind: 'internal', source: sender, value: 1_000_000_000n, bounced: false, ...inMessage },
  };
}

function trace(transactions: CommittedTransaction[], actions: TonAction[] = []): CommittedTrace {
  return {
    eventId: transactions[0]?.hash ?? 'none',
    height: 7,
    timestamp: 0,
    messageHashes: [],
    transactions,
    accounts: [],
    event: {
      event_id: 'e',
      timestamp: 0,
      actions,
      value_flow: [],
      is_scam: false,
      lt: 1,
      in_progress: false,
    },
  };
}

const jettonAction = (base: string, comment?: string): TonAction => ({
  type: 'JettonTransfer',
  status: 'ok',
  JettonTransfer: {
    sender: { address: sender, is_scam: false, is_wallet: true },
    senders_wallet: raw(),
    recipients_wallet: ferryJettonWallet,
    amount: '25500000',
    ...(comment === undefined ? {} : { comment }),
    jetton: {
      address: raw(),
      name: 'Tether',
      symbol: 'USD₮',
      decimals: 6,
      image: '',
      verification: 'whitelist',
      score: 0,
    },
  },
  simple_preview: { name: '', description: '', accounts: [] },
  base_transactions: [base],
});

describe('recogniseDeposits', () => {
  it('sees a plain TON transfer into a hot wallet, its comment trimmed as the memo', () => {
    const transfer = tx(hotWallets.TON.raw, { op: 0, comment: ' 1234567890 ' });
    expect(recogniseDeposits(trace([transfer]), watched)).toEqual([
      {
        txHash: transfer.hash,
        eventId: transfer.hash,
        height: 7,
        currency: 'TON',
        amountMinor: 1_000_000_000n,
        sender,
        comment: '1234567890',
      },
    ]);
    expect(recogniseDeposits(trace([tx(hotWallets.TON.raw, {})]), watched)[0]?.comment).toBeNull();
  });

  it('ignores bounced, failed, other-op and elsewhere transfers', () => {
    const ignored = [
      tx(hotWallets.TON.raw, { bounced: true }),
      tx(hotWallets.TON.raw, {}, false),
      tx(hotWallets.USDT.raw, { op: 0x7362d09c, jettonAmount: 5n }),
      tx(hotWallets.TON.raw, { op: 0xd53276db }),
      tx(raw(), { op: 0, comment: 'x' }),
    ];
    expect(recogniseDeposits(trace(ignored), watched)).toEqual([]);
  });

  it('takes USDT from the internal_transfer Ferry’s jetton wallet accepted, memo from the forward payload', () => {
    const accepted = tx(ferryJettonWallet, {
      op: 0x178d4519,
      jettonAmount: 25_500_000n,
      source: raw(),
    });
    const [deposit] = recogniseDeposits(trace([accepted], [jettonAction(accepted.hash, '42')]), watched);
    expect(deposit).toMatchObject({ currency: 'USDT', amountMinor: 25_500_000n, sender, comment: '42' });
  });

  it('never takes a jetton notification sent straight to the hot wallet, nor a mint', () => {
    // Anybody can send 0x7362d09c to the hot wallet; only the jetton wallet's own books count.
    const forged = tx(hotWallets.USDT.raw, { op: 0x7362d09c, jettonAmount: 1_000_000n });
    const mint = tx(ferryJettonWallet, { op: 0x178d4519, jettonAmount: 1_000_000n });
    expect(recogniseDeposits(trace([forged, mint]), watched)).toEqual([]);
  });
});
