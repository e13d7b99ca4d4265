import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_PROFILE_ID, createCardServer, makePaymentCard, openCard } from './card.test-kit';

configure({ asyncUtilTimeout: 8000 });

const CONNECT = `/balances/${CARD_PROFILE_ID}/settings/connect-card`;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser whose Payment Request answers `canMakePayment` per method URL. */
function stubPaymentRequest(methods: Record<string, boolean>) {
  vi.stubGlobal(
    'PaymentRequest',
    class {
      constructor(private readonly asked: { supportedMethods: string }[]) {}
      async canMakePayment() {
        return methods[this.asked[0]?.supportedMethods ?? ''] === true;
      }
    },
  );
}

describe('adding the card to a wallet (/balances/:profileId/settings/connect-card)', () => {
  it('says honestly when this device has no wallet, and offers no button', async () => {
    vi.stubGlobal('ApplePaySession', undefined);
    vi.stubGlobal('PaymentRequest', undefined);
    openCard(CONNECT, createCardServer());
    expect(await screen.findByRole('heading', { name: 'No wallet on this device' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the card' }).getAttribute('href')).toBe(
      `/balances/${CARD_PROFILE_ID}/settings`,
    );
  });

  it('offers Apple Pay where ApplePaySession can make payments, and gives the one-time code with the steps', async () => {
    vi.stubGlobal('ApplePaySession', { canMakePayments: () => true });
    stubPaymentRequest({});
    const server = createCardServer();
    server.handlers.createWalletProvisioning = (request) => ({
      wallet: (request.body as { wallet: string }).wallet,
      code: '731904',
      expires_at: '2026-11-28T10:10:00Z',
    });
    openCard(CONNECT, server);
    const add = await screen.findByRole('button', { name: 'Add to Apple Pay' });
    expect(screen.queryByRole('button', { name: 'Add to Google Pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Samsung Pay' })).toBeNull();
    fireEvent.click(add);
    const steps = await screen.findByTestId('wallet-steps');
    expect(within(steps).getByRole('heading', { name: 'Adding the card to Apple Pay' })).toBeTruthy();
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByRole('status', { name: 'One-time code' }).textContent).toBe('731904');
    expect(server.requestsTo('createWalletProvisioning')[0]?.body).toEqual({ wallet: 'apple_pay' });
  });

  it('offers Google Pay and Samsung Pay only where their payment methods answer canMakePayment', async () => {
    vi.stubGlobal('ApplePaySession', undefined);
    stubPaymentRequest({ 'https://google.com/pay': true, 'https://spay.samsung.com': false });
    openCard(CONNECT, createCardServer());
    expect(await screen.findByRole('button', { name: 'Add to Google Pay' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add to Samsung Pay' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add to Apple Pay' })).toBeNull();
  });

  it('a terminated card cannot be added', async () => {
    openCard(CONNECT, createCardServer({ cards: [makePaymentCard({ state: 'terminated' })] }));
    expect(
      await screen.findByRole('heading', {
        name: 'This card is terminated for good. Issue a new card to keep paying',
      }),
    ).toBeTruthy();
  });
});
