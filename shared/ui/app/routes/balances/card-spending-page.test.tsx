import type { CardTransactionView } from '@ferry/shared/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '../../../features/balances/utils/balances.test-kit';
import { CARD_PROFILE_ID, makePaymentCard } from '../card/card.test-kit';
import { moneyServer, open } from './balances-page.test-kit';

vi.mock('uplot', () => ({ default: class {} }));

// Each visit loads its page lazily and starts a session first; a busy machine needs more than 1 s.

function card(category: string | null, extra: Partial<CardTransactionView> = {}): CardTransactionView {
  return {
    card_id: 'card',
    profile_id: CARD_PROFILE_ID,
    last4: '4242',
    merchant_name: 'Somewhere',
    merchant_category: category,
    merchant_country: null,
    authorization: null,
    ...extra,
  };
}

function cardServer(transactions: ReturnType<typeof makeTransaction>[]) {
  const server = moneyServer({ balances: [{ currency: 'EUR', available: '50', held: '0' }], transactions });
  server.handlers.listPaymentCards = () => ({ cards: [makePaymentCard()] });
  return server;
}

describe('a card’s spending', () => {
  it('sums the card’s purchases and cash by merchant category, the largest first', async () => {
    const now = new Date().toISOString();
    const server = cardServer([
      makeTransaction({
        type: 'CARD_DEBIT',
        currency: 'EUR',
        amount: '12.4',
        created_at: now,
        card: card('eating_places_restaurants'),
      }),
      makeTransaction({
        type: 'CARD_DEBIT',
        currency: 'EUR',
        amount: '7.6',
        created_at: now,
        card: card('eating_places_restaurants'),
      }),
      makeTransaction({
        type: 'CARD_WITHDRAWAL',
        currency: 'EUR',
        amount: '50',
        created_at: now,
        card: card(null),
      }),
      // A refund comes back in; a spend not finished may still be released.
      makeTransaction({
        type: 'CARD_REFUND',
        direction: 'PAYIN',
        currency: 'EUR',
        amount: '2',
        created_at: now,
        card: card('eating_places_restaurants'),
      }),
      makeTransaction({
        type: 'CARD_DEBIT',
        status: 'WAIT',
        currency: 'EUR',
        amount: '99',
        created_at: now,
        card: card('retail'),
      }),
      // A USD spend the card's euros paid, at the rate on its leg.
      makeTransaction({
        type: 'CARD_DEBIT',
        currency: 'USD',
        amount: '10',
        created_at: now,
        card: card('book_stores', {
          authorization: {
            id: 'auth_usd',
            kind: 'purchase',
            status: 'captured',
            currency: 'USD',
            requested_amount: '10',
            approved_amount: '10',
            captured_amount: '10',
            refunded_amount: '0',
            expires_at: null,
            legs: [{ currency: 'EUR', amount: '9.2', covers: '10', rate: '1.087' }],
            steps: [],
          },
        }),
      }),
    ]);
    open(`/balances/${CARD_PROFILE_ID}/spending?period=week`, server);
    expect(
      await screen.findByText('€79.20', { selector: '.ferry-spending-total .ferry-money' }),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Card spending by merchant category' });
    const rows = within(list).getAllByTestId('merchant-category');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Cash withdrawals \(ATM\).*€50\.00$/),
      expect.stringMatching(/^Restaurants.*€20\.00$/),
      expect.stringMatching(/^Book stores.*€9\.20$/),
    ]);
    const requests = server.requestsTo('listTransactions');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((request) => request.query.get('profile_id') === CARD_PROFILE_ID)).toBe(true);
    expect(screen.queryByLabelText('Currency')).toBeNull();
  });

  it('says so when the card spent nothing in the period', async () => {
    open(`/balances/${CARD_PROFILE_ID}/spending`, cardServer([]));
    expect(await screen.findByRole('heading', { name: 'Nothing spent in this period' })).toBeTruthy();
    expect(screen.getByText('Payments with this card will show up here.')).toBeTruthy();
  });

  it('names a card payment in the statement by its merchant, or by the card when there is none', async () => {
    const server = cardServer([
      makeTransaction({
        id: 'CD1',
        type: 'CARD_DEBIT',
        currency: 'EUR',
        amount: '12.4',
        card: card('restaurants', { merchant_name: 'Corner Coffee' }),
      }),
      makeTransaction({
        id: 'CB1',
        type: 'CARD_BONUS',
        direction: 'PAYIN',
        currency: 'EUR',
        amount: '0.06',
        card: card(null, { merchant_name: null }),
      }),
    ]);
    open('/balances/statement', server);
    const coffee = await screen.findByRole('link', { name: /Corner Coffee/ });
    expect(coffee.getAttribute('href')).toBe('/balances/CARD_DEBIT/CD1');
    const bonus = screen.getByRole('link', { name: /·· 4242/ });
    expect(bonus.getAttribute('href')).toBe('/balances/CARD_BONUS/CB1');
  });
});
