import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMnemonic } from '../../../../wallet/keys/index';
import { STORED_SESSION, USER_ID } from '../../../test/account.test-kit';
import { createMemoryStorage } from '../../../test/fake-platform';
import { makeVerifiedIdentityState } from '../../../test/identity.test-kit';
import { renderApp } from '../../../test/render-app';
import { vaultFor } from '../../../wallet-ui/vault/use-wallet-vault';
import { makeCardTerms } from '../card/card.test-kit';
import { createVerificationServer, makeStep, makeVerification } from '../verification/verification.test-kit';
import { useJourneyReturns } from '../verification-journey/journey-returns';

// Lazy pages load slowly on a busy machine.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  act(() => useJourneyReturns.setState({ byPlace: {} }));
  sessionStorage.clear();
});

/** Phone and declared data done, identity not yet: the Basic level. */
const BASIC = () =>
  makeVerification({
    level: 'basic',
    steps: [
      makeStep('PHONE', 'COMPLETED'),
      makeStep('DECLARED_ADDRESS', 'COMPLETED'),
      makeStep('IDENTITY'),
      makeStep('ADDRESS'),
    ],
  });

function gate() {
  return screen.findByTestId('verification-gate');
}

describe('the documents gate (/profile/documents)', () => {
  it('shows a new user the steps identity needs and leads into the first, never calling for a document', async () => {
    const server = createVerificationServer();
    const { router } = renderApp({
      path: '/profile/documents',
      session: STORED_SESSION,
      fetch: server.fetch,
    });
    const panel = await gate();
    expect(
      within(panel).getByRole('heading', { name: 'Verify your identity to get documents' }),
    ).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PhoneNot verified', 'Declared addressNot verified', 'IdentityNot verified']);
    expect(screen.queryByLabelText('From')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify your identity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/verification/phone'));
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(server.requestsTo('createDocument')).toHaveLength(0);
  });

  it('walks only to the identity and comes back to the documents, which then open', async () => {
    const server = createVerificationServer(BASIC());
    server.handlers.startVerificationStep = () => ({
      kind: 'IDENTITY',
      status: 'INIT',
      url: 'https://ferry.test/sandbox-kyc/applicant',
      access_token: 'token',
      expires_at: '2099-01-01T00:00:00Z',
    });
    const { router } = renderApp({
      path: '/profile/documents?type=letter-of-good-standing',
      session: STORED_SESSION,
      fetch: server.fetch,
    });
    await gate();
    fireEvent.click(screen.getByRole('button', { name: 'Continue verification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/verification/identity'));
    // The provider's GREEN arrives while the step waits: back to the very screen, query and all.
    server.verification.state = makeVerifiedIdentityState();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/documents'), { timeout: 8000 });
    expect(router.state.location.search).toBe('?type=letter-of-good-standing');
    expect(((await screen.findByLabelText('Letter of good standing')) as HTMLInputElement).checked).toBe(
      true,
    );
    // The journey is over: nothing of it is left to steer a later one.
    expect(useJourneyReturns.getState().byPlace).toEqual({});
  });
});

describe('the wallet gate (create and import)', () => {
  it('refuses creating and importing a first wallet until identity is verified', async () => {
    const server = createVerificationServer();
    const { router } = renderApp({
      path: '/balances/web3-wallet/create',
      session: STORED_SESSION,
      fetch: server.fetch,
      storage: createMemoryStorage(),
    });
    const panel = await gate();
    expect(
      within(panel).getByRole('heading', { name: 'Verify your identity to create a wallet' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a new wallet' })).toBeNull();
    act(() => void router.navigate('/balances/web3-wallet/import'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/web3-wallet/import'));
    expect(await gate()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify your identity' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/web3-wallet/verification/phone'),
    );
  });

  it('tells a resident of a country Ferry does not serve why, with no way into steps', async () => {
    const server = createVerificationServer(
      makeVerifiedIdentityState({ residence_country: 'US', is_country_allowed: false }),
    );
    renderApp({
      path: '/balances/web3-wallet/create',
      session: STORED_SESSION,
      fetch: server.fetch,
      storage: createMemoryStorage(),
    });
    const panel = await gate();
    expect(within(panel).getByRole('heading', { name: 'Not available in your country' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'See what you can still do' }).getAttribute('href')).toBe(
      '/forbidden',
    );
    expect(screen.queryByRole('button', { name: 'Verify your identity' })).toBeNull();
  });

  it('opens creation at once for a verified user, and always for one whose wallet is already here', async () => {
    const verified = createVerificationServer(makeVerifiedIdentityState());
    const first = renderApp({
      path: '/balances/web3-wallet/create',
      session: STORED_SESSION,
      fetch: verified.fetch,
      storage: createMemoryStorage(),
    });
    expect(await screen.findByRole('button', { name: 'Create a new wallet' })).toBeTruthy();
    first.unmount();

    // An unverified user with a wallet on this device: its keys are theirs, nothing stands between.
    const storage = createMemoryStorage();
    await vaultFor(storage, USER_ID).addWallet({
      mnemonic: await createMnemonic(),
      version: 'v5R1',
      name: 'Mine',
      password: 'Correct-Horse-9-battery',
    });
    const unverified = createVerificationServer();
    renderApp({
      path: '/balances/web3-wallet/import',
      session: STORED_SESSION,
      fetch: unverified.fetch,
      storage,
    });
    expect(await screen.findByRole('button', { name: 'Import' })).toBeTruthy();
    expect(screen.queryByTestId('verification-gate')).toBeNull();
    expect(unverified.requestsTo('getVerification')).toHaveLength(0);
  });
});

describe('the card entry (/balances/book-card)', () => {
  it('sends an unverified user to the card’s verification, whose identity step is the spec’s route', async () => {
    const server = createVerificationServer(BASIC());
    const { router } = renderApp({
      path: '/balances/book-card',
      session: STORED_SESSION,
      fetch: server.fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/book-card/verification'));
    const panel = await gate();
    expect(
      within(panel).getByRole('heading', { name: 'Verify your identity to get the Ferry card' }),
    ).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IdentityNot verified']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue verification' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/book-card/verification/identity'),
    );
  });

  it('sends a verified user on to ordering the card', async () => {
    const server = createVerificationServer(makeVerifiedIdentityState());
    const terms = makeCardTerms();
    server.handlers.getPaymentCardTerms = () => terms;
    // The fake routes by the last contract that fits, and `payment-cards/:cardId` fits `…/terms`.
    server.handlers.getPaymentCard = () => terms;
    const { router } = renderApp({
      path: '/balances/book-card/verification',
      session: STORED_SESSION,
      fetch: server.fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/book-card'));
    expect(await screen.findByRole('form', { name: 'Card order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Verify|Continue/ })).toBeNull();
  });

  it('explains a hold instead of offering steps', async () => {
    const server = createVerificationServer(
      makeVerification({
        block: {
          reason_code: 'IDENTITY_REVOKED',
          message_key: 'errors.verification.hold.IDENTITY_REVOKED',
          since: '2026-11-20T10:00:00Z',
          still_allowed: ['view_balances', 'export_statement'],
          has_appeal: false,
        },
      }),
    );
    renderApp({ path: '/balances/book-card/verification', session: STORED_SESSION, fetch: server.fetch });
    const panel = await gate();
    expect(within(panel).getByRole('link', { name: 'See why' }).getAttribute('href')).toBe(
      '/authentication/blocked',
    );
  });
});
