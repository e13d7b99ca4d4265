import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeSentResponse } from '../../../../contracts/index';
import { createAccountServer, makeInitSettings, makeLogin } from '../../../test/account-fixtures';
import { createMemoryStorage } from '../../../test/fake-platform';
import { type FakeServer, failure, fieldFailure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const SENT: CodeSentResponse = {
  sent_to: 'o***a@example.com',
  code_length: 6,
  expires_in_seconds: 600,
  resend_after_seconds: 60,
};

function emailServer(): FakeServer {
  const server = createAccountServer();
  server.handlers.requestEmailCode = () => SENT;
  server.handlers.confirmEmailCode = () => makeLogin();
  return server;
}

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
}

async function submitEmail(email = 'ola@example.com') {
  typeEmail(email);
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

function typeCode(value: string) {
  fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in by email code', () => {
  it('sends the code with the captcha headers and utm tags, then signs in with the code', async () => {
    const server = emailServer();
    const { router } = renderApp({
      path: '/authentication?utm_source=tg&utm_campaign=spring',
      fetch: server.fetch,
    });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail(' Ola@Example.com ');

    await screen.findByRole('heading', { name: 'Enter the code' });
    const [sent] = server.requestsTo('requestEmailCode');
    expect(sent?.body).toEqual({ email: 'Ola@Example.com' });
    expect(sent?.headers).toMatchObject({
      'RECAPTCHA-ACTION': 'login',
      'RECAPTCHA-TOKEN': 'sandbox-captcha-ok',
    });
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({
      method: 'email',
      utm_source: 'tg',
      utm_campaign: 'spring',
    });
    expect(screen.getByText('We sent a 6-digit code to o***a@example.com.')).toBeTruthy();

    typeCode('12a3456');
    expect((screen.getByLabelText('Code from the email') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(server.requestsTo('confirmEmailCode')[0]?.body).toEqual({
      email: 'Ola@Example.com',
      code: '123456',
    });
    expect(router.state.location.pathname).toBe('/exchange');
  });

  it.each([
    ['', 'Field is required'],
    ['ola@', 'Invalid email'],
  ])('email %j is refused before sending: %s', async (email, message) => {
    const server = emailServer();
    renderApp({ path: '/authentication', fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail(email);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(server.requestsTo('requestEmailCode')).toHaveLength(0);
  });

  it.each<[string, () => unknown, string]>([
    ['a field error from the server', () => fieldFailure('email', 'validation.email'), 'Invalid email'],
    [
      'a rate refusal',
      () => failure(429, 'TOO_MANY_REQUESTS'),
      'Too many requests, please try again in a few seconds',
    ],
    [
      'a failed captcha',
      () => failure(403, 'CAPTCHA_FAILED'),
      'reCAPTCHA check failed. Try again or contact support.',
    ],
  ])('shows %s', async (_name, answer, message) => {
    const server = emailServer();
    server.handlers.requestEmailCode = answer;
    renderApp({ path: '/authentication', fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('a wrong code is shown under the field; the code step stays', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = () => fieldFailure('code', 'validation.code');
    renderApp({ path: '/authentication', fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail();
    await screen.findByRole('heading', { name: 'Enter the code' });
    typeCode('000000');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid code. Check it and try again — it may have expired',
    );
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeTruthy();
  });

  it('keeps the code step and its resend wait across a reload (OTP resend delay in local storage)', async () => {
    const server = emailServer();
    const storage = createMemoryStorage();
    const first = renderApp({ path: '/authentication', fetch: server.fetch, storage });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail();
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(JSON.parse(storage.getItem('ferry.otp-resend') ?? '{}')).toMatchObject({
      email: 'ola@example.com',
    });
    first.unmount();

    renderApp({ path: '/authentication', fetch: server.fetch, storage });
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(screen.getByText(/You can request a new code in 0:(59|60)|1:00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
  });

  it('offers "Send again" once the wait is over and restarts the wait', async () => {
    const server = emailServer();
    server.handlers.requestEmailCode = () => ({ ...SENT, resend_after_seconds: 0 });
    renderApp({ path: '/authentication', fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail();
    server.handlers.requestEmailCode = () => SENT;
    fireEvent.click(await screen.findByRole('button', { name: 'Send the code again' }));
    await screen.findByText(/You can request a new code in/);
    expect(server.requestsTo('requestEmailCode')).toHaveLength(2);
  });

  it('"Change email" goes back with the address filled in', async () => {
    const server = emailServer();
    renderApp({ path: '/authentication', fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail('ola@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ola@example.com');
  });
});

describe('the 2FA dialog on AUTH_2FA_REQUIRED (spec 001 §8)', () => {
  async function reachCode(server: FakeServer) {
    renderApp({ path: '/authentication', fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail();
    await screen.findByRole('heading', { name: 'Enter the code' });
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    return screen.findByRole('dialog', { name: 'Two-factor authentication' });
  }

  it('asks for the authenticator code and repeats the sign-in with Auth-2FA-Token', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = (request) =>
      request.headers['Auth-2FA-Token'] === '654321' ? makeLogin() : failure(403, 'AUTH_2FA_REQUIRED');
    const dialog = await reachCode(server);
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(server.requestsTo('confirmEmailCode').map((request) => request.headers['Auth-2FA-Token'])).toEqual(
      [undefined, '654321'],
    );
  });

  it('sends both codes as their sixth digit lands, with no button pressed', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = (request) =>
      request.headers['Auth-2FA-Token'] === '654321' ? makeLogin() : failure(403, 'AUTH_2FA_REQUIRED');
    renderApp({ path: '/authentication', fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    await submitEmail();
    await screen.findByRole('heading', { name: 'Enter the code' });
    typeCode('12345');
    expect(server.requestsTo('confirmEmailCode')).toEqual([]);
    typeCode('123456');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), { target: { value: '654321' } });
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(server.requestsTo('confirmEmailCode').map((request) => request.body)).toEqual([
      { email: 'ola@example.com', code: '123456' },
      { email: 'ola@example.com', code: '123456' },
    ]);
  });

  it('cancel gives up quietly: no error, still on the code step', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = () => failure(403, 'AUTH_2FA_REQUIRED');
    const dialog = await reachCode(server);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeTruthy();
  });

  it('a wrong authenticator code is reported in the dialog, which stays open for another try', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = (request) => {
      const token = request.headers['Auth-2FA-Token'];
      if (token === '654321') return makeLogin();
      return failure(403, token ? 'AUTH_2FA_INVALID' : 'AUTH_2FA_REQUIRED');
    };
    const dialog = await reachCode(server);
    const field = within(dialog).getByLabelText('Authenticator code') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '111111' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Invalid code. Check it and try again — it may have expired',
    );
    expect(screen.getByRole('dialog', { name: 'Two-factor authentication' })).toBe(dialog);
    expect(field.value).toBe('');
    // Nothing is said under the email code field: the error belongs to the dialog.
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fireEvent.change(field, { target: { value: '654321' } });
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('confirmEmailCode').map((request) => request.headers['Auth-2FA-Token'])).toEqual(
      [undefined, '111111', '654321'],
    );
  });

  it('a locked factor closes the dialog and says so on the code step', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = (request) =>
      failure(
        request.headers['Auth-2FA-Token'] ? 429 : 403,
        request.headers['Auth-2FA-Token'] ? 'AUTH_2FA_ATTEMPTS_EXCEEDED' : 'AUTH_2FA_REQUIRED',
      );
    const dialog = await reachCode(server);
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), { target: { value: '111111' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Contact support');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('other ways in', () => {
  it('shows no Google or Apple button and loads no outside script unless configured', async () => {
    renderApp({ path: '/authentication', fetch: emailServer().fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('shows "Continue with Apple" when Apple is configured, without loading its script yet', async () => {
    const server = emailServer();
    server.handlers.getInitSettings = () =>
      makeInitSettings({
        sign_in: { email: true, google: null, apple: { client_id: 'money.ferry' }, telegram: null },
      });
    renderApp({ path: '/authentication', fetch: server.fetch });
    expect(await screen.findByRole('button', { name: 'Continue with Apple' })).toBeTruthy();
    expect(document.querySelectorAll('script[src*="apple"]')).toHaveLength(0);
  });

  it('sends a first visit to the intro when it is enabled, and remembers it was seen', async () => {
    const server = emailServer();
    server.handlers.getInitSettings = () => makeInitSettings({ is_intro_enabled: true });
    const storage = createMemoryStorage();
    const { router } = renderApp({ path: '/authentication', fetch: server.fetch, storage });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Ferry' });
    expect(router.state.location.pathname).toBe('/authentication/intro');
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    expect(storage.getItem('ferry.intro-seen')).toBe('1');
  });

  it('the intro route is closed when the intro is off', async () => {
    const { router } = renderApp({ path: '/authentication/intro', fetch: emailServer().fetch });
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    expect(router.state.location.pathname).toBe('/authentication');
  });

  it('is translated (Polish)', async () => {
    renderApp({ path: '/authentication', fetch: emailServer().fetch, language: 'pl' });
    expect(await screen.findByRole('heading', { name: 'Zaloguj się lub załóż konto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regulamin' }).getAttribute('href')).toBe(
      'https://ferry.test/terms',
    );
  });

  it('a settings failure offers a retry', async () => {
    const server = emailServer();
    server.handlers.getInitSettings = () => failure(500, 'INTERNAL_ERROR');
    renderApp({ path: '/authentication', fetch: server.fetch });
    expect(await screen.findByRole('heading', { name: 'Couldn’t load the sign-in options' })).toBeTruthy();
    server.handlers.getInitSettings = () => makeInitSettings();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Sign in or create an account' })).toBeTruthy();
  });
});
