import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '../../../test/fake-server';
import { moneyServer, open } from '../balances/balances-page.test-kit';
import { CARD_PROFILE_ID, makeAuthorization, makePaymentCard } from './card.test-kit';

vi.mock('uplot', () => ({ default: class {} }));

configure({ asyncUtilTimeout: 8000 });

describe('the card on the balances screen', () => {
  it('shows each live card: state, last four digits, balance and what it spends from, leading to its page', async () => {
    const server = moneyServer({ balances: [{ currency: 'EUR', available: '90', held: '0' }] });
    server.handlers.listPaymentCards = () => ({
      cards: [
        makePaymentCard({ spend_from: ['EUR', 'USDT'] }),
        makePaymentCard({
          id: '00000000-0000-4000-8000-00000000000a',
          profile_id: '00000000-0000-4000-8000-00000000000b',
          state: 'terminated',
          last4: '1111',
        }),
      ],
    });
    server.handlers.listCardAuthorizations = () => ({ authorizations: [] });
    open('/balances', server);
    const panel = await screen.findByRole('region', { name: 'Your cards' });
    const cards = within(panel).getAllByTestId('card-panel');
    expect(cards).toHaveLength(1);
    const card = cards[0] as HTMLElement;
    expect(card.getAttribute('href')).toBe(`/balances/${CARD_PROFILE_ID}/settings`);
    expect(card.textContent).toContain('Travel ·· 4242');
    expect(card.textContent).toContain('Active');
    expect(card.textContent).toContain('Spends from EUR, USDT');
    expect(card.textContent).toContain('€30.50');
    expect(screen.queryByRole('link', { name: /Get a card/ })).toBeNull();
  });

  it('lists the card’s last three payments as its payments list words them, each leading to its page, then all of them', async () => {
    const server = moneyServer({ balances: [{ currency: 'EUR', available: '90', held: '0' }] });
    server.handlers.listPaymentCards = () => ({ cards: [makePaymentCard()] });
    const limits: (string | null)[] = [];
    server.handlers.listCardAuthorizations = (request) => {
      limits.push(request.query.get('limit'));
      return {
        authorizations: [
          makeAuthorization({ id: 'auth_3', merchant_name: 'Corner Coffee', amount: '12.4' }),
          makeAuthorization({
            id: 'auth_2',
            status: 'declined',
            merchant_name: 'Night Taxi',
            amount: '8',
            decline_message_key: 'cards.declineReason.card_locked',
          }),
          makeAuthorization({
            id: 'auth_1',
            status: 'captured',
            merchant_name: 'Book Shop',
            amount: '25',
            currency: 'USD',
            captured_amount: '25',
            refunded_amount: '2',
            transaction_external_id: 'FCARD1',
          }),
        ],
      };
    };
    open('/balances', server);
    const recent = await screen.findByRole('list', { name: 'Recent payments with Travel' });
    expect(limits).toEqual(['3']);
    const spends = within(recent).getAllByRole('link');
    expect(spends.map((link) => link.textContent)).toEqual([
      'Corner Coffee€12.40On hold',
      'Night Taxi€8.00Declined',
      'Book Shop$25.00Paid · Refunded $2.00',
    ]);
    const payments = `/balances/${CARD_PROFILE_ID}/settings#card-payments`;
    expect(spends.map((link) => link.getAttribute('href'))).toEqual([
      payments,
      payments,
      '/balances/CARD_DEBIT/FCARD1',
    ]);
    const all = screen.getByRole('link', { name: 'All payments' });
    expect(all.getAttribute('href')).toBe(payments);
  });

  it('says in one line that a card has no payments yet, with no list and no link to them', async () => {
    const server = moneyServer({ balances: [{ currency: 'EUR', available: '90', held: '0' }] });
    server.handlers.listPaymentCards = () => ({ cards: [makePaymentCard()] });
    server.handlers.listCardAuthorizations = () => ({ authorizations: [] });
    open('/balances', server);
    const panel = await screen.findByRole('region', { name: 'Your cards' });
    expect(await within(panel).findByText('No payments with this card yet')).toBeTruthy();
    expect(within(panel).queryByRole('list', { name: /Recent payments/ })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'All payments' })).toBeNull();
  });

  it('reads the card again when a live event says its hold was released: the balance and the payment’s state move', async () => {
    const server = moneyServer({ balances: [{ currency: 'EUR', available: '90', held: '0' }] });
    let isReleased = false;
    server.handlers.listPaymentCards = () => ({
      cards: [
        makePaymentCard({
          balance: isReleased ? { available: '42.9', held: '0' } : { available: '30.5', held: '12.4' },
        }),
      ],
    });
    server.handlers.listCardAuthorizations = () => ({
      authorizations: [makeAuthorization({ status: isReleased ? 'reversed' : 'pending' })],
    });
    const view = open('/balances', server);
    const recent = await screen.findByRole('list', { name: 'Recent payments with Travel' });
    expect(within(recent).getByRole('link').textContent).toContain('On hold');
    expect(screen.getByTestId('card-panel').textContent).toContain('€30.50');
    isReleased = true;
    act(() => {
      view.services.liveEvents.emit({
        type: 'event',
        seq: 7,
        topic: 'transaction.changed',
        payload: { transaction: { type: 'CARD_DEBIT', status: 'CANCELLED' } },
      });
    });
    await waitFor(() => expect(within(recent).getByRole('link').textContent).toContain('Released'));
    await waitFor(() => expect(screen.getByTestId('card-panel').textContent).toContain('€42.90'));
  });

  it('offers to get a card when the user has none', async () => {
    const server = moneyServer({ balances: [{ currency: 'EUR', available: '90', held: '0' }] });
    server.handlers.listPaymentCards = () => ({ cards: [] });
    open('/balances', server);
    const entry = await screen.findByRole('link', { name: /Get a card/ });
    expect(entry.getAttribute('href')).toBe('/balances/book-card');
    expect(screen.queryByRole('region', { name: 'Your cards' })).toBeNull();
  });

  it('a list that fails to load still leaves the way to get a card', async () => {
    const server = moneyServer({ balances: [{ currency: 'EUR', available: '90', held: '0' }] });
    server.handlers.listPaymentCards = () => failure(500, 'INTERNAL_ERROR');
    open('/balances', server);
    expect(await screen.findByRole('link', { name: /Get a card/ })).toBeTruthy();
  });
});
