import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pressMainButton } from '../../test/fake-platform';
import { TEST_WALLET } from '../../test/wallet-money-kit';
import { shortAddress } from '../../wallet-ui/short-address';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { ConnectPage } from './connect-page';
import { PENDING_TONCONNECT_KEY } from './pending-connect';
import {
  connectSearch,
  createFakeTonConnect,
  DAPP_ID,
  freshDappId,
  renderTonConnectScreen,
  setUpTonConnectTests,
} from './tonconnect.test-kit';

setUpTonConnectTests(() => {
  sessionStorage.clear();
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

function open(
  options: Parameters<typeof connectSearch>[0] & { services?: ReturnType<typeof createFakeTonConnect> } = {},
) {
  const { services, ...link } = options;
  return renderTonConnectScreen({
    path: WALLET_PATHS.connect,
    search: connectSearch({ id: freshDappId(), ...link }),
    element: <ConnectPage />,
    services,
  });
}

const connectButton = () => screen.getByRole('button', { name: 'Connect' });

describe('TON Connect: the connect screen', () => {
  it('names the app, its domain and the wallet, connects without a key and says to return (web, ret=back)', async () => {
    const { services, platform, store } = open();
    expect(await screen.findByText('Demo dApp')).toBeTruthy();
    expect(screen.getByText('dapp.example')).toBeTruthy();
    expect(screen.getByText('Main')).toBeTruthy();
    expect(screen.getByText(shortAddress(TEST_WALLET.address))).toBeTruthy();
    expect(screen.getByText(/Your wallet address/)).toBeTruthy();
    expect(screen.queryByText(/Proof that you own this wallet/)).toBeNull();
    expect(services.fetchManifest).toHaveBeenCalledWith('https://dapp.example/tonconnect-manifest.json', {
      serverBase: '',
    });

    await waitFor(() => expect(connectButton().hasAttribute('disabled')).toBe(false));
    pressMainButton(platform);
    expect(await screen.findByText('Connected to Demo dApp')).toBeTruthy();
    expect(screen.getByText('Return to Demo dApp to go on.')).toBeTruthy();
    expect(services.approveConnect).toHaveBeenCalledWith(
      expect.objectContaining({ secretKey: null, domain: 'dapp.example', store }),
    );
    expect(store.list()).toHaveLength(1);
  });

  it('asks for the password when the app wants ton_proof, and wipes the key after', async () => {
    const key = new Uint8Array(64).fill(5);
    const services = createFakeTonConnect();
    const { platform, money } = renderTonConnectScreen({
      path: WALLET_PATHS.connect,
      search: connectSearch({ proof: true, id: freshDappId() }),
      element: <ConnectPage />,
      services,
      money: { unlock: vi.fn(async () => ({ secretKey: key })) },
    });
    expect(await screen.findByText(/Proof that you own this wallet/)).toBeTruthy();
    await waitFor(() => expect(connectButton().hasAttribute('disabled')).toBe(false));
    pressMainButton(platform);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter your wallet password to sign the proof',
    );
    expect(money.unlock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Wallet password'), { target: { value: 'Correct-horse-9!' } });
    pressMainButton(platform);
    expect(await screen.findByText('Connected to Demo dApp')).toBeTruthy();
    expect(money.unlock).toHaveBeenCalledWith({ method: 'PASSWORD', password: 'Correct-horse-9!' });
    expect(services.approveConnect).toHaveBeenCalledWith(expect.objectContaining({ secretKey: key }));
    expect(key.every((byte) => byte === 0)).toBe(true);
  });

  it('Cancel answers 300 (user declined)', async () => {
    const { services } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Connection declined')).toBeTruthy();
    expect(services.rejectConnect).toHaveBeenCalledWith(expect.objectContaining({ code: 300 }));
    expect(services.approveConnect).not.toHaveBeenCalled();
  });

  it('a broken manifest is answered with its code and explained', async () => {
    const services = createFakeTonConnect({
      fetchManifest: vi.fn(async () => ({
        status: 'error' as const,
        connectErrorCode: 3 as const,
        reason: 'no name',
      })),
    });
    open({ services });
    expect(await screen.findByText('The app’s details are broken')).toBeTruthy();
    await waitFor(() =>
      expect(services.rejectConnect).toHaveBeenCalledWith(
        expect.objectContaining({ code: 3, message: 'no name' }),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });

  it('refuses (code 1) when the page that sent the link is not the app', async () => {
    Object.defineProperty(document, 'referrer', { value: 'https://evil.example/page', configurable: true });
    const { services } = open();
    expect(await screen.findByText('Refused: the page isn’t dapp.example')).toBeTruthy();
    expect(screen.getByText(/The link came from https:\/\/evil.example/)).toBeTruthy();
    await waitFor(() =>
      expect(services.rejectConnect).toHaveBeenCalledWith(expect.objectContaining({ code: 1 })),
    );
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(services.approveConnect).not.toHaveBeenCalled();
  });

  it('ret with an https link offers "Return to the app" through the platform', async () => {
    const services = createFakeTonConnect();
    const { platform } = renderTonConnectScreen({
      path: WALLET_PATHS.connect,
      search: connectSearch({ ret: 'https://dapp.example/back', id: freshDappId() }),
      element: <ConnectPage />,
      services,
    });
    const openLink = vi.spyOn(platform, 'openLink').mockImplementation(() => undefined);
    await waitFor(() => expect(connectButton().hasAttribute('disabled')).toBe(false));
    pressMainButton(platform);
    await screen.findByText('Connected to Demo dApp');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Return to the app' })).toBeTruthy());
    pressMainButton(platform);
    expect(openLink).toHaveBeenCalledWith('https://dapp.example/back');
  });

  it('without a wallet offers to create one and keeps the link for afterwards', async () => {
    const { router } = renderTonConnectScreen({
      path: WALLET_PATHS.connect,
      search: connectSearch(),
      element: <ConnectPage />,
      hasWallet: false,
    });
    expect(await screen.findByText('Set up a wallet first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import a wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(WALLET_PATHS.import));
    expect(JSON.parse(sessionStorage.getItem(PENDING_TONCONNECT_KEY) ?? 'null')).toMatchObject({
      id: DAPP_ID,
    });
  });

  it('a damaged link says so', async () => {
    renderTonConnectScreen({ path: WALLET_PATHS.connect, search: '?v=1&id=zz', element: <ConnectPage /> });
    expect(await screen.findByText('This link doesn’t work')).toBeTruthy();
  });
});
