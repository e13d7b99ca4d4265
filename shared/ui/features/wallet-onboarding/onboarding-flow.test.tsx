import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMnemonic, isValidMnemonic } from '../../../wallet/keys/index';
import { createAccountServer, STORED_SESSION, USER_ID } from '../../test/account.test-kit';
import { createMemoryStorage } from '../../test/fake-platform';
import { answerVerifiedIdentity } from '../../test/identity.test-kit';
import { renderApp } from '../../test/render-app';
import { vaultFor, walletVaultKey } from '../../wallet-ui/vault/use-wallet-vault';

const PASSWORD = 'Correct-Horse-9-battery';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedInApp(path: string, storage = createMemoryStorage()) {
  const server = answerVerifiedIdentity(createAccountServer());
  return { ...renderApp({ path, fetch: server.fetch, session: STORED_SESSION, storage }), storage };
}

async function press(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

function shownWords(): string[] {
  const grid = screen.getByTestId('mnemonic-grid');
  return [...grid.querySelectorAll('.ferry-mnemonic-text')].map((word) => word.textContent ?? '');
}

function challengeFields(): { position: number; field: HTMLElement }[] {
  return screen.getAllByLabelText(/^Word #\d+$/).map((field) => {
    const label = document.querySelector(`label[for="${field.id}"]`)?.textContent ?? '';
    return { position: Number(label.replace(/\D/g, '')), field };
  });
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('wallet onboarding (spec 001 §2, §5)', () => {
  it('creates a wallet: 24 words once, the word-at-position check, the password, success', async () => {
    const { router, storage, services } = signedInApp('/balances/web3-wallet');
    // No wallet yet: the root leads to creation.
    await screen.findByRole('heading', { name: 'Your own TON wallet' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/create');
    await press('Create a new wallet');

    await screen.findByRole('heading', { name: 'Write down these 24 words' }, { timeout: 10_000 });
    const words = shownWords();
    expect(words).toHaveLength(24);
    expect(new Set(words).size).toBeGreaterThan(12);
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/backup');
    expect(router.state.location.search).toBe('');
    await press("I've written them down");

    // A wrong word is named by its position; the right ones pass.
    const fields = challengeFields();
    expect(fields).toHaveLength(3);
    for (const { field } of fields) type(field, 'zzz');
    await press('Check');
    const first = fields[0];
    if (!first) throw new Error('no challenge field');
    expect(
      await screen.findByText(`Wrong word #${first.position}. Check your recovery phrase and try again`),
    ).toBeTruthy();
    for (const { position, field } of fields) type(field, ` ${words[position - 1]?.toUpperCase()} `);
    await press('Check');

    // The password: rules shown live, a weak one and a mismatch refused.
    await screen.findByRole('heading', { level: 1, name: 'Protect your wallet' });
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/secure');
    type(screen.getByLabelText('Password'), 'short');
    type(screen.getByLabelText('Repeat the password'), 'shorter');
    expect(screen.getByText('Unmatched password')).toBeTruthy();
    await press('Save password');
    expect(await screen.findByText('The password does not meet every rule')).toBeTruthy();
    expect(storage.getItem(walletVaultKey(USER_ID))).toBeNull();

    type(screen.getByLabelText('Password'), PASSWORD);
    type(screen.getByLabelText('Repeat the password'), PASSWORD);
    await press('Save password');

    // The web has no biometry step: straight to success.
    await screen.findByRole('heading', { name: 'Your wallet is ready' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/success');
    const address = screen.getByTestId('wallet-address').textContent ?? '';
    expect(address).toMatch(/^UQ[\w-]{46}$/);

    // Stored encrypted only: no three words of the phrase in a row in any stored value (single
    // words may occur by chance: "active", "wallet" are list words).
    const stored = JSON.stringify(storage.dump());
    expect(stored).toContain(address);
    const triples = words.slice(0, -2).map((_, at) => words.slice(at, at + 3).join(' '));
    // Letters only, so a JSON array or any separator between the words would still be caught.
    const lettersOf = (text: string) => ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
    for (const triple of triples) expect(lettersOf(stored)).not.toContain(` ${triple} `);
    // Nor in the query cache.
    const cached = JSON.stringify(
      services.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    );
    for (const triple of triples) expect(lettersOf(cached)).not.toContain(` ${triple} `);
    const vault = vaultFor(storage, USER_ID).read();
    expect(vault.wallets).toHaveLength(1);
    expect(vault.wallets[0]?.publicData.isBackedUp).toBe(true);
    expect(vault.activeWalletId).toBe(vault.wallets[0]?.publicData.id);
    const unlocked = await vaultFor(storage, USER_ID).unlock(vault.activeWalletId ?? '', {
      method: 'PASSWORD',
      password: PASSWORD,
    });
    expect(unlocked.mnemonic).toEqual(words);

    await press('Open wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/web3-wallet'));
  }, 60_000);

  it('refuses a wrong phrase on import: an unknown word by position, a bad checksum as a whole', async () => {
    const { router } = signedInApp('/balances/web3-wallet/import');
    const first = await screen.findByLabelText('Word 1');
    const words = await createMnemonic();

    // Pasting the whole phrase into the first field fills all 24.
    fireEvent.paste(first, {
      clipboardData: { getData: () => ['nonsenseword', ...words.slice(1)].join(' ') },
    });
    expect((screen.getByLabelText('Word 24') as HTMLInputElement).value).toBe(words[23]);
    await press('Import');
    expect(await screen.findByText('Word #1 is not in the recovery phrase word list')).toBeTruthy();

    // Real words in an order the phrase check refuses (rotate until one is refused).
    let shuffled = words;
    for (let shift = 1; shift < 24 && (await isValidMnemonic(shuffled)); shift += 1) {
      shuffled = [...words.slice(shift), ...words.slice(0, shift)];
    }
    expect(await isValidMnemonic(shuffled)).toBe(false);
    fireEvent.paste(first, { clipboardData: { getData: () => shuffled.join('\n') } });
    await press('Import');
    expect(
      await screen.findByText(
        'This is not a valid recovery phrase. Check every word and their order',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/import');
  }, 30_000);

  it('imports a valid phrase to the password step and stores that wallet', async () => {
    // The chain service is down: the import falls back to the default version v5R1.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"down"}', { status: 503 })),
    );
    const storage = createMemoryStorage();
    const { router } = signedInApp('/balances/web3-wallet/import', storage);
    const words = await createMnemonic();
    fireEvent.paste(await screen.findByLabelText('Word 1'), {
      clipboardData: { getData: () => words.map((word, index) => `${index + 1}. ${word}`).join('\n') },
    });
    await press('Import');
    await screen.findByRole('heading', { level: 1, name: 'Protect your wallet' }, { timeout: 10_000 });
    type(screen.getByLabelText('Password'), PASSWORD);
    type(screen.getByLabelText('Repeat the password'), PASSWORD);
    await press('Save password');
    await screen.findByText('Wallet 1 is imported on this device.', undefined, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/success');
    const unlocked = await vaultFor(storage, USER_ID).unlock(
      vaultFor(storage, USER_ID).read().activeWalletId ?? '',
      {
        method: 'PASSWORD',
        password: PASSWORD,
      },
    );
    expect(unlocked.mnemonic).toEqual(words);
    expect(
      vaultFor(storage, USER_ID)
        .read()
        .wallets.map((entry) => entry.publicData.version),
    ).toEqual(['v5R1']);
    expect(within(document.body).queryByTestId('mnemonic-grid')).toBeNull();
  }, 45_000);
});

describe('leaving the wallet setup', () => {
  it('asks before dropping a phrase that is not saved yet, and forgets it when discarded', async () => {
    const { router } = signedInApp('/balances/web3-wallet/create');
    await press('Create a new wallet');
    await screen.findByTestId('mnemonic-grid', undefined, { timeout: 10_000 });

    await router.navigate('/profile');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(router.state.location.pathname).toBe('/balances/web3-wallet/backup');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByTestId('mnemonic-grid')).toBeTruthy();

    await router.navigate('/profile');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Discard/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    // The phrase is gone: coming back starts over.
    await router.navigate('/balances/web3-wallet/backup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/web3-wallet/create'));
  }, 30_000);
});
