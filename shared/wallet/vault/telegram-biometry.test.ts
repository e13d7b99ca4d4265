import { describe, expect, it } from 'vitest';
import { KNOWN_PHRASE } from '../versions/wallet-test-vectors';
import { createWalletVault } from './create-wallet-vault';
import { toBase64 } from './secret-box';
import {
  type BiometryTokenStore,
  disableTelegramBiometry,
  enableTelegramBiometry,
  unlockWithTelegramBiometry,
} from './telegram-biometry';
import { createMemoryVaultStorage } from './vault-storage';

const PASSWORD = 'Correct-Horse-7';
const REASON = 'Unlock your wallet';

/** Telegram's client as the app sees it: one token, a prompt the user passes or not. */
function fakeBiometry(options: { passes?: boolean; saves?: boolean; token?: string | null } = {}) {
  const state = {
    token: options.token ?? null,
    passes: options.passes ?? true,
    saves: options.saves ?? true,
    prompts: 0,
  };
  const store: BiometryTokenStore = {
    getStatus: async () => ({ isTokenSaved: state.token !== null }),
    authenticate: async () => {
      state.prompts += 1;
      return state.passes ? { isAuthorized: true, token: state.token } : { isAuthorized: false, token: null };
    },
    updateToken: async (token) => {
      if (!state.saves) return false;
      state.token = token;
      return true;
    },
  };
  return { store, state };
}

async function vaultWithTwoWallets() {
  const vault = createWalletVault(createMemoryVaultStorage(), { kdfIterations: 1_000 });
  const a = await vault.addWallet({
    mnemonic: KNOWN_PHRASE,
    version: 'v5R1',
    name: 'Main',
    password: PASSWORD,
  });
  const b = await vault.addWallet({
    mnemonic: KNOWN_PHRASE,
    version: 'v4R2',
    name: 'Old',
    password: PASSWORD,
  });
  return { vault, a, b };
}

describe('Telegram biometry flow', () => {
  it('enables with a fresh key saved as the token, then unlocks through the prompt', async () => {
    const { vault, a } = await vaultWithTwoWallets();
    const { store, state } = fakeBiometry();
    await enableTelegramBiometry(vault, store, { walletId: a.id, password: PASSWORD, reason: REASON });
    expect(state.token).toMatch(/^[A-Za-z0-9+/]{43}=$/); // 32 bytes in base64, never the phrase
    expect(state.prompts).toBe(0);
    const unlocked = await unlockWithTelegramBiometry(vault, store, { walletId: a.id, reason: REASON });
    expect(unlocked.mnemonic).toEqual(KNOWN_PHRASE);
    expect(vault.methodFor(a.id, 'sendTon')).toBe('TELEGRAM_BIOMETRY');
  });

  it('a second wallet reuses the saved key (one token per user), after one prompt', async () => {
    const { vault, a, b } = await vaultWithTwoWallets();
    const { store, state } = fakeBiometry();
    await enableTelegramBiometry(vault, store, { walletId: a.id, password: PASSWORD, reason: REASON });
    const token = state.token;
    await enableTelegramBiometry(vault, store, { walletId: b.id, password: PASSWORD, reason: REASON });
    expect(state.token).toBe(token);
    expect(state.prompts).toBe(1);
    for (const walletId of [a.id, b.id]) {
      await expect(
        unlockWithTelegramBiometry(vault, store, { walletId, reason: REASON }),
      ).resolves.toBeTruthy();
    }
  });

  it.each<[string, Parameters<typeof fakeBiometry>[0]]>([['the user fails the prompt', { passes: false }]])(
    'unlock is refused when %s',
    async (_label, options) => {
      const { vault, a } = await vaultWithTwoWallets();
      const setup = fakeBiometry();
      await enableTelegramBiometry(vault, setup.store, {
        walletId: a.id,
        password: PASSWORD,
        reason: REASON,
      });
      const { store } = fakeBiometry({ ...options, token: setup.state.token });
      await expect(
        unlockWithTelegramBiometry(vault, store, { walletId: a.id, reason: REASON }),
      ).rejects.toMatchObject({
        code: 'BIOMETRIC_AUTH_FAILED',
      });
    },
  );

  it.each<[string, string | null]>([
    ['the token was dropped (re-enrolled fingerprints)', null],
    ['the token is another key', toBase64(new Uint8Array(32).fill(9))],
    ['the token is not a key', 'hello'],
  ])('unlock fails when %s; the password still opens', async (_label, token) => {
    const { vault, a } = await vaultWithTwoWallets();
    const setup = fakeBiometry();
    await enableTelegramBiometry(vault, setup.store, { walletId: a.id, password: PASSWORD, reason: REASON });
    const { store } = fakeBiometry({ token });
    await expect(
      unlockWithTelegramBiometry(vault, store, { walletId: a.id, reason: REASON }),
    ).rejects.toMatchObject({
      code: 'BIOMETRIC_AUTH_FAILED',
    });
    await expect(vault.unlock(a.id, { method: 'PASSWORD', password: PASSWORD })).resolves.toBeTruthy();
  });

  it('when the client will not save the token, the wallet stays on the password', async () => {
    const { vault, a } = await vaultWithTwoWallets();
    const { store } = fakeBiometry({ saves: false });
    await expect(
      enableTelegramBiometry(vault, store, { walletId: a.id, password: PASSWORD, reason: REASON }),
    ).rejects.toMatchObject({ code: 'BIOMETRIC_AUTH_FAILED' });
    expect(vault.read().wallets[0]?.encryptedData.TELEGRAM_BIOMETRY).toBeUndefined();
    expect(vault.methodFor(a.id, 'sendTon')).toBe('PASSWORD');
  });

  it('a wrong password enables nothing and saves no token', async () => {
    const { vault, a } = await vaultWithTwoWallets();
    const { store, state } = fakeBiometry();
    await expect(
      enableTelegramBiometry(vault, store, { walletId: a.id, password: 'Wrong-Horse-7', reason: REASON }),
    ).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(state.token).toBeNull();
  });

  it('a foreign token is replaced and older biometry boxes are dropped, not left to fail', async () => {
    const { vault, a, b } = await vaultWithTwoWallets();
    const first = fakeBiometry();
    await enableTelegramBiometry(vault, first.store, { walletId: a.id, password: PASSWORD, reason: REASON });
    const { store, state } = fakeBiometry({ token: 'not-our-key' });
    await enableTelegramBiometry(vault, store, { walletId: b.id, password: PASSWORD, reason: REASON });
    expect(state.token).not.toBe('not-our-key');
    const wallets = vault.read().wallets;
    expect(
      wallets.find((entry) => entry.publicData.id === a.id)?.encryptedData.TELEGRAM_BIOMETRY,
    ).toBeUndefined();
    expect(vault.methodFor(a.id, 'sendTon')).toBe('PASSWORD');
    await expect(
      unlockWithTelegramBiometry(vault, store, { walletId: b.id, reason: REASON }),
    ).resolves.toBeTruthy();
  });

  it('disabling the last wallet removes the token; disabling one of two keeps it', async () => {
    const { vault, a, b } = await vaultWithTwoWallets();
    const { store, state } = fakeBiometry();
    await enableTelegramBiometry(vault, store, { walletId: a.id, password: PASSWORD, reason: REASON });
    await enableTelegramBiometry(vault, store, { walletId: b.id, password: PASSWORD, reason: REASON });
    await disableTelegramBiometry(vault, store, a.id);
    expect(state.token).not.toBeNull();
    await disableTelegramBiometry(vault, store, b.id);
    expect(state.token).toBeNull();
  });
});
