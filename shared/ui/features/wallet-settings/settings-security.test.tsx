import type { BiometryControl, Platform } from '@ferry/shared/platform';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type BackupCloud,
  openWalletBackup,
  readCloudBackup,
  sealWalletBackup,
  writeCloudBackup,
} from '../../../wallet/backup/index';
import { createMnemonic } from '../../../wallet/keys/index';
import { createAccountServer, STORED_SESSION, USER_ID } from '../../test/account.test-kit';
import { createMemoryStorage, createTestBrowserPlatform } from '../../test/fake-platform';
import { renderApp } from '../../test/render-app';
import { vaultFor } from '../../wallet-ui/vault/use-wallet-vault';

const PASSWORD = 'Correct-Horse-9-battery';
const NEW_PASSWORD = 'Another-Horse-7-staple';

/** A face sensor like Telegram's: access once, one token behind the prompt. */
function createFakeBiometry(): BiometryControl & { token: string | null } {
  const fake = {
    token: null as string | null,
    isGranted: false,
    async getStatus() {
      return {
        isAvailable: true,
        isAccessRequested: fake.isGranted,
        isAccessGranted: fake.isGranted,
        isTokenSaved: fake.token !== null,
        kind: 'face' as const,
      };
    },
    async requestAccess() {
      fake.isGranted = true;
      return true;
    },
    async authenticate() {
      return { isAuthorized: fake.isGranted && fake.token !== null, token: fake.token };
    },
    async updateToken(token: string | null) {
      fake.token = token;
      return true;
    },
    openSettings() {},
  };
  return fake;
}

async function withWallet(path: string, platform?: Platform) {
  const storage = createMemoryStorage();
  const vault = vaultFor(storage, USER_ID);
  const words = await createMnemonic();
  const first = await vault.addWallet({
    mnemonic: words,
    version: 'v5R1',
    name: 'Savings',
    password: PASSWORD,
  });
  await vault.addWallet({
    mnemonic: await createMnemonic(),
    version: 'v5R1',
    name: 'Spending',
    password: PASSWORD,
  });
  vault.setActive(first.id);
  const server = createAccountServer();
  const view = renderApp({ path, fetch: server.fetch, session: STORED_SESSION, storage, platform });
  return { ...view, vault, wallet: first, words };
}

async function press(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe('wallet security settings (spec 001 §4, §5)', () => {
  it('renames only to a free name', async () => {
    const { vault, wallet, router } = await withWallet('/balances/web3-wallet/settings/rename');
    const field = await screen.findByLabelText('Wallet name');
    fireEvent.change(field, { target: { value: 'spending' } });
    await press('Save');
    expect(await screen.findByText('This name is already used')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  Rainy   day ' } });
    await press('Save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/web3-wallet/settings'));
    expect(vault.read().wallets.find((item) => item.publicData.id === wallet.id)?.publicData.name).toBe(
      'Rainy day',
    );
  }, 30_000);

  it('changes the password only with the current one, to a different strong one', async () => {
    const { vault, wallet, words } = await withWallet(
      '/balances/web3-wallet/settings/security/change-password',
    );
    const current = await screen.findByLabelText('Current password');
    fireEvent.change(current, { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: PASSWORD } });
    expect(screen.getByText('The values are equal')).toBeTruthy();

    fireEvent.change(current, { target: { value: 'Not-the-password-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: NEW_PASSWORD } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: NEW_PASSWORD } });
    await press('Change password');
    expect(await screen.findByText('Wrong password', undefined, { timeout: 15_000 })).toBeTruthy();

    fireEvent.change(current, { target: { value: PASSWORD } });
    await press('Change password');
    await screen.findByRole('link', { name: 'Show recovery phrase' }, { timeout: 20_000 });
    const unlocked = await vault.unlock(wallet.id, { method: 'PASSWORD', password: NEW_PASSWORD });
    expect(unlocked.mnemonic).toEqual(words);
  }, 60_000);

  it('seals the Telegram cloud backup again with the new password (issue 31)', async () => {
    const values = new Map<string, string>();
    const cloud: BackupCloud = {
      getItem: async (key) => values.get(key) ?? null,
      setItem: async (key, value) => void values.set(key, value),
      removeItem: async (key) => void values.delete(key),
      keys: async () => [...values.keys()],
    };
    const platform: Platform = { ...createTestBrowserPlatform(), kind: 'telegram', cloudStorage: cloud };
    const { wallet, words } = await withWallet(
      '/balances/web3-wallet/settings/security/change-password',
      platform,
    );
    await writeCloudBackup(cloud, await sealWalletBackup(wallet, words, PASSWORD, 1, { iterations: 1_000 }));
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: NEW_PASSWORD } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: NEW_PASSWORD } });
    await press('Change password');
    await waitFor(
      async () => {
        const backup = await readCloudBackup(cloud, wallet.address);
        expect(backup?.createdAt).not.toBe(1);
      },
      { timeout: 30_000 },
    );
    const backup = await readCloudBackup(cloud, wallet.address);
    if (!backup) throw new Error('the backup is gone');
    expect(await openWalletBackup(backup, NEW_PASSWORD)).toEqual(words);
    await expect(openWalletBackup(backup, PASSWORD)).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
  }, 60_000);

  it('turns on Face ID after the password, then shows the phrase behind the face prompt (mini-app)', async () => {
    const biometry = createFakeBiometry();
    const platform: Platform = { ...createTestBrowserPlatform(), kind: 'telegram', biometry };
    const { vault, wallet, words, router } = await withWallet(
      '/balances/web3-wallet/settings/security',
      platform,
    );

    fireEvent.click(await screen.findByRole('button', { name: /Face ID \/ fingerprint.*Off/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=biometry'));
    // Turning it on never offers the face prompt itself: the password seals the new copy.
    expect(screen.queryByRole('button', { name: 'Use Face ID or fingerprint' })).toBeNull();
    // The password sheet opens on a later render than the address change (slow under load).
    const password = await screen.findByLabelText('Password', undefined, { timeout: 10_000 });
    fireEvent.change(password, { target: { value: PASSWORD } });
    await press('Confirm');
    await screen.findByRole('button', { name: /Face ID \/ fingerprint.*On/ }, { timeout: 20_000 });
    expect(biometry.token).not.toBeNull();
    expect(
      vault.read().wallets.find((item) => item.publicData.id === wallet.id)?.encryptedData.TELEGRAM_BIOMETRY,
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Show recovery phrase' }));
    await press('Use Face ID or fingerprint');
    const grid = await screen.findByTestId('mnemonic-grid', undefined, { timeout: 10_000 });
    expect([...grid.querySelectorAll('.ferry-mnemonic-text')].map((item) => item.textContent)).toEqual(words);

    // A refused prompt shows the spec's text and no words.
    await router.navigate('/balances/web3-wallet/settings/security');
    biometry.token = 'AAAA';
    fireEvent.click(await screen.findByRole('link', { name: 'Show recovery phrase' }));
    await press('Use Face ID or fingerprint');
    expect(await screen.findByText('Biometric authorization failed')).toBeTruthy();
    expect(screen.queryByTestId('mnemonic-grid')).toBeNull();
  }, 60_000);
});
