import type { VerificationState } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useOnboardingDraftStore } from '../../../features/onboarding/stores/onboarding-draft-store';
import { makeUser, PROFILE_ID, STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { createVerificationServer, makeStep, makeVerification } from '../verification/verification.test-kit';

// Pages load lazily; on a busy machine the first one can take a few seconds.

beforeEach(() => {
  sessionStorage.clear();
  useOnboardingDraftStore.getState().reset();
});
afterEach(() => sessionStorage.clear());

const BASIC_DONE = makeVerification({
  level: 'basic',
  steps: [makeStep('PHONE', 'COMPLETED'), makeStep('DECLARED_ADDRESS', 'COMPLETED'), makeStep('IDENTITY')],
  residence_country: 'PL',
});

function open(path: string, server = createVerificationServer(), mode: 'display' | 'messenger' = 'display') {
  const view = renderApp({ path, session: STORED_SESSION, fetch: server.fetch, mode });
  return { ...view, server };
}

async function progressAt() {
  const bar = await screen.findByRole('progressbar');
  return Number(bar.getAttribute('aria-valuenow'));
}

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('the profile type (/balances/onboarding-profile-type)', () => {
  it('offers a personal account, says where a business goes, and starts a new user at the details', async () => {
    const { router } = open('/balances/onboarding-profile-type');
    const personal = await screen.findByRole('radio', { name: /Personal/ });
    expect((personal as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Business accounts aren't opened in the app/)).toBeTruthy();
    expect(await progressAt()).toBe(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-details/personal'));
  });

  it('sends a user with a level already to what is left, marked onboarded', async () => {
    const { router } = open('/balances/onboarding-profile-type', createVerificationServer(BASIC_DONE));
    const button = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(pathOf(router)).toBe('/balances/onboarding-identity-verification/personal/PL/onboarded'),
    );
  });
});

describe('the details and residency (declared data in two screens)', () => {
  it('checks the name and date by the declared data rules and keeps what was typed in the tab', async () => {
    const { router } = open('/balances/onboarding-details/personal');
    expect(await progressAt()).toBe(5);
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'O' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nowak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(pathOf(router)).toBe('/balances/onboarding-details/personal');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ola' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '14031990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-residency/personal'));
    const stored = JSON.parse(sessionStorage.getItem('ferry.onboarding-draft') ?? '{}');
    expect(stored.state).toMatchObject({
      ownerId: PROFILE_ID,
      values: { firstName: 'Ola', lastName: 'Nowak', dateOfBirth: '14/03/1990' },
    });
  });

  it('sends the residency without the details back to them', async () => {
    const { router } = open('/balances/onboarding-residency/personal/onboarded');
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-details/personal/onboarded'));
  });

  it('sends the declared data whole, forgets the draft, and goes on to the phone', async () => {
    useOnboardingDraftStore
      .getState()
      .update(PROFILE_ID, { firstName: 'Ola', lastName: 'Nowak', dateOfBirth: '14/03/1990' });
    const server = createVerificationServer();
    server.handlers.submitDeclaredPersonalData = () => {
      server.verification.state = makeVerification({
        steps: [makeStep('PHONE'), makeStep('DECLARED_ADDRESS', 'COMPLETED'), makeStep('IDENTITY')],
        residence_country: 'PL',
      });
      return server.verification.state;
    };
    const { router } = open('/balances/onboarding-residency/personal', server);
    fireEvent.change(await screen.findByLabelText('Country of residence'), { target: { value: 'PL' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Kraków' } });
    fireEvent.change(screen.getByLabelText('Street and house number'), { target: { value: 'Długa 1' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '31-147' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-phone-verification/personal/PL'));
    expect(server.requestsTo('submitDeclaredPersonalData')[0]?.body).toEqual({
      first_name: 'Ola',
      last_name: 'Nowak',
      date_of_birth: '1990-03-14',
      country: 'PL',
      city: 'Kraków',
      street: 'Długa 1',
      postal_code: '31-147',
    });
    expect(useOnboardingDraftStore.getState().values.firstName).toBe('');
  });

  it('takes a restricted country to the onboarding-forbidden screen with the country named', async () => {
    useOnboardingDraftStore
      .getState()
      .update(PROFILE_ID, { firstName: 'Ola', lastName: 'Nowak', dateOfBirth: '14/03/1990' });
    const server = createVerificationServer();
    server.handlers.submitDeclaredPersonalData = () => {
      server.verification.state = makeVerification({
        steps: [makeStep('PHONE'), makeStep('DECLARED_ADDRESS', 'NOT_ALLOWED'), makeStep('IDENTITY')],
        residence_country: 'US',
        is_country_allowed: false,
      });
      return failure(403, 'COUNTRY_NOT_ALLOWED');
    };
    const { router } = open('/balances/onboarding-residency/personal', server);
    fireEvent.change(await screen.findByLabelText('Country of residence'), { target: { value: 'US' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(screen.getByLabelText('Street and house number'), { target: { value: 'Main 1' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '73301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-forbidden/personal/US'));
    expect(
      await screen.findByRole('heading', { name: "Ferry isn't available in your country" }),
    ).toBeTruthy();
    expect(screen.getByText(/residents of United States/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the guards of every onboarding screen', () => {
  it('sends an unknown profile type back to the choice', async () => {
    const { router } = open('/balances/onboarding-details/business');
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-profile-type'));
  });

  it('answers a segment that is neither a country nor a flag with Page not found', async () => {
    open('/balances/onboarding-identity-verification/personal/POLAND');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('takes a held account to its explanation', async () => {
    const held = makeVerification({
      block: {
        reason_code: 'KYC_REJECTED',
        message_key: 'verification.block.reason.KYC_REJECTED',
        since: '2026-11-20T10:00:00Z',
        still_allowed: ['view_balances'],
        has_appeal: false,
      },
    });
    const { router } = open(
      '/balances/onboarding-phone-verification/personal',
      createVerificationServer(held),
    );
    await waitFor(() => expect(pathOf(router)).toBe('/authentication/blocked'));
  });

  it('takes any step of a resident of a refused country to the onboarding-forbidden screen', async () => {
    const refused = makeVerification({ residence_country: 'RU', is_country_allowed: false });
    const { router } = open(
      '/balances/onboarding-identity-verification/personal/onboarded',
      createVerificationServer(refused),
    );
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-forbidden/personal/RU/onboarded'));
  });

  it('skips every step already done, down to the card step', async () => {
    const done = makeVerification({
      level: 'verified',
      steps: [
        makeStep('PHONE', 'COMPLETED'),
        makeStep('DECLARED_ADDRESS', 'COMPLETED'),
        makeStep('IDENTITY', 'COMPLETED'),
        makeStep('ADDRESS'),
      ],
      residence_country: 'PL',
    });
    const { router } = open(
      '/balances/onboarding-details/personal/onboarded',
      createVerificationServer(done),
    );
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-issue/personal/onboarded'));
    expect(await progressAt()).toBe(100);
    // `onboarded`: the last step greets a return, not a first visit.
    expect(screen.getByRole('heading', { level: 1, name: 'Your verification is up to date' })).toBeTruthy();
  });
});

describe('the phone, identity and email steps', () => {
  it('verifies the phone by SMS at 5 percent and goes on to the identity', async () => {
    const server = createVerificationServer(
      makeVerification({
        steps: [makeStep('PHONE'), makeStep('DECLARED_ADDRESS', 'COMPLETED'), makeStep('IDENTITY')],
        residence_country: 'PL',
      }),
    );
    server.handlers.requestPhoneVerificationCode = () => ({ resend_after_seconds: 60 });
    server.handlers.confirmPhoneVerification = () => {
      server.verification.state = { ...BASIC_DONE, level: 'basic' };
      return server.verification.state;
    };
    const { router } = open('/balances/onboarding-phone-verification/personal/PL', server);
    expect(await progressAt()).toBe(5);
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+48601234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code from the SMS'), { target: { value: '123456' } });
    await waitFor(() =>
      expect(pathOf(router)).toBe('/balances/onboarding-identity-verification/personal/PL'),
    );
    expect(await progressAt()).toBe(10);
  });

  it('shows a refused region on the phone route with the forbidden flag, and another number leads back', async () => {
    const server = createVerificationServer(makeVerification({ residence_country: 'PL' }));
    server.handlers.requestPhoneVerificationCode = () => failure(403, 'COUNTRY_NOT_ALLOWED');
    const { router } = open('/balances/onboarding-phone-verification/personal/PL', server);
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+7 912 345 67 89' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(pathOf(router)).toBe('/balances/onboarding-phone-verification/personal/PL/forbidden'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Use another number' }));
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-phone-verification/personal/PL'));
  });

  it('goes on from an identity the provider is reviewing to the card step, which says it runs', async () => {
    const reviewing: VerificationState = {
      ...BASIC_DONE,
      steps: [
        makeStep('PHONE', 'COMPLETED'),
        makeStep('DECLARED_ADDRESS', 'COMPLETED'),
        makeStep('IDENTITY', 'PROCESSING'),
      ],
    };
    const { router } = open(
      '/balances/onboarding-identity-verification/personal/PL',
      createVerificationServer(reviewing),
    );
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-issue/personal'));
    expect(await screen.findByText(/Your ID document is being checked/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Ferry' })).toBeTruthy();
    expect(screen.getByText("You've reached the Basic level.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the card' }));
    await waitFor(() => expect(pathOf(router)).toBe('/balances/book-card'));
  });

  it('in the mini-app asks an account without an email for one after the identity, then goes on', async () => {
    const server = createVerificationServer({
      ...BASIC_DONE,
      level: 'verified',
      steps: [
        makeStep('PHONE', 'COMPLETED'),
        makeStep('DECLARED_ADDRESS', 'COMPLETED'),
        makeStep('IDENTITY', 'COMPLETED'),
      ],
    });
    server.state.user = makeUser({ email: null, tg_id: 42 });
    server.handlers.requestEmailChange = () => ({
      sent_to: 'o***a@example.com',
      code_length: 6,
      expires_in_seconds: 600,
      resend_after_seconds: 60,
    });
    server.handlers.confirmEmailChange = () => makeUser({ email: 'ola@example.com', tg_id: 42 });
    const { router } = open('/balances/onboarding-identity-verification/personal/PL', server, 'messenger');
    await waitFor(() =>
      expect(pathOf(router)).toBe('/balances/onboarding-email-verification-messenger/personal'),
    );
    expect(await progressAt()).toBe(10);
    fireEvent.change(await screen.findByLabelText('New email'), { target: { value: 'ola@example.com' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Confirmation code'), { target: { value: '123456' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-issue/personal'));
  });
});

describe('the phone in the mini-app', () => {
  it('takes the mini-app to the shared contact at 5 percent, with SMS as the way on', async () => {
    const server = createVerificationServer(
      makeVerification({
        steps: [makeStep('PHONE'), makeStep('DECLARED_ADDRESS', 'COMPLETED'), makeStep('IDENTITY')],
        residence_country: 'PL',
      }),
    );
    const { router } = open('/balances/onboarding-details/personal', server, 'messenger');
    // The details are done: the mini-app's phone step is the shared contact.
    await waitFor(() =>
      expect(pathOf(router)).toBe('/balances/onboarding-phone-verification-messenger/personal/PL'),
    );
    // This test's browser is no Telegram: the page says so and offers SMS.
    expect(await screen.findByText(/Sharing a number works inside Telegram/)).toBeTruthy();
    expect(await progressAt()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Verify by SMS instead' }));
    await waitFor(() => expect(pathOf(router)).toBe('/balances/onboarding-phone-verification/personal/PL'));
  });
});

describe('the way in from the balances screen', () => {
  it('offers a starter user the onboarding from the profile type', async () => {
    const server = createVerificationServer();
    server.handlers.listBalances = () => [];
    server.handlers.getBalancesTotal = () => ({ currency: 'EUR', total: '0', balances: [] });
    server.handlers.listTransactions = () => ({ transactions: [], next_cursor: null });
    open('/balances', server);
    const entry = await screen.findByRole('link', { name: /Get verified/ });
    expect(entry.getAttribute('href')).toBe('/balances/onboarding-profile-type');
    expect(entry.textContent).toContain('€1,000.00');
  });
});
