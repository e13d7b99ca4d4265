import type { CardTransactionView } from '@ferry/shared/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTransaction, TX_ID } from '../../../test/transaction.test-kit';
import { open, serverWith } from './transaction-page.test-kit';

function cardOf(overrides: Partial<CardTransactionView> = {}): CardTransactionView {
  return {
    card_id: '5f0d6a52-3c1e-4d8a-9a51-0c0e8a1b2c3d',
    profile_id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    last4: '4242',
    merchant_name: 'Corner Coffee',
    merchant_category: 'eating_places_restaurants',
    merchant_country: 'DE',
    authorization: {
      id: 'auth_1',
      kind: 'purchase',
      status: 'captured',
      currency: 'EUR',
      requested_amount: '12.4',
      approved_amount: '12.4',
      captured_amount: '12.4',
      refunded_amount: '2',
      expires_at: null,
      legs: [{ currency: 'EUR', amount: '12.4', covers: '12.4', rate: null }],
      steps: [
        { step: 'authorized', amount: '12.4', at: '2026-11-28T12:00:00.000Z' },
        { step: 'captured', amount: '12.4', at: '2026-11-28T12:05:00.000Z' },
        { step: 'refunded', amount: '2', at: '2026-11-29T09:00:00.000Z' },
      ],
    },
    ...overrides,
  };
}

describe('a card payment’s details', () => {
  it('shows the card, the merchant and its category, and the hold → capture path with the refund', async () => {
    const debit = makeTransaction({
      type: 'CARD_DEBIT',
      direction: 'PAYOUT',
      amount: '12.4',
      currency: 'EUR',
      card: cardOf(),
    });
    open(`/transaction-details/CARD_DEBIT/${TX_ID}`, serverWith(debit));
    const card = await screen.findByRole('region', { name: 'Card payment' });
    expect(within(card).getByText('Ferry card ·· 4242')).toBeTruthy();
    expect(within(card).getByText('Corner Coffee')).toBeTruthy();
    expect(within(card).getByText('Restaurants')).toBeTruthy();
    expect(within(card).getByText('DE')).toBeTruthy();
    expect(within(card).getByText('€2.00')).toBeTruthy();
    expect(within(card).getByText('€12.40 from the card’s balance')).toBeTruthy();
    const path = screen.getByRole('region', { name: 'Hold → capture' });
    const steps = within(path).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual([
      'authorized',
      'captured',
      'refunded',
    ]);
    expect(steps[0]?.textContent).toContain('Held');
    expect(steps[0]?.textContent).toContain('€12.40');
    expect(steps[2]?.textContent).toContain('Refunded');
  });

  it('says which balance paid a converted spend and at what rate, and when the hold was released', async () => {
    const card = cardOf({
      merchant_name: 'Book Shop',
      merchant_category: 'book_stores',
      merchant_country: null,
      authorization: {
        ...(cardOf().authorization as NonNullable<CardTransactionView['authorization']>),
        status: 'reversed',
        currency: 'USD',
        requested_amount: '10',
        approved_amount: '10',
        captured_amount: '0',
        refunded_amount: '0',
        legs: [{ currency: 'EUR', amount: '9.21', covers: '10', rate: '1.0857' }],
        steps: [
          { step: 'authorized', amount: '10', at: '2026-11-28T12:00:00.000Z' },
          { step: 'reversed', amount: null, at: '2026-11-28T13:00:00.000Z' },
        ],
      },
    });
    const debit = makeTransaction({
      type: 'CARD_DEBIT',
      direction: 'PAYOUT',
      status: 'CANCELLED',
      amount: '10',
      currency: 'USD',
      card,
    });
    open(`/transaction-details/CARD_DEBIT/${TX_ID}`, serverWith(debit));
    const region = await screen.findByRole('region', { name: 'Card payment' });
    // A category with no name of ours reads as the network wrote it.
    expect(within(region).getByText('Book stores')).toBeTruthy();
    expect(within(region).getByText('Released')).toBeTruthy();
    expect(within(region).getByText('€9.21 from your EUR balance at 1 EUR = 1.0857 USD')).toBeTruthy();
    expect(within(region).queryByText('Paid', { selector: 'dt' })).toBeNull();
    const path = screen.getByRole('region', { name: 'Hold → capture' });
    expect(
      within(path)
        .getAllByRole('listitem')
        .map((step) => step.getAttribute('data-step')),
    ).toEqual(['authorized', 'reversed']);
  });

  it('shows no card section for a transaction that is not a card’s', async () => {
    open(`/transaction-details/PAYOUT/${TX_ID}`, serverWith(makeTransaction({ type: 'PAYOUT' })));
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('region', { name: 'Card payment' })).toBeNull();
  });
});
