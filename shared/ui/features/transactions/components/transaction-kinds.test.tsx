import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MONEY_IN_KINDS } from './transaction-kind-cases-money-in.test-kit';
import { PAYOUT_AND_EXCHANGE_KINDS } from './transaction-kind-cases-payouts.test-kit';
import { detailFields, open, RAW_WORDS, textOf, transactionOf } from './transaction-kinds.test-kit';

/** Every kind of transaction a person meets, by type and payway, in words a person reads. */
const KINDS = [...MONEY_IN_KINDS, ...PAYOUT_AND_EXCHANGE_KINDS];

describe('each kind of transaction has its own title, steps, headline and labels', () => {
  it.each(KINDS.map((kind) => [kind.name, kind] as const))('%s: the live page', async (_name, kind) => {
    const transaction = transactionOf(kind);
    open(`/balances/${transaction.type}/${transaction.id}`, transaction);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(textOf(summary.querySelector('.ferry-tx-kind'))).toBe(kind.title);
    expect(textOf(within(summary).getByTestId('tx-headline'))).toBe(kind.headline);
    const lines = [...summary.querySelectorAll('.ferry-tx-converted')].map(textOf);
    expect(lines).toEqual(kind.sublines ?? (kind.subline ? [kind.subline] : []));
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
