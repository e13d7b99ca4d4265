import type { CloudStorageControl } from '@ferry/shared/platform';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sealWalletBackup, writeCloudBackup } from '../../../wallet/backup/index';
import { createMnemonic, mnemonicToKeyPair } from '../../../wallet/keys/index';
import { walletAddress } from '../../../wallet/versions/index';
import { createAccountServer, STORED_SESSION, USER_ID } from '../../test/account.test-kit';
import { createMemoryStorage, createTestBrowserPlatform } from '../../test/fake-platform';
import { answerVerifiedIdentity } from '../../test/identity.test-kit';
import { renderApp } from '../../test/render-app';
import { vaultFor } from '../../wallet-ui/vault/use-wallet-vault';

const PASSWORD = 'Correct-Horse-9-battery';

afterEach(() => {
  vi.unstubAllGlobals();
});

function memoryCloud(): CloudStorageControl & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: async (key) => values.get(key) ?? null,
    setItem: async (key, value) => void values.set(key, value),
    removeItem: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
  };
}

async function press(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe('restore from the Telegram backup (issue 31)', () => {
  it('finds the backup, refuses wrong passwords with a wait after five, and restores the same address', async () => {
    const words = await createMnemonic();
    const address = walletAddress((await mnemonicToKeyPair(words)).publicKey, 'v5R1');
    const cloud = memoryCloud();
    const backup = await sealWalletBackup(
      { id: 'old-device-id', name: 'Wallet 1', version: 'v5R1', address, isBackedUp: true },
      words,
      PASSWORD,
      Date.UTC(2026, 10, 1),
      { iterations: 1_000 },
    );
    await writeCloudBackup(cloud, backup);
    const storage = createMemoryStorage();
    const platform = { ...createTestBrowserPlatform(storage), cloudStorage: cloud };
    const server = answerVerifiedIdentity(createAccountServer());
    const { router } = renderApp({
      path: '/balances/web3-wallet/create',
      fetch: server.fetch,
      session: STORED_SESSION,
      storage,
      platform,
    });

    fireEvent.click(
      await screen.findByRole('link', { name: 'Restore from Telegram backup' }, { timeout: 10_000 }),
    );
    await screen.findByText(/^Backup of Wallet 1 \(/, undefined, { timeout: 10_000 });
    const field = screen.getByLabelText('Password');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      fireEvent.change(field, { target: { value: `Wrong-password-${attempt}` } });
      await press('Restore');
      await screen.findByText('Wrong password', undefined, { timeout: 10_000 });
    }
    await screen.findByText(/^Too many wrong passwords\. Try again in (30|29) seconds\.$/);
    expect(JSON.parse(storage.getItem('ferry_wallet_restore_attempts') ?? '')).toMatchObject({ failures: 5 });
    fireEvent.change(field, { target: { value: PASSWORD } });
    expect((screen.getByRole('button', { name: 'Restore' }) as HTMLButtonElement).disabled).toBe(true);

    // The wait is over: the right password restores the wallet under its address.
    storage.setItem('ferry_wallet_restore_attempts', JSON.stringify({ failures: 5, lockedUntil: 0 }));
    router.navigate('/balances/web3-wallet/create');
    fireEvent.click(
      await screen.findByRole('link', { name: 'Restore from Telegram backup' }, { timeout: 10_000 }),
    );
    await screen.findByText(/^Backup of Wallet 1 \(/, undefined, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    await press('Restore');
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/web3-wallet'), {
      timeout: 15_000,
    });
    const restored = vaultFor(storage, USER_ID)
      .read()
      .wallets.map((wallet) => [wallet.publicData.address, wallet.publicData.isBackedUp]);
    // The words were written down on the old device: the settings page does not ask again.
    expect(restored).toEqual([[address, true]]);
    expect(storage.getItem('ferry_wallet_restore_attempts')).toBeNull();
  }, 60_000);
});
