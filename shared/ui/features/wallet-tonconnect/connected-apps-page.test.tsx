import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { ConnectedAppsPage } from './connected-apps-page';
import { renderTonConnectScreen, sessionOf, setUpTonConnectTests } from './tonconnect.test-kit';

setUpTonConnectTests();

function open() {
  return renderTonConnectScreen({ path: WALLET_PATHS.connectedApps, element: <ConnectedAppsPage /> });
}

describe('TON Connect: connected apps', () => {
  it('says when nothing is connected', async () => {
    open();
    expect(await screen.findByText('No connected apps')).toBeTruthy();
  });

  it('lists an app with its domain and date, and disconnects it after asking', async () => {
    const view = open();
    view.store.save(sessionOf());
    expect(await screen.findByText('Demo dApp')).toBeTruthy();
    expect(screen.getByText('dapp.example')).toBeTruthy();
    expect(screen.getByText(/Connected Jan 15, 2025/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Demo dApp' }));
    expect(await screen.findByText('Disconnect Demo dApp?')).toBeTruthy();
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Disconnect') as Element,
    );
    await waitFor(() =>
      expect(view.services.disconnectApp).toHaveBeenCalledWith(
        expect.objectContaining({ sessionId: sessionOf().sessionId }),
      ),
    );
    expect(await screen.findByText('No connected apps')).toBeTruthy();
  });

  it('a pasted link opens the connect screen; anything else is refused', async () => {
    const { router } = open();
    const field = await screen.findByLabelText('Connect with a link');
    fireEvent.change(field, { target: { value: 'https://example.com/hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('This isn’t a TON Connect link')).toBeTruthy();

    const link = `tc://?v=2&id=${'e'.repeat(64)}&r=${encodeURIComponent(
      JSON.stringify({ manifestUrl: 'https://dapp.example/m.json', items: [{ name: 'ton_addr' }] }),
    )}&ret=none`;
    fireEvent.change(field, { target: { value: link } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(WALLET_PATHS.connect));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('e'.repeat(64));
    expect(router.state.location.state).toEqual({ isInApp: true });
  });
});
