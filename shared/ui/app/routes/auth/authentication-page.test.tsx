import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_REFERRER_KEY } from '../../../shell/storage-keys';
import { makeInitSettings } from '../../../test/account.test-kit';
import { createMemoryStorage } from '../../../test/fake-platform';
import { failure, fieldFailure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { emailServer, SENT, submitEmail, typeCode } from '../../../test/sign-in-steps';

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

  it('sends the ?ref= the visit arrived with, kept across the redirect to sign-in', async () => {
    // What mountFerryApp kept from the arrival page (`/?ref=7100000001`) before the redirect.
    window.sessionStorage.setItem(SIGN_UP_REFERRER_KEY, '7100000001');
    try {
      const server = emailServer();
      renderApp({ path: '/authentication?utm_source=frens', fetch: server.fetch });
      await screen.findByRole('heading', { name: 'Sign in or create an account' });
      await submitEmail('ola@example.com');
      await screen.findByRole('heading', { name: 'Enter the code' });
      expect(Object.fromEntries(server.requestsTo('requestEmailCode')[0]?.query ?? [])).toEqual({
        method: 'email',
        utm_source: 'frens',
        ref: '7100000001',
      });
    } finally {
      window.sessionStorage.removeItem(SIGN_UP_REFERRER_KEY);
    }
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
