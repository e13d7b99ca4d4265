import { Address } from '@ton/core';
import type { NewTransaction } from '../../../money-operations/transactions.service';
import type { TonChain, TonEvent } from '../../../providers/ton-chain/ton-chain';
import type { TestApp } from '../../../test-support/test-app';

/** A self-custody wallet of the user (public address only). */
export const USER_WALLET = Address.parseRaw(`0:${'ab'.repeat(32)}`);
const STRANGER = `0:${'cd'.repeat(32)}`;

const account = (address: string) => ({ address, is_scam: false, is_wallet: true });

/** A user who moves TON from this wallet of theirs into their own Ferry deposit. */
export const MOVER_WALLET = Address.parseRaw(`0:${'12'.repeat(32)}`);
/** Ferry's TON hot wallet, where every TON deposit arrives (the memo names the profile). */
const FERRY_HOT_WALLET = `0:${'fe'.repeat(32)}`;

/**
 * A TON transfer event as the chain reports it (public data), `nano` moving `direction` for the
 * wallet; `baseTx` is the hash of the transaction that took the transfer in.
 */
function tonTransfer(
  id: string,
  iso: string,
  lt: number,
  direction: 'in' | 'out',
  nano: number,
  feeNano: number,
  options: { wallet?: Address; counterparty?: string; baseTx?: string } = {},
): TonEvent {
  const wallet = (options.wallet ?? USER_WALLET).toRawString();
  const other = options.counterparty ?? STRANGER;
  const [sender, recipient] = direction === 'out' ? [wallet, other] : [other, wallet];
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
        base_transactions: options.baseTx ? [options.baseTx] : [],
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

/** The chain transaction that took the mover's own deposit into the hot wallet. */
const OWN_DEPOSIT_TX = 'a1'.repeat(32);

/**
 * The mover's wallet: 12 TON received on 15 January; 10 TON (0.05 TON fee) sent into their own Ferry
 * deposit on 5 February; 1 TON (0.05 TON fee) sent to the hot wallet on 6 February under a memo
 * nobody owns (credited to nobody).
 */
const MOVER_EVENTS: TonEvent[] = [
  tonTransfer('m3-unclaimed', '2026-02-06T12:00:00Z', 3000, 'out', 1_000_000_000, 50_000_000, {
    wallet: MOVER_WALLET,
    counterparty: FERRY_HOT_WALLET,
    baseTx: 'b2'.repeat(32),
  }),
  tonTransfer('m2-deposit', '2026-02-05T12:00:00Z', 2000, 'out', 10_000_000_000, 50_000_000, {
    wallet: MOVER_WALLET,
    counterparty: FERRY_HOT_WALLET,
    baseTx: OWN_DEPOSIT_TX,
  }),
  tonTransfer('m1-receive', '2026-01-15T12:00:00Z', 1000, 'in', 12_000_000_000, 0, { wallet: MOVER_WALLET }),
];

/** Only what the tax export reads of a chain: the wallets' events, newest first. */
export const walletOnlyChain = {
  getEvents: async (address: Address) =>
    address.equals(USER_WALLET) ? WALLET_EVENTS : address.equals(MOVER_WALLET) ? MOVER_EVENTS : [],
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

/**
 * The mover's custodial side: the 10 TON their wallet sent, credited to their TON deposit (the
 * PAYIN records the hash of the hot wallet's transaction, as the TON deposit watcher books it)
 * at 12:05, then sold for euros on 20 February at 6 EUR per TON (0.1 TON fee inside).
 */
export async function makeOwnDepositHistory(testApp: TestApp, profileId: string) {
  const D1 = await doneTransaction(testApp, '2026-02-05T12:05:00Z', {
    profileId,
    type: 'PAYIN',
    payway: 'crypto',
    network: 'TON',
    currency: 'TON',
    amountMinor: 10_000_000_000n,
    feeMinor: 0n,
    providerRef: OWN_DEPOSIT_TX,
  });
  await testApp.context.db
    .updateTable('transactions')
    .set({ hash: OWN_DEPOSIT_TX })
    .where('id', '=', D1)
    .execute();
  const S1 = await doneTransaction(testApp, '2026-02-20T12:00:00Z', {
    profileId,
    type: 'CONVERT',
    currency: 'TON',
    amountMinor: 10_000_000_000n,
    feeMinor: 100_000_000n,
    feeCurrency: 'TON',
    toCurrency: 'EUR',
    toAmountMinor: 5_940n,
    rate: '6',
  });
  return { D1, S1 };
}
