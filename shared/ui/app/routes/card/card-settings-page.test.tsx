import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import {
  CARD_PROFILE_ID,
  createCardServer,
  makeAuthorization,
  makePaymentCard,
  openCard,
} from './card.test-kit';

configure({ asyncUtilTimeout: 8000 });

const SETTINGS = `/balances/${CARD_PROFILE_ID}/settings`;

function section(name: string) {
  return screen.findByRole('region', { name });
}

describe('the card’s page (/balances/:profileId/settings)', () => {
  it('shows the card by its own profile: face, state, available and on hold', async () => {
    openCard(SETTINGS, createCardServer());
    const summary = await section('Card summary');
    expect(
      within(summary).getByRole('img', { name: 'Midnight card in EUR, ending 4242' }).textContent,
    ).toContain('OLENA KOVAL');
    expect(summary.textContent).toContain('Active');
    expect(summary.textContent).toContain('€30.50');
    expect(summary.textContent).toContain('€12.40');
  });

  it('a card that is not the user’s says so', async () => {
    openCard('/balances/00000000-0000-4000-8000-000000000009/settings', createCardServer());
    expect(await screen.findByRole('heading', { name: "This card isn't among yours" })).toBeTruthy();
  });

  it('the first top-up shows the activation fee and the minimum, and refuses less', async () => {
    const server = createCardServer({
      cards: [makePaymentCard({ state: 'notActivated', is_activation_fee_charged: false })],
    });
    server.handlers.topUpPaymentCard = (request) => ({
      card: makePaymentCard({ state: 'activating' }),
      transaction: { amount: (request.body as { amount: string }).amount },
    });
    openCard(SETTINGS, server);
    const topUp = await section('Top up');
    expect(within(topUp).getByTestId('card-first-top-up').textContent).toBe(
      'The first top-up must be at least €20.00. The activation fee of €7.00 is taken from it once.',
    );
    const amount = within(topUp).getByLabelText('Amount, EUR');
    fireEvent.change(amount, { target: { value: '15' } });
    fireEvent.click(within(topUp).getByRole('button', { name: 'Top up' }));
    expect(await within(topUp).findByText('Top up at least 20 EUR to activate your card')).toBeTruthy();
    expect(server.requestsTo('topUpPaymentCard')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '25,50' } });
    fireEvent.click(within(topUp).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(server.requestsTo('topUpPaymentCard')).toHaveLength(1));
    expect(server.requestsTo('topUpPaymentCard')[0]?.body).toEqual({ amount: '25.50' });
    expect(server.requestsTo('topUpPaymentCard')[0]?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('an activating card is looked at again until the issuer answers', async () => {
    const server = createCardServer({ cards: [makePaymentCard({ state: 'activating' })] });
    openCard(SETTINGS, server);
    const summary = await section('Card summary');
    expect(summary.textContent).toContain('Activating');
    server.cardState.cards = [makePaymentCard({ state: 'active' })];
    await waitFor(() => expect(summary.textContent).toContain('Active'), { timeout: 8000 });
    expect(summary.textContent).not.toContain('Activating');
  }, 15000);

  it('a top-up the server refuses says its own message', async () => {
    const server = createCardServer();
    server.handlers.topUpPaymentCard = () =>
      failure(400, 'VALIDATION_ERROR', {
        message_key: 'cards.refusal.topUpBelowMinimum',
        amount: '20',
        currency: 'EUR',
      });
    openCard(SETTINGS, server);
    const topUp = await section('Top up');
    fireEvent.change(within(topUp).getByLabelText('Amount, EUR'), { target: { value: '5' } });
    fireEvent.click(within(topUp).getByRole('button', { name: 'Top up' }));
    expect((await within(topUp).findByRole('alert')).textContent).toBe(
      'Top up at least 20 EUR to activate your card',
    );
  });

  it('locks and unlocks the card', async () => {
    const server = createCardServer();
    openCard(SETTINGS, server);
    const state = await section('Card status');
    fireEvent.click(within(state).getByRole('button', { name: 'Lock card' }));
    const unlock = await within(state).findByRole('button', { name: 'Unlock card' });
    expect(server.requestsTo('changePaymentCardState')[0]?.body).toEqual({ action: 'lock' });
    expect((await section('Card summary')).textContent).toContain('Locked');
    fireEvent.click(unlock);
    await within(state).findByRole('button', { name: 'Lock card' });
    expect(server.requestsTo('changePaymentCardState')[1]?.body).toEqual({ action: 'unlock' });
  });

  it('a refused lock says the spec’s failure', async () => {
    const server = createCardServer();
    server.handlers.changePaymentCardState = () =>
      failure(409, 'CONFLICT_ERROR', { message_key: 'errors.card.lockFailed' });
    openCard(SETTINGS, server);
    const state = await section('Card status');
    fireEvent.click(within(state).getByRole('button', { name: 'Lock card' }));
    expect((await within(state).findByRole('alert')).textContent).toBe(
      "We couldn't lock your card. Please try again",
    );
  });

  it('terminates only after the last four digits are typed', async () => {
    const server = createCardServer();
    openCard(SETTINGS, server);
    const state = await section('Card status');
    fireEvent.click(within(state).getByRole('button', { name: 'Terminate card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Terminate the card?' });
    const confirm = within(dialog).getByRole('button', { name: 'Terminate card' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Last four digits'), { target: { value: '4241' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Last four digits'), { target: { value: '4242' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requestsTo('changePaymentCardState')[0]?.body).toEqual({
      action: 'terminate',
      confirmation: '4242',
    });
    expect(await screen.findByText('This card is terminated for good. Its history stays here.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Top up' })).toBeNull();
  });

  it('reorders what the card spends from; the card’s own balance always stays', async () => {
    const server = createCardServer();
    openCard(SETTINGS, server);
    const spendFrom = await section('Spend from');
    const card = within(spendFrom).getByRole('button', { name: 'Stop spending from EUR' });
    expect(card.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await within(spendFrom).findByRole('button', { name: '+ USDT' }));
    fireEvent.click(within(spendFrom).getByRole('button', { name: 'Move USDT up' }));
    const order = within(spendFrom).getByRole('list', { name: 'Spend from' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 22)),
    ).toEqual([expect.stringContaining('USDT balance'), expect.stringContaining('Card balance (EUR)')]);
    fireEvent.click(within(spendFrom).getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(server.requestsTo('updatePaymentCardSettings')).toHaveLength(1));
    expect(server.requestsTo('updatePaymentCardSettings')[0]?.body).toEqual({ spend_from: ['USDT', 'EUR'] });
  });

  it('saves the spending controls: a maximum per payment and blocked categories', async () => {
    const server = createCardServer();
    openCard(SETTINGS, server);
    const controls = await section('Spending limits');
    fireEvent.change(within(controls).getByLabelText('Maximum per payment, EUR'), {
      target: { value: '50' },
    });
    fireEvent.click(within(controls).getByRole('checkbox', { name: 'Gambling and betting' }));
    fireEvent.click(within(controls).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(server.requestsTo('updatePaymentCardSettings')).toHaveLength(1));
    expect(server.requestsTo('updatePaymentCardSettings')[0]?.body).toEqual({
      per_authorization_max: '50',
      blocked_categories: ['betting_casino_gambling'],
    });
  });

  it('lists recent authorizations: a hold, its capture, a decline with its reason and a converted leg with its rate', async () => {
    const server = createCardServer({
      authorizations: [
        makeAuthorization({ id: 'a3', status: 'pending', merchant_name: 'Blue Bottle Coffee' }),
        makeAuthorization({
          id: 'a2',
          status: 'captured',
          merchant_name: 'Book Shop',
          amount: '10',
          currency: 'USD',
          captured_amount: '10',
          refunded_amount: '2',
          legs: [{ currency: 'EUR', amount: '9.2', rate: '1.068481848184' }],
          transaction_external_id: 'tx_card_1',
        }),
        makeAuthorization({
          id: 'a1',
          status: 'declined',
          merchant_name: 'Lucky Casino',
          merchant_category: 'betting_casino_gambling',
          decline_message_key: 'errors.card.locked',
          legs: [],
        }),
      ],
    });
    openCard(SETTINGS, server);
    const history = await section('Recent payments');
    const items = await within(history).findAllByTestId('card-authorization');
    expect(items[0]?.textContent).toContain('On hold');
    expect(items[0]?.textContent).toContain('€12.40');
    expect(items[0]?.textContent).toContain('Eating places restaurants');
    expect(items[1]?.textContent).toContain('Held $10.00 → paid $10.00');
    expect(items[1]?.textContent).toContain('Refunded $2.00');
    expect(items[1]?.textContent).toContain('€9.20 from your EUR balance at 1 EUR = 1.0685 USD');
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'Open the transaction' })
        .getAttribute('href'),
    ).toBe('/balances/CARD_DEBIT/tx_card_1');
    expect(items[2]?.textContent).toContain('Declined');
    expect(items[2]?.textContent).toContain('Gambling and betting');
    expect(items[2]?.textContent).toContain('Your card is locked');
  });

  it('shows the card details inside the details page after the 2FA prompt', async () => {
    const server = createCardServer();
    server.handlers.createCardDetailsToken = (request) =>
      request.headers['Auth-2FA-Token']
        ? {
            token: 'tok_1',
            iframe_url: 'https://cards.ferry.test/card-iframe-stub#tok_1',
            expires_at: '2026-11-28T10:00:30Z',
          }
        : failure(403, 'AUTH_2FA_REQUIRED');
    openCard(SETTINGS, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Show card details' }));
    const twoFactor = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    fireEvent.change(within(twoFactor).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(twoFactor).getByRole('button', { name: 'Confirm' }));
    const details = await screen.findByRole('dialog', { name: 'Card details' });
    const frame = within(details).getByTitle('Card number, expiry and CVV');
    expect(frame.getAttribute('src')).toBe(
      'https://cards.ferry.test/card-iframe-stub?lang=en&theme=light#tok_1',
    );
    expect(server.requestsTo('createCardDetailsToken')).toHaveLength(2);
    // The number never reaches this page: only the card's last four digits are in it.
    expect(document.body.textContent).not.toMatch(/\d{12,}/);
  });

  it.each([
    ['locked', 'Unlock the card to see its details.'],
    ['notActivated', "The card's details show once it is activated."],
    ['activating', "The card's details show once it is activated."],
  ] as const)('a card in state %s offers no details and says why in one line', async (state, line) => {
    const server = createCardServer({ cards: [makePaymentCard({ state })] });
    openCard(SETTINGS, server);
    expect((await screen.findByTestId('card-details-hidden')).textContent).toBe(line);
    expect(screen.queryByRole('button', { name: 'Show card details' })).toBeNull();
    expect(server.requestsTo('createCardDetailsToken')).toHaveLength(0);
  });

  it('an unlocked card offers its details again', async () => {
    openCard(SETTINGS, createCardServer({ cards: [makePaymentCard({ state: 'unlocked' })] }));
    expect(await screen.findByRole('button', { name: 'Show card details' })).toBeTruthy();
    expect(screen.queryByTestId('card-details-hidden')).toBeNull();
  });

  it('locking the card takes its details away at once', async () => {
    const server = createCardServer();
    openCard(SETTINGS, server);
    await screen.findByRole('button', { name: 'Show card details' });
    fireEvent.click(within(await section('Card status')).getByRole('button', { name: 'Lock card' }));
    expect((await screen.findByTestId('card-details-hidden')).textContent).toBe(
      'Unlock the card to see its details.',
    );
    expect(screen.queryByRole('button', { name: 'Show card details' })).toBeNull();
  });

  it('a cancelled 2FA prompt opens nothing and says nothing', async () => {
    const server = createCardServer();
    server.handlers.createCardDetailsToken = () => failure(403, 'AUTH_2FA_REQUIRED');
    openCard(SETTINGS, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Show card details' }));
    const twoFactor = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    fireEvent.click(within(twoFactor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTitle('Card number, expiry and CVV')).toBeNull();
  });

  it('leads to adding the card to a wallet', async () => {
    openCard(SETTINGS, createCardServer());
    const link = await screen.findByRole('link', { name: /Add to Apple Pay, Google Pay or Samsung Pay/ });
    expect(link.getAttribute('href')).toBe(`/balances/${CARD_PROFILE_ID}/settings/connect-card`);
  });

  it('leads to the card’s spending by category', async () => {
    openCard(SETTINGS, createCardServer());
    const link = await screen.findByRole('link', { name: /Spending by category/ });
    expect(link.getAttribute('href')).toBe(`/balances/${CARD_PROFILE_ID}/spending`);
  });
});

describe('the card’s screens in every language', () => {
  it.each(['uk', 'ru', 'pl'] as const)(
    '%s: every text of the card’s page is translated',
    async (language) => {
      const server = createCardServer({
        cards: [makePaymentCard({ state: 'notActivated', is_activation_fee_charged: false, overdraft: '3' })],
        authorizations: [
          makeAuthorization({ status: 'declined', decline_message_key: 'errors.card.inactive', legs: [] }),
        ],
      });
      renderApp({ path: SETTINGS, fetch: server.fetch, session: STORED_SESSION, language });
      await screen.findByTestId('card-settings');
      await screen.findAllByTestId('card-authorization');
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/\b(cards|errors|domain)\.[a-zA-Z]+/);
      expect(text).not.toContain('Top up');
    },
  );
});
