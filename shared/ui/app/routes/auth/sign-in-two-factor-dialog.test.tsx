import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLogin } from '../../../test/account.test-kit';
import { type FakeServer, failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { emailServer, submitEmail, typeCode } from '../../../test/sign-in-steps';

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
