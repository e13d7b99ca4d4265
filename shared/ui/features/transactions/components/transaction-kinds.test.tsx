import type { TransactionView } from '@ferry/shared/contracts';
import { directionOf } from '@ferry/shared/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../../../test/account-fixtures';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeTransaction } from '../../../test/transaction-fixtures';

configure({ asyncUtilTimeout: 5000 });

const PAST = '2026-03-05T09:37:00.000Z';
const FUTURE = new Date(Date.now() + 3_600_000).toISOString();

interface KindCase {
  name: string;
  transaction: Partial<TransactionView> & Pick<TransactionView, 'type'>;
  title: string;
  /** The step view, each step's words and state; empty when the kind happens at once. */
  steps: [text: string, status: string][];
  /** The large amount: what the person got. */
  headline: string;
  /** The line under it, when there is one. */
  subline?: string;
  /** Labels of the details and their values. */
  fields: Record<string, string>;
  /** Labels that must not be there (a time to pay on a paid order). */
  absentFields?: string[];
}

const VISA_3DS = { kind: 'card_mask', value: '409431******3220', brand: 'visa', wallet_pay: null };
const CARD_BUY = {
  type: 'PAYIN_CONVERT',
  payway: 'card',
  amount: '100',
  currency: 'EUR',
  fee: '2.78',
  to_amount: '104.489498',
  to_currency: 'USDT',
  rate: '1.074774',
  requisite: VISA_3DS,
} as const;

/** Every kind of transaction a person meets, by type and payway (issue 24 item 16). */
const KINDS: KindCase[] = [
  {
    name: 'card purchase, done after 3-D Secure',
    transaction: { ...CARD_BUY, status: 'DONE', expires_at: PAST },
    title: 'Card purchase',
    steps: [
      ['Card payment', 'DONE'],
      ['Converted at the agreed rate', 'DONE'],
      ['Credited to your balance', 'DONE'],
    ],
    headline: '+104.489498 USDT',
    subline: 'You paid €100.00',
    fields: {
      'Paid with': 'Visa ·· 3220',
      'You paid': '€100.00',
      'You got': '+104.489498 USDT',
      Type: 'Card purchase',
    },
    absentFields: ['Expires', 'To / from', 'Amount'],
  },
  {
    name: 'card purchase waiting for the 3-D Secure code',
    transaction: { ...CARD_BUY, status: 'WAIT', expires_at: FUTURE },
    title: 'Card purchase',
    steps: [
      ['Card payment', 'WAIT'],
      ['Converted at the agreed rate', 'NEW'],
      ['Credited to your balance', 'NEW'],
    ],
    headline: '+104.489498 USDT',
    subline: 'You paid €100.00',
    fields: { 'Paid with': 'Visa ·· 3220' },
  },
  {
    name: 'card top-up',
    transaction: {
      type: 'PAYIN',
      payway: 'card',
      amount: '50',
      currency: 'EUR',
      requisite: VISA_3DS,
      expires_at: PAST,
    },
    title: 'Card top-up',
    steps: [
      ['Card payment', 'DONE'],
      ['Credited to your balance', 'DONE'],
    ],
    headline: '+€50.00',
    fields: { 'Paid with': 'Visa ·· 3220', Amount: '+€50.00', Type: 'Card top-up' },
    absentFields: ['Expires'],
  },
  {
    name: 'SEPA deposit waiting for the transfer',
    transaction: { type: 'PAYIN', payway: 'sepa', status: 'WAIT', expires_at: FUTURE },
    title: 'Bank deposit',
    steps: [
      ['Waiting for your transfer', 'WAIT'],
      ['We see your transfer', 'NEW'],
      ['Credited to your balance', 'NEW'],
    ],
    headline: '+€250.00',
    fields: { Amount: '+€250.00', 'Payment method': 'SEPA transfer' },
  },
  {
    name: 'SEPA deposit converted on arrival',
    transaction: {
      type: 'PAYIN_CONVERT',
      payway: 'sepa',
      to_amount: '268.5',
      to_currency: 'USDT',
      paid_amount: '250',
      expires_at: PAST,
    },
    title: 'Bank deposit, converted',
    steps: [
      ['Waiting for your transfer', 'DONE'],
      ['We see your transfer', 'DONE'],
      ['Converted at the agreed rate', 'DONE'],
      ['Credited to your balance', 'DONE'],
    ],
    headline: '+268.50 USDT',
    subline: 'You paid €250.00',
    fields: { 'You got': '+268.50 USDT' },
    absentFields: ['Expires'],
  },
  {
    name: 'crypto deposit confirming',
    transaction: {
      type: 'PAYIN',
      status: 'PROCESSING',
      payway: 'crypto',
      network: 'TRC20',
      amount: '15',
      currency: 'USDT',
      hash: 'abc',
      requisite: { kind: 'address', value: 'TXYZ', memo: null, confirmations: 4, required_confirmations: 19 },
    },
    title: 'Crypto deposit',
    steps: [
      ['Waiting for your transfer', 'DONE'],
      ['We see your transfer', 'DONE'],
      ['Waiting for network confirmationsConfirmations: 4 of 19', 'WAIT'],
      ['Confirmed in network', 'NEW'],
    ],
    headline: '+15.00 USDT',
    fields: { 'Deposit address': 'TXYZ', Network: 'TRC20' },
  },
  {
    name: 'Blik deposit',
    transaction: { type: 'PAYIN', payway: 'blik', amount: '200', currency: 'PLN' },
    title: 'Bank app payment',
    steps: [
      ['Payment in your bank app', 'DONE'],
      ['Credited to your balance', 'DONE'],
    ],
    headline: '+zł 200.00',
    fields: { 'Payment method': 'Blik' },
  },
  {
    name: 'transfer from another profile',
    transaction: { type: 'UDEPOSIT', payway: 'balance', amount: '20', requisite: { profile_id: 'p-1' } },
    title: 'Transfer received',
    steps: [],
    headline: '+€20.00',
    fields: { From: 'Another Ferry account' },
  },
  {
    name: 'transfer to another profile',
    transaction: { type: 'UPAYOUT', payway: 'balance', amount: '20', requisite: { profile_id: 'p-2' } },
    title: 'Transfer sent',
    steps: [],
    headline: '–€20.00',
    fields: { To: 'Another Ferry account' },
  },
  {
    name: 'withdrawal to a card, being sent',
    transaction: {
      type: 'PAYOUT',
      status: 'PROCESSING',
      payway: 'card',
      amount: '40',
      requisite: { kind: 'card_mask', value: '555555******4444' },
    },
    title: 'Withdrawal to card',
    steps: [
      ['Sending to your card', 'WAIT'],
      ['Sent', 'NEW'],
    ],
    headline: '–€40.00',
    fields: { To: 'Mastercard ·· 4444', Amount: '–€40.00' },
  },
  {
    name: 'withdrawal to an IBAN',
    transaction: {
      type: 'PAYOUT',
      payway: 'sepa',
      amount: '75',
      requisite: { kind: 'iban', value: 'LT601010012345678901', requisite_id: 'req_1' },
    },
    title: 'Withdrawal to bank account',
    steps: [
      ['Sending to your account', 'DONE'],
      ['Sent', 'DONE'],
    ],
    headline: '–€75.00',
    fields: { To: 'LT601010012345678901' },
  },
  {
    name: 'crypto withdrawal with a memo',
    transaction: {
      type: 'PAYOUT',
      payway: 'crypto',
      network: 'TON',
      amount: '3',
      currency: 'TON',
      requisite: { kind: 'address', value: 'UQBx', memo: '42', network: 'TON' },
    },
    title: 'Crypto withdrawal',
    steps: [
      ['Sending to your address', 'DONE'],
      ['Sent', 'DONE'],
    ],
    headline: '–3.00 TON',
    fields: { To: 'UQBx · memo 42' },
  },
  {
    name: 'USDT sold and paid out to a card',
    transaction: {
      type: 'CONVERT_PAYOUT',
      status: 'PROCESSING',
      payway: 'card',
      amount: '100',
      currency: 'USDT',
      to_amount: '92',
      to_currency: 'EUR',
      requisite: { kind: 'card_mask', value: '411111******1111' },
    },
    title: 'Converted and sent to card',
    steps: [
      ['Converted at the agreed rate', 'DONE'],
      ['Sending to your card', 'WAIT'],
      ['Sent', 'NEW'],
    ],
    headline: '–100.00 USDT',
    subline: 'Converted to €92.00',
    fields: { To: 'Visa ·· 1111', 'Converted amount': '€92.00' },
  },
  {
    name: 'conversion',
    transaction: { type: 'CONVERT', payway: null, amount: '50', to_amount: '53.7', to_currency: 'USDT' },
    title: 'Conversion',
    steps: [],
    headline: '+53.70 USDT',
    subline: 'You paid €50.00',
    fields: { 'You paid': '€50.00', 'You got': '+53.70 USDT' },
  },
  {
    name: 'exchange: crypto sold',
    transaction: {
      type: 'EXCHANGE',
      exchange_kind: 'SELL',
      payway: null,
      amount: '10',
      currency: 'TON',
      to_amount: '25.4',
      to_currency: 'EUR',
    },
    title: 'Crypto sale',
    steps: [
      ['Waiting for your payment', 'DONE'],
      ['Payment received', 'DONE'],
      ['Exchanged and sent', 'DONE'],
    ],
    headline: '+€25.40',
    subline: 'You paid 10.00 TON',
    fields: { 'You got': '+€25.40' },
  },
  {
    name: 'exchange: crypto bought',
    transaction: {
      type: 'EXCHANGE',
      exchange_kind: 'BUY',
      status: 'WAIT',
      payway: null,
      amount: '30',
      to_amount: '12',
      to_currency: 'TON',
      expires_at: FUTURE,
    },
    title: 'Crypto purchase',
    steps: [
      ['Waiting for your payment', 'WAIT'],
      ['Payment received', 'NEW'],
      ['Exchanged and sent', 'NEW'],
    ],
    headline: '+12.00 TON',
    subline: 'You paid €30.00',
    fields: { 'You paid': '€30.00' },
  },
  {
    name: 'exchange: swap',
    transaction: {
      type: 'EXCHANGE',
      exchange_kind: 'SWAP',
      payway: null,
      amount: '10',
      currency: 'TON',
      to_amount: '25',
      to_currency: 'USDT',
    },
    title: 'Swap',
    steps: [
      ['Waiting for your payment', 'DONE'],
      ['Payment received', 'DONE'],
      ['Exchanged and sent', 'DONE'],
    ],
    headline: '+25.00 USDT',
    subline: 'You paid 10.00 TON',
    fields: {},
  },
  {
    name: 'a card bonus (named by its type)',
    transaction: { type: 'CARD_BONUS', payway: null, amount: '5' },
    title: 'Card bonus',
    steps: [],
    headline: '+€5.00',
    fields: { Type: 'Card bonus' },
  },
];

/** Words the API uses among themselves, never shown (item 16: "card_mask · visa"). */
const RAW_WORDS = /card_mask|wallet_pay|requisite_id|profile_id|confirmations:|\bvisa\b/;

function transactionOf(kind: KindCase): TransactionView {
  return makeTransaction({
    direction: directionOf(kind.transaction.type),
    payway: null,
    ...kind.transaction,
  });
}

function open(path: string, transaction: TransactionView) {
  const server = createAccountServer();
  server.handlers.getTransaction = (request) =>
    request.params.externalId === transaction.id ? transaction : failure(404, 'NOT_FOUND');
  return renderApp({ path, session: STORED_SESSION, fetch: server.fetch });
}

/** Text as read: money writes a no-break space between amount and code. */
function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\u00a0/g, ' ');
}

/** The details list as label → text. */
function detailFields(): Map<string, string> {
  const details = screen.getByRole('region', { name: /^Details$/ });
  const terms = within(details).getAllByRole('term');
  return new Map(terms.map((term) => [textOf(term), textOf(term.nextElementSibling)]));
}

describe('each kind of transaction has its own title, steps, headline and labels', () => {
  it.each(KINDS.map((kind) => [kind.name, kind] as const))('%s: the live page', async (_name, kind) => {
    const transaction = transactionOf(kind);
    open(`/balances/${transaction.type}/${transaction.id}`, transaction);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(textOf(summary.querySelector('.ferry-tx-kind'))).toBe(kind.title);
    expect(textOf(within(summary).getByTestId('tx-headline'))).toBe(kind.headline);
    const lines = [...summary.querySelectorAll('.ferry-tx-converted')].map(textOf);
    expect(lines).toEqual(kind.subline ? [kind.subline] : []);
    const steps = screen.queryByRole('list', { name: 'Progress' });
    const shown = steps
      ? within(steps)
          .getAllByRole('listitem')
          .map((item) => [
            textOf(item.querySelector('.ferry-tx-step-text')),
            item.getAttribute('data-status') ?? '',
          ])
      : [];
    expect(shown).toEqual(kind.steps);
    expect(document.body.textContent).not.toMatch(RAW_WORDS);
  });

  it.each(KINDS.map((kind) => [kind.name, kind] as const))('%s: the details page', async (_name, kind) => {
    const transaction = transactionOf(kind);
    open(`/transaction-details/${transaction.type}/${transaction.id}`, transaction);
    await screen.findByRole('region', { name: /^Details$/ });
    const fields = detailFields();
    for (const [label, value] of Object.entries(kind.fields))
      expect([label, fields.get(label)]).toEqual([label, value]);
    for (const label of kind.absentFields ?? []) expect(fields.has(label), label).toBe(false);
    if (transaction.expires_at && !['NEW', 'WAIT'].includes(transaction.status))
      expect(fields.has('Expires')).toBe(false);
    expect(document.body.textContent).not.toMatch(RAW_WORDS);
  });
});
