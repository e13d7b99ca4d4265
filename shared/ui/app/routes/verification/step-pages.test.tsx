import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { host } from '../../../lib/host';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { createVerificationServer, makeStep, makeVerification } from './verification.test-kit';

// Pages load lazily; on a busy machine the first one can take a few seconds.

afterEach(() => vi.restoreAllMocks());

function open(path: string, server = createVerificationServer()) {
  const view = renderApp({ path, session: STORED_SESSION, fetch: server.fetch });
  return { ...view, server };
}

describe('the phone step by SMS (/profile/verification/phone)', () => {
  it('refuses an anonymous +888 number before sending, then verifies a real one with its code', async () => {
    const server = createVerificationServer();
    server.handlers.requestPhoneVerificationCode = () => ({ resend_after_seconds: 60 });
    server.handlers.confirmPhoneVerification = () =>
      makeVerification({ steps: [makeStep('PHONE', 'COMPLETED')] });
    open('/profile/verification/phone', server);
    const field = await screen.findByLabelText('Phone number');
    fireEvent.change(field, { target: { value: '+888 0123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(server.requestsTo('requestPhoneVerificationCode')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '+48 601 234 567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to +48601234567')).toBeTruthy();
    expect(server.requestsTo('requestPhoneVerificationCode')[0]?.body).toEqual({ phone: '+48601234567' });
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '123456' } });
    expect(await screen.findByRole('heading', { name: 'Your phone is verified' })).toBeTruthy();
    expect(server.requestsTo('confirmPhoneVerification')[0]?.body).toEqual({
      phone: '+48601234567',
      code: '123456',
    });
  });

  it('says a wrong code under the field and keeps the number', async () => {
    const server = createVerificationServer();
    server.handlers.requestPhoneVerificationCode = () => ({ resend_after_seconds: 60 });
    server.handlers.confirmPhoneVerification = () => failure(400, 'AUTH_2FA_INVALID');
    open('/profile/verification/phone', server);
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+48601234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code from the SMS'), { target: { value: '000000' } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('We sent a code to +48601234567')).toBeTruthy();
  });

  it('takes a refused region to its own screen with another number and support as ways on', async () => {
    const server = createVerificationServer();
    server.handlers.requestPhoneVerificationCode = () => failure(403, 'COUNTRY_NOT_ALLOWED');
    const { router } = open('/profile/verification/phone', server);
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+7 912 345 67 89' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const refused = await screen.findByRole('alert');
    expect(
      within(refused).getByRole('heading', { name: "We can't verify numbers from this region" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/verification/phone/forbidden');
    fireEvent.click(within(refused).getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
  });

  it('sends a user whose phone is already verified to the exchange (the guard of spec 000 §2)', async () => {
    const server = createVerificationServer(makeVerification({ steps: [makeStep('PHONE', 'COMPLETED')] }));
    const { router } = open('/profile/verification/phone', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange'));
  });
});

describe('declared personal data (/profile/verification/personal-data)', () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('checks every field first, then sends the contract’s body', async () => {
    const server = createVerificationServer();
    server.handlers.submitDeclaredPersonalData = () =>
      makeVerification({ steps: [makeStep('DECLARED_ADDRESS', 'COMPLETED')] });
    const { router } = open('/profile/verification/personal-data', server);
    await screen.findByLabelText('First name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Field is required')).length).toBeGreaterThan(3);
    expect(server.requestsTo('submitDeclaredPersonalData')).toHaveLength(0);

    fill('First name', 'Olena');
    fill('Last name', 'Kowalska');
    fill('Date of birth', '07031990');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('07/03/1990');
    fill('Country of residence', 'PL');
    fill('City', 'Kraków');
    fill('Street and house number', 'ul. Długa 5');
    fill('Postal code', '31-147');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('submitDeclaredPersonalData')).toHaveLength(1));
    expect(server.requestsTo('submitDeclaredPersonalData')[0]?.body).toEqual({
      first_name: 'Olena',
      last_name: 'Kowalska',
      date_of_birth: '1990-03-07',
      country: 'PL',
      city: 'Kraków',
      street: 'ul. Długa 5',
      postal_code: '31-147',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/verification'));
  });

  it('takes a restricted residence to /forbidden', async () => {
    const server = createVerificationServer();
    server.handlers.submitDeclaredPersonalData = () => failure(403, 'COUNTRY_NOT_ALLOWED');
    const { router } = open('/profile/verification/personal-data', server);
    await screen.findByLabelText('First name');
    fill('First name', 'Ivan');
    fill('Last name', 'Petrov');
    fill('Date of birth', '01/02/1985');
    fill('Country of residence', 'RU');
    fill('City', 'Moscow');
    fill('Street and house number', 'Tverskaya 1');
    fill('Postal code', '125009');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });
});

describe('identity and address on the provider’s page', () => {
  it('starts the step and opens the provider’s page it answers with', async () => {
    const assign = vi.spyOn(host, 'assign').mockImplementation(() => undefined);
    const server = createVerificationServer();
    server.handlers.startVerificationStep = (request) => ({
      kind: request.params.kind,
      status: 'INIT',
      url: 'https://ferry.test/sandbox-kyc/applicant_1?access_token=tok',
      access_token: 'tok',
      expires_at: '2026-11-28T14:00:00Z',
    });
    open('/profile/personal-details/identity', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my identity' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://ferry.test/sandbox-kyc/applicant_1?access_token=tok'),
    );
    expect(server.requestsTo('startVerificationStep')[0]?.params).toEqual({ kind: 'IDENTITY' });
  });

  it('after RETRY shows the provider’s comment with a way to try again', async () => {
    const retry = { ...makeStep('ADDRESS', 'RETRY'), reject_comment: 'The bill is older than three months' };
    open('/profile/personal-details/address', createVerificationServer(makeVerification({ steps: [retry] })));
    expect(
      await screen.findByText('What the checker said: The bill is older than three months'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Please try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a rejection with the way to support, never a dead end', async () => {
    const rejected = makeStep('IDENTITY', 'REJECTED');
    open(
      '/profile/personal-details/identity',
      createVerificationServer(makeVerification({ steps: [rejected] })),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Verification was rejected' })).toBeTruthy();
    // Support is a real link (mail on the web, the help bot in Telegram), not a button that may do nothing.
    expect(within(alert).getByRole('link', { name: 'Write to support' }).getAttribute('href')).toMatch(
      /^(mailto:|https:\/\/t\.me\/)/,
    );
    expect(within(alert).getByRole('button', { name: 'Back to verification' })).toBeTruthy();
  });
});

describe('the forbidden page (/forbidden)', () => {
  it('names the country in plain words, what the user can still do, and support', async () => {
    const server = createVerificationServer(
      makeVerification({ residence_country: 'RU', is_country_allowed: false }),
    );
    open('/forbidden', server);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ferry isn't available in your country" }),
    ).toBeTruthy();
    expect(await screen.findByText(/residents of Russia/)).toBeTruthy();
    const can = screen.getByRole('region', { name: 'What you can still do' });
    expect(
      within(can).getByRole('link', { name: 'See your balances and history' }).getAttribute('href'),
    ).toBe('/balances');
    expect(screen.getByRole('button', { name: 'Write to support' })).toBeTruthy();
  });

  it('opens to a guest with the same words and support', async () => {
    renderApp({ path: '/forbidden' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ferry isn't available in your country" }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What you can still do' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to the exchange' })).toBeTruthy();
  });
});
