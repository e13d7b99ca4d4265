import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMnemonic } from '../../../wallet/keys/index';
import { createAccountServer, STORED_SESSION, USER_ID } from '../../test/account.test-kit';
import { createMemoryStorage } from '../../test/fake-platform';
import { renderApp } from '../../test/render-app';
import { vaultFor } from '../../wallet-ui/vault/use-wallet-vault';

const PASSWORD = 'Correct-Horse-9-battery';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A signed-in visit whose account already holds one wallet made from `words`. */
async function withWallet(path: string, words: string[]) {
  const storage = createMemoryStorage();
  const vault = vaultFor(storage, USER_ID);
  const wallet = await vault.addWallet({
    mnemonic: words,
    version: 'v5R1',
    name: 'Savings',
    password: PASSWORD,
  });
  vault.setActive(wallet.id);
  const server = createAccountServer();
  const view = renderApp({ path, fetch: server.fetch, session: STORED_SESSION, storage });
  return { ...view, vault, wallet };
}

/** The chain service as the delete screen reads it: `nanotons` on the account, no jettons. */
function stubTonApi(nanotons: string) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      seen.push(url);
      if (url.endsWith('/jettons')) return Response.json({ balances: [] });
      if (url.includes('/tonapi/v2/accounts/'))
        return Response.json({ balance: Number(nanotons), status: 'active' });
      return new Response('not here', { status: 404 });
    }),
  );
  return seen;
}

async function press(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe('wallet settings (spec 001 §2, §4)', () => {
  it('shows the recovery phrase only after the password, and forgets it on leaving', async () => {
    const words = await createMnemonic();
    const { router } = await withWallet('/balances/web3-wallet/settings/security/recovery-phrase', words);

    // Straight to the phrase is not allowed: re-authentication first, with nothing in the URL but the action.
    await screen.findByText("Confirm it's you to continue.");
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/enter-password');
    expect(router.state.location.search).toBe('?action=show-mnemonic');
    expect(screen.queryByTestId('mnemonic-grid')).toBeNull();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong-password-1' } });
    await press('Confirm');
    expect(await screen.findByText('Wrong password', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('mnemonic-grid')).toBeNull();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    await press('Confirm');
    const grid = await screen.findByTestId('mnemonic-grid', undefined, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/settings/security/recovery-phrase');
    expect([...grid.querySelectorAll('.ferry-mnemonic-text')].map((item) => item.textContent)).toEqual(words);

    // Leaving and coming back asks again.
    await press('Hide');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/web3-wallet/settings/security'),
    );
    await router.navigate('/balances/web3-wallet/settings/security/recovery-phrase');
    await screen.findByText("Confirm it's you to continue.");
    expect(screen.queryByTestId('mnemonic-grid')).toBeNull();
  }, 45_000);

  it('refuses to delete a wallet that still holds funds', async () => {
    const seen = stubTonApi('1500000000');
    const { vault, wallet } = await withWallet(
      '/balances/web3-wallet/settings/delete',
      await createMnemonic(),
    );
    expect(
      await screen.findByText("You can't delete a wallet that still holds funds. Move them out first"),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(vault.read().wallets.map((item) => item.publicData.id)).toEqual([wallet.id]);
    // Only the public address went to the chain service.
    expect(seen.every((url) => url.includes(encodeURIComponent(wallet.address)))).toBe(true);
  }, 30_000);

  it('deletes an empty wallet only after the countdown and with the password', async () => {
    stubTonApi('0');
    const { vault, router } = await withWallet(
      '/balances/web3-wallet/settings/delete',
      await createMnemonic(),
    );
    const waiting = await screen.findByRole('button', { name: /^Delete in \d+ seconds$/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    // Still counting: the button stays disabled whatever is typed.
    expect(
      (screen.getByRole('button', { name: /^Delete in \d+ seconds?$/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const confirm = await screen.findByRole('button', { name: 'Delete wallet' }, { timeout: 12_000 });
    fireEvent.click(confirm);
    await waitFor(() => expect(vault.read().wallets).toHaveLength(0), { timeout: 10_000 });
    // No wallet left: the wallet root leads to creating one.
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/web3-wallet/create'), {
      timeout: 10_000,
    });
  }, 40_000);
});
