import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMnemonic, mnemonicToKeyPair } from '../../../wallet/keys/index';
import { walletAddress, walletRawAddress } from '../../../wallet/versions/index';
import { createAccountServer, STORED_SESSION, USER_ID } from '../../test/account.test-kit';
import { createMemoryStorage } from '../../test/fake-platform';
import { answerVerifiedIdentity } from '../../test/identity.test-kit';
import { renderApp } from '../../test/render-app';
import { vaultFor } from '../../wallet-ui/vault/use-wallet-vault';

const PASSWORD = 'Correct-Horse-9-battery';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The chain service with 2.5 TON on `funded` (raw address) and nothing anywhere else. */
function stubChain(funded: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      asked.push(url);
      if (url.includes('/jettons')) return Response.json({ balances: [] });
      if (url.includes('/events')) return Response.json({ events: [] });
      const address = url.split('/accounts/')[1] ?? '';
      return address === funded
        ? Response.json({ address, balance: 2_500_000_000, status: 'active' })
        : Response.json({ address, balance: 0, status: 'nonexist' });
    }),
  );
  return asked;
}

describe('import: the versions of a phrase that hold funds (spec 001 §3)', () => {
  it('offers the funded v3R2 instead of guessing v5R1, and adds the chosen one', async () => {
    const words = await createMnemonic();
    const { publicKey } = await mnemonicToKeyPair(words);
    const asked = stubChain(walletRawAddress(publicKey, 'v3R2'));
    const storage = createMemoryStorage();
    const server = answerVerifiedIdentity(createAccountServer());
    renderApp({
      path: '/balances/web3-wallet/import',
      fetch: server.fetch,
      session: STORED_SESSION,
      storage,
    });

    fireEvent.paste(await screen.findByLabelText('Word 1'), {
      clipboardData: { getData: () => words.join(' ') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));

    await screen.findByRole('heading', { name: 'Wallets found for this phrase' }, { timeout: 15_000 });
    const v3r2 = screen.getByRole('checkbox', { name: /v3R2.*2\.50 TON/ }) as HTMLInputElement;
    expect(v3r2.checked).toBe(true);
    // Only addresses went out: never a word of the phrase.
    expect(asked.length).toBeGreaterThan(0);
    // The values in each address (its path and query values), not the query's own names: a
    // random phrase can hold a word such as "limit", which names a query parameter.
    const valuesOf = (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      return [...parsed.pathname.split('/'), ...parsed.searchParams.values()];
    };
    for (const url of asked) for (const word of words) expect(valuesOf(url)).not.toContain(word);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Protect your wallet' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await screen.findByText('Wallet 1 is imported on this device.', undefined, { timeout: 15_000 });
    await waitFor(() => {
      const wallets = vaultFor(storage, USER_ID)
        .read()
        .wallets.map((entry) => entry.publicData);
      expect(wallets.map((wallet) => [wallet.version, wallet.address])).toEqual([
        ['v3R2', walletAddress(publicKey, 'v3R2')],
      ]);
    });
  }, 45_000);
});
