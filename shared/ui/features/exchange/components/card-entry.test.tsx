import { defaultWidgetParams } from '@ferry/shared/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTerms, makeUser, STORED_SESSION } from '../../../test/account.test-kit';
import { createTestBrowserPlatform } from '../../../test/fake-platform';
import { createFakeApi, renderApp } from '../../../test/render-app';
import { useExchangeCardStore } from '../stores/exchange-card-store';
import { resetExchangeDraft, useExchangePairStore } from '../stores/exchange-pair-store';

function buyUsdtByCard() {
  useExchangePairStore.setState({
    from: 'EUR',
    to: 'USDT',
    amount: '100',
    amountSide: 'from',
    fromPayway: 'card',
    toPayway: 'balance',
  });
}

function api() {
  return createFakeApi((id) => {
    if (id === 'getUser') return makeUser();
    if (id === 'getTerms') return makeTerms(false);
    if (id === 'listCards') return { cards: [] };
    return { currencies: [] };
  });
}

afterEach(() => {
  resetExchangeDraft();
  useExchangeCardStore.setState({ card: null });
});

describe('a new card needs no taps between its fields', () => {
  it('focuses the number, moves on when each field is whole, prefills the holder from Telegram', async () => {
    buyUsdtByCard();
    const platform = {
      ...createTestBrowserPlatform(),
      messengerUser: { firstName: 'Nova', lastName: 'Tester' },
    };
    const { router } = renderApp({
      api: api(),
      platform,
      path: '/exchange/insert-card',
      session: STORED_SESSION,
    });
    const number = (await screen.findByLabelText('Card number')) as HTMLInputElement;
    const expiry = screen.getByLabelText('Expiry (MM / YY)') as HTMLInputElement;
    const cvv = screen.getByLabelText('CVV') as HTMLInputElement;
    const holder = screen.getByLabelText('Cardholder name') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(holder.value).toBe('Nova Tester');

    // 15 digits are not a whole Visa number yet; a wrong checksum neither.
    fireEvent.change(number, { target: { value: '411111111111111' } });
    expect(document.activeElement).toBe(number);
    fireEvent.change(number, { target: { value: '4111111111111112' } });
    expect(document.activeElement).toBe(number);
    fireEvent.change(number, { target: { value: '4111111111111111' } });
    expect(document.activeElement).toBe(expiry);
    fireEvent.change(expiry, { target: { value: '123' } });
    expect(document.activeElement).toBe(expiry);
    fireEvent.change(expiry, { target: { value: '1239' } });
    expect(expiry.value).toBe('12 / 39');
    expect(document.activeElement).toBe(cvv);
    fireEvent.change(cvv, { target: { value: '123' } });
    // The holder is already there: the focus stays and nothing more is asked.
    expect(document.activeElement).toBe(cvv);

    fireEvent.change(holder, { target: { value: 'Nova Q Tester' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange/confirm'));
    expect(useExchangeCardStore.getState().card).toMatchObject({
      kind: 'new',
      number: '4111111111111111',
      expiry: '12 / 39',
      cvv: '123',
      holder_name: 'Nova Q Tester',
    });
  });

  it('outside Telegram the holder starts empty and a whole CVV moves on to it', async () => {
    buyUsdtByCard();
    renderApp({ api: api(), path: '/exchange/insert-card', session: STORED_SESSION });
    const number = (await screen.findByLabelText('Card number')) as HTMLInputElement;
    const holder = screen.getByLabelText('Cardholder name') as HTMLInputElement;
    expect(holder.value).toBe('');
    fireEvent.change(number, { target: { value: '3782 822463 10005' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: '1239' } });
    const cvv = screen.getByLabelText('CVV');
    fireEvent.change(cvv, { target: { value: '123' } });
    // An Amex code has four digits.
    expect(document.activeElement).toBe(cvv);
    fireEvent.change(cvv, { target: { value: '1234' } });
    expect(document.activeElement).toBe(holder);
  });

  it('in a shop’s frame the holder starts as the name the shop vouched for', async () => {
    buyUsdtByCard();
    renderApp({
      api: api(),
      path: '/exchange/insert-card',
      session: STORED_SESSION,
      mode: 'widget',
      frame: {
        status: 'ready',
        params: defaultWidgetParams(),
        trust: 'signed',
        merchant: { domain: 'shop.test', isTestMode: false },
        customer: {
          email: null,
          phone: null,
          first_name: 'Ann',
          last_name: 'Shopper',
          date_of_birth: null,
          residence_country: null,
          external_customer_id: 'c-1',
        },
        parentOrigin: null,
      },
    });
    await screen.findByLabelText('Card number');
    expect((screen.getByLabelText('Cardholder name') as HTMLInputElement).value).toBe('Ann Shopper');
  });
});
