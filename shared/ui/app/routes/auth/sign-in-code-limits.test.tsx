import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLogin } from '../../../test/account.test-kit';
import { type FakeServer, failure, fieldFailure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { emailServer, typeCode } from '../../../test/sign-in-steps';

async function reachCodeStep(server: FakeServer, language: 'en' | 'pl' = 'en') {
  renderApp({ path: '/authentication', fetch: server.fetch, language });
  const emailLabel = language === 'en' ? 'Email' : 'E-mail';
  fireEvent.change(await screen.findByLabelText(emailLabel), { target: { value: 'ola@example.com' } });
  fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Continue' : 'Dalej' }));
}

describe('sign-in code tries and limits', () => {
  it('a wrong code says how many tries are left', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = () => fieldFailure('code', 'validation.codeWrong', { count: 4 });
    await reachCodeStep(server);
    await screen.findByRole('heading', { name: 'Enter the code' });
    typeCode('000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code, 4 attempts left');
    server.handlers.confirmEmailCode = () => fieldFailure('code', 'validation.codeWrong', { count: 1 });
    typeCode('000001');
    expect((await screen.findByText('Wrong code, 1 attempt left')).getAttribute('role')).toBe('alert');
  });

  it('pluralises the tries left in Polish', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = () => fieldFailure('code', 'validation.codeWrong', { count: 3 });
    await reachCodeStep(server, 'pl');
    await screen.findByRole('heading', { name: 'Wpisz kod' });
    typeCode('000000', 'Kod z wiadomości');
    expect((await screen.findByRole('alert')).textContent).toBe('Błędny kod, zostały 3 próby');
  });

  it('a spent code — even the right one — reads "Too many attempts" and a new code is one press away', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = () =>
      failure(422, 'CODE_ATTEMPTS_EXCEEDED', { reason: 'code_attempts_exceeded', attempts_left: 0 });
    await reachCodeStep(server);
    await screen.findByRole('heading', { name: 'Enter the code' });
    typeCode('123456');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Request a new code');
    expect(screen.queryByText(/a few seconds/)).toBeNull();
    expect((screen.getByLabelText('Code from the email') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText(/You can request a new code in/)).toBeNull();

    server.handlers.confirmEmailCode = () => makeLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Request a new code' }));
    await screen.findByText(/You can request a new code in/);
    expect(server.requestsTo('requestEmailCode')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    typeCode('654321');
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
  });

  it('the wrong try that uses the last attempt turns straight to the spent state', async () => {
    const server = emailServer();
    server.handlers.confirmEmailCode = () =>
      failure(400, 'VALIDATION_ERROR', {
        reason: 'code_invalid',
        attempts_left: 0,
        issues: [{ path: 'code', key: 'validation.codeWrong', params: { count: 0 } }],
      });
    await reachCodeStep(server);
    await screen.findByRole('heading', { name: 'Enter the code' });
    typeCode('000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Request a new code');
    expect(screen.getByRole('button', { name: 'Request a new code' })).toBeTruthy();
  });

  it.each([
    ['the hourly limit', '2520', 'Too many requests. Try again in 42 minutes'],
    ['the resend wait', '42', 'Too many requests. Try again in 42 seconds'],
  ])(
    'a code request refused by %s says how long it lasts (Retry-After)',
    async (_name, retryAfter, message) => {
      const server = emailServer();
      server.handlers.requestEmailCode = () =>
        failure(
          429,
          'TOO_MANY_REQUESTS',
          { retry_after_seconds: Number(retryAfter) },
          { 'Retry-After': retryAfter },
        );
      await reachCodeStep(server);
      expect((await screen.findByRole('alert')).textContent).toBe(message);
    },
  );

  it('words the wait in the reader’s language', async () => {
    const server = emailServer();
    server.handlers.requestEmailCode = () => failure(429, 'TOO_MANY_REQUESTS', {}, { 'Retry-After': '2520' });
    await reachCodeStep(server, 'pl');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zbyt wiele żądań. Spróbuj ponownie za 42 minuty',
    );
  });
});
