import { Address } from '@ton/core';
import type { NewTransaction } from '../../../money-operations/transactions.service';
import type { TonChain, TonEvent } from '../../../providers/ton-chain/ton-chain';
import type { TestApp } from '../../../test-support/test-app';

/** A self-custody wallet of the user (public address only). */
export const USER_WALLET = Address.parseRaw(`0:${'ab'.repeat(32)}`);
const STRANGER = `0:${'cd'.repeat(32)}`;

const account = (address: string) => ({ address, is_scam: false, is_wallet: true });

/** A TON transfer event as the chain reports it (public data), `nano` moving `direction` for the wallet. */
function tonTransfer(
  id: string,
  iso: string,
  lt: number,
  direction: 'in' | 'out',
  nano: number,
  feeNano: number,
): TonEvent {
  const wallet = USER_WALLET.toRawString();
  const [sender, recipient] = direction === 'out' ? [wallet, STRANGER] : [STRANGER, wallet];
  return {
    event_id: id,
    timestamp: Date.parse(iso) / 1000,
    lt,
    in_progress: false,
    is_scam: false,
    actions: [
      {
        type: 'TonTransfer',
        status: 'ok',
        TonTransfer: { sender: account(sender), recipient: account(recipient), amount: nano },
        simple_preview: { name: 'Ton Transfer', description: '', accounts: [] },
        base_transactions: [],
      },
    ],
    value_flow: [
      { account: account(wallet), ton: direction === 'out' ? -(nano + feeNano) : nano, fees: feeNano },
    ],
  };
}

/** The wallet's history: 10 TON received on 15 January, 8 TON sent (0.05 TON fee) on 10 March. */
export const WALLET_EVENTS: TonEvent[] = [
  tonTransfer('w2-send', '2026-03-10T12:00:00Z', 2000, 'out', 8_000_000_000, 50_000_000),
  tonTransfer('w1-receive', '2026-01-15T12:00:00Z', 1000, 'in', 10_000_000_000, 0),
];

/** Only what the tax export reads of a chain: the wallet's events, newest first. */
export const walletOnlyChain = {
  getEvents: async (address: Address) => (address.equals(USER_WALLET) ? WALLET_EVENTS : []),
} as unknown as TonChain;

/** Rates history in USD: EUR 1.25; TON 5.00, then 7.50 from 1 February, 2.50 from 1 March; USDT 1.00. */
export async function seedRates(testApp: TestApp) {
  const rows = [
    ['EUR', '2026-01-01T00:00:00Z', '1.25'],
    ['TON', '2026-01-01T00:00:00Z', '5'],
    ['TON', '2026-02-01T00:00:00Z', '7.5'],
    ['TON', '2026-03-01T00:00:00Z', '2.5'],
    ['USDT', '2026-01-01T00:00:00Z', '1'],
  ] as const;
  await testApp.context.db
    .insertInto('rate_snapshots')
    .values(rows.map(([currency, at, price]) => ({ currency, taken_at: new Date(at), usd_price: price })))
    .execute();
}

/** A completed transaction, done at `iso` (its creation and its move to DONE). */
export async function doneTransaction(testApp: TestApp, iso: string, input: Omit<NewTransaction, 'status'>) {
  const { db, transactions } = testApp.context;
  const row = await db.transaction().execute((trx) => transactions.create(trx, { ...input, status: 'DONE' }));
  const at = new Date(iso);
  await db.updateTable('transactions').set({ created_at: at }).where('id', '=', row.id).execute();
  await db
    .updateTable('transaction_status_history')
    .set({ created_at: at })
    .where('transaction_id', '=', row.id)
    .execute();
  return row.id;
}

/**
 * The user of the acceptance test: two card buys of TON, a conversion of TON into USDT, a USDT
 * withdrawal, a euro withdrawal (amounts in minor units; a withdrawal's fee comes on top).
 */
export async function makeTaxHistory(testApp: TestApp, profileId: string) {
  const base = { profileId };
  return {
    T1: await doneTransaction(testApp, '2026-01-10T12:00:00Z', {
      ...base,
      type: 'PAYIN_CONVERT',
      payway: 'card',
      currency: 'EUR',
      amountMinor: 10_200n,
      feeMinor: 200n,
      feeCurrency: 'EUR',
      toCurrency: 'TON',
      toAmountMinor: 25_000_000_000n,
      rate: '0.25',
    }),
    T2: await doneTransaction(testApp, '2026-01-20T12:00:00Z', {
      ...base,
      type: 'PAYIN_CONVERT',
      payway: 'card',
      currency: 'EUR',
      amountMinor: 4_100n,
      feeMinor: 100n,
      feeCurrency: 'EUR',
      toCurrency: 'TON',
      toAmountMinor: 10_000_000_000n,
      rate: '0.25',
    }),
    T3: await doneTransaction(testApp, '2026-02-10T12:00:00Z', {
      ...base,
      type: 'CONVERT',
      currency: 'TON',
      amountMinor: 30_000_000_000n,
      feeMinor: 300_000_000n,
      feeCurrency: 'TON',
      toCurrency: 'USDT',
      toAmountMinor: 222_750_000n,
      rate: '7.5',
    }),
    T4: await doneTransaction(testApp, '2026-03-05T12:00:00Z', {
      ...base,
      type: 'PAYOUT',
      currency: 'USDT',
      amountMinor: 20_000_000n,
      feeMinor: 1_000_000n,
      feeCurrency: 'USDT',
    }),
    T5: await doneTransaction(testApp, '2026-03-06T12:00:00Z', {
      ...base,
      type: 'PAYOUT',
      currency: 'EUR',
      amountMinor: 1_000n,
      feeMinor: 50n,
      feeCurrency: 'EUR',
    }),
  };
}
