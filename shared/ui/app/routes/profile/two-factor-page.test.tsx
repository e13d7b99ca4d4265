import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createAccountServer,
  makeUser,
  STORED_SESSION,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
} from '../../../test/account.test-kit';
import { failure, fieldFailure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Ferry:ola%40example.com?secret=${SECRET}&issuer=Ferry`;

function twoFactorServer(initial = TWO_FACTOR_OFF) {
  const server = createAccountServer();
  let status = initial;
  server.handlers.getTwoFactor = () => status;
  server.handlers.setupTwoFactor = () => ({ secret: SECRET, otpauth_uri: URI });
  server.handlers.enableTwoFactor = () => {
    status = TWO_FACTOR_ON;
    server.state.user = makeUser({ is_two_factor_enabled: true });
    return status;
  };
  server.handlers.updateTwoFactorScopes = (request) => {
    const { scopes } = request.body as { scopes: Partial<typeof status.scopes> };
    status = { ...status, scopes: { ...status.scopes, ...scopes } };
    return status;
  };
  server.handlers.disableTwoFactor = () => {
    status = TWO_FACTOR_OFF;
    return status;
  };
  return server;
}

function typeCode(container: HTMLElement, value: string) {
  fireEvent.change(within(container).getByLabelText('Authenticator code'), { target: { value } });
}

describe('two-factor authentication (spec 001 §4)', () => {
  it('sets up with a QR and the secret as text, then confirms with the first code', async () => {
    const server = twoFactorServer();
    const { router } = renderApp({
      path: '/profile/two-factor-authentication',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    await screen.findByText('Two-factor authentication is off');
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));

    const qr = (await screen.findByRole('img', {
      name: 'QR code for your authenticator app',
    })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SECRET);

    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirm set-up' });
    expect(router.state.location.pathname).toBe('/profile/two-factor-authentication/code');
    typeCode(document.body, '123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));

    await screen.findByText('Two-factor authentication is on');
    expect(server.requestsTo('enableTwoFactor')[0]?.body).toEqual({ code: '123456' });
    expect(router.state.location.pathname).toBe('/profile/two-factor-authentication');
    for (const scope of ['Signing in', 'Sending money', 'Viewing card details']) {
      expect((screen.getByLabelText(scope) as HTMLInputElement).checked).toBe(true);
    }
  });

  it('a wrong first code is shown under the field', async () => {
    const server = twoFactorServer();
    server.handlers.enableTwoFactor = () => failure(403, 'AUTH_2FA_INVALID');
    renderApp({ path: '/profile/two-factor-authentication', fetch: server.fetch, session: STORED_SESSION });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Authenticator code');
    typeCode(document.body, '000000');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid code. Check it and try again — it may have expired',
    );
  });

  it('the confirming step opened on its own goes back to the start', async () => {
    const { router } = renderApp({
      path: '/profile/two-factor-authentication/code',
      fetch: twoFactorServer().fetch,
      session: STORED_SESSION,
    });
    await screen.findByText('Two-factor authentication is off');
    expect(router.state.location.pathname).toBe('/profile/two-factor-authentication');
  });

  it('switches one scope with a current code; the switch moves only once confirmed', async () => {
    const server = twoFactorServer(TWO_FACTOR_ON);
    renderApp({ path: '/profile/two-factor-authentication', fetch: server.fetch, session: STORED_SESSION });
    const transfers = (await screen.findByLabelText('Sending money')) as HTMLInputElement;
    fireEvent.click(transfers);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change' });
    expect(transfers.checked).toBe(true);
    typeCode(dialog, '246810');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Two-factor authentication is on');
    await expect.poll(() => (screen.getByLabelText('Sending money') as HTMLInputElement).checked).toBe(false);
    expect(server.requestsTo('updateTwoFactorScopes')[0]?.body).toEqual({
      code: '246810',
      scopes: { transfers: false },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused code keeps the dialog open with the reason', async () => {
    const server = twoFactorServer(TWO_FACTOR_ON);
    server.handlers.disableTwoFactor = () => fieldFailure('code', 'validation.code');
    renderApp({ path: '/profile/two-factor-authentication', fetch: server.fetch, session: STORED_SESSION });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    typeCode(dialog, '111111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Invalid code. Check it and try again — it may have expired',
    );
  });

  it('turns off with a code and reads the user again', async () => {
    const server = twoFactorServer(TWO_FACTOR_ON);
    server.state.user = makeUser({ is_two_factor_enabled: true });
    const { services } = renderApp({
      path: '/profile/two-factor-authentication',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    typeCode(dialog, '135790');
    server.state.user = makeUser({ is_two_factor_enabled: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await screen.findByText('Two-factor authentication is off');
    await expect.poll(() => services.session.getState().user?.is_two_factor_enabled).toBe(false);
  });

  it('a load failure offers a retry', async () => {
    const server = twoFactorServer();
    server.handlers.getTwoFactor = () => failure(500, 'INTERNAL_ERROR');
    renderApp({ path: '/profile/two-factor-authentication', fetch: server.fetch, session: STORED_SESSION });
    expect(
      await screen.findByRole('heading', { name: 'Couldn’t load your two-factor settings' }),
    ).toBeTruthy();
    server.handlers.getTwoFactor = () => TWO_FACTOR_OFF;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Two-factor authentication is off');
  });
});
