import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fieldFailure } from '../../../test/fake-server';
import { CARD_PROFILE_ID, createCardServer, makeCardTerms, makePaymentCard, openCard } from './card.test-kit';

// Each visit loads its page lazily and starts a session first; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 8000 });

function fees() {
  return screen.findByRole('region', { name: 'Fees' });
}

describe('ordering a card (/balances/book-card)', () => {
  it('shows the fees of the chosen currency before the user confirms, and the drawn card follows the choices', async () => {
    const server = createCardServer({ cards: [] });
    openCard('/balances/book-card', server);
    const form = await screen.findByRole('form', { name: 'Card order' });
    const eur = (await fees()).textContent;
    expect(eur).toContain('Issuing the card');
    expect(eur).toContain('Free');
    expect(eur).toContain('€7.00');
    expect(eur).toContain('€20.00');
    expect(eur).toContain('0.5%');
    fireEvent.click(within(form).getByRole('radio', { name: 'USD' }));
    await waitFor(async () => expect((await fees()).textContent).toContain('$9.00'));
    fireEvent.click(within(form).getByRole('radio', { name: 'Aurora' }));
    fireEvent.change(within(form).getByLabelText('Name on the card'), { target: { value: 'olena koval' } });
    const card = within(form).getByRole('img', { name: 'Aurora card in USD, ending ••••' });
    expect(card.textContent).toContain('OLENA KOVAL');
  });

  it('asks for the name in Latin letters as in the passport, and for a card name', async () => {
    const server = createCardServer({ cards: [] });
    openCard('/balances/book-card', server);
    const form = await screen.findByRole('form', { name: 'Card order' });
    fireEvent.change(within(form).getByLabelText('Name on the card'), { target: { value: 'Олена Коваль' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue card' }));
    expect(await screen.findByText('Use Latin letters as in your passport')).toBeTruthy();
    expect(screen.getByText('Field is required')).toBeTruthy();
    expect(server.requestsTo('issuePaymentCard')).toHaveLength(0);
  });

  it('issues the card with the embossed name and opens the card’s page', async () => {
    const server = createCardServer({ cards: [] });
    server.handlers.issuePaymentCard = (request) => {
      const card = makePaymentCard({
        state: 'notActivated',
        is_activation_fee_charged: false,
        balance: { available: '0', held: '0' },
      });
      server.cardState.cards = [card];
      expect(request.headers['Idempotency-Key']).toBeTruthy();
      return card;
    };
    const { router } = openCard('/balances/book-card', server);
    const form = await screen.findByRole('form', { name: 'Card order' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Midnight' }));
    fireEvent.change(within(form).getByLabelText('Name on the card'), {
      target: { value: '  olena   koval ' },
    });
    fireEvent.change(within(form).getByLabelText('Card name'), { target: { value: 'Travel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/balances/${CARD_PROFILE_ID}/settings`));
    expect(server.requestsTo('issuePaymentCard')[0]?.body).toEqual({
      currency: 'EUR',
      design: 'midnight',
      cardholder_name: 'OLENA KOVAL',
      card_name: 'Travel',
    });
    expect(await screen.findByTestId('card-first-top-up')).toBeTruthy();
  });

  it('a currency with no cards left says the limit and cannot be issued', async () => {
    const full = makeCardTerms();
    const [eur, usd] = full.currencies;
    if (!eur || !usd) throw new Error('terms');
    const server = createCardServer({ terms: { ...full, currencies: [{ ...eur, cards_left: 0 }, usd] } });
    openCard('/balances/book-card', server);
    const form = await screen.findByRole('form', { name: 'Card order' });
    // The open currency is chosen first.
    expect((within(form).getByRole('radio', { name: 'USD' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: 'EUR' }));
    expect(await within(form).findByText("You've reached the card limit")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue card' }).hasAttribute('disabled')).toBe(true);
  });

  it('a refusal by level says so and leads to the verification', async () => {
    const server = createCardServer({
      terms: makeCardTerms({
        refusal: { code: 'ACCESS_DENIED', message_key: 'cards.refusal.verificationRequired' },
      }),
    });
    openCard('/balances/book-card', server);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Verify your identity to get a card' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe(
      '/balances/book-card/verification',
    );
    expect(screen.queryByRole('form', { name: 'Card order' })).toBeNull();
  });

  it('a refusal by country gives the spec’s message and the way back', async () => {
    const server = createCardServer({
      terms: makeCardTerms({
        refusal: { code: 'COUNTRY_NOT_ALLOWED', message_key: 'errors.card.notAvailableInCountry' },
      }),
    });
    openCard('/balances/book-card', server);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: "A card can't be issued in your country" }),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to balances' }).getAttribute('href')).toBe(
      '/balances',
    );
  });

  it('a name the server refuses is shown under its field', async () => {
    const server = createCardServer({ cards: [] });
    server.handlers.issuePaymentCard = () =>
      fieldFailure('cardholder_name', 'cards.validation.cardholderLatin');
    openCard('/balances/book-card', server);
    const form = await screen.findByRole('form', { name: 'Card order' });
    fireEvent.change(within(form).getByLabelText('Name on the card'), { target: { value: 'Olena Koval' } });
    fireEvent.change(within(form).getByLabelText('Card name'), { target: { value: 'Main' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue card' }));
    const field = within(form).getByLabelText('Name on the card');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Use Latin letters as in your passport')).toBeTruthy();
  });

  it('a refused issue keeps the form and says why', async () => {
    const server = createCardServer({ cards: [] });
    server.handlers.issuePaymentCard = () => failure(409, 'CONFLICT_ERROR');
    openCard('/balances/book-card', server);
    const form = await screen.findByRole('form', { name: 'Card order' });
    fireEvent.change(within(form).getByLabelText('Name on the card'), { target: { value: 'Olena Koval' } });
    fireEvent.change(within(form).getByLabelText('Card name'), { target: { value: 'Main' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue card' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Card order' })).toBeTruthy();
  });
});
