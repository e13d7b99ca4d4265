// The wallet vault's test kit: two real phrases, a vault on a memory storage with a clock, and
// an assertion on a VaultError's code.
import { expect } from 'vitest';
import { createWalletVault, type WalletVaultDeps } from './create-wallet-vault';
import type { VaultErrorCode } from './vault-errors';
import { createMemoryVaultStorage } from './vault-storage';

// Two real TON phrases (generated once with mnemonicNew(24)); their v5R1 addresses are literal.
export const PHRASE_A =
  'among decide city kick youth pull volcano employ potato glimpse morning delay derive auction rare photo stool airport town science consider sand decline speak'.split(
    ' ',
  );
export const PHRASE_A_PUBLIC_KEY = 'c091706bed0bfb1713559431e228cae486e1003fbea5ffe7bdc2dc47880e115a';
export const PHRASE_A_V5R1 = 'UQAv-FvwsNealG5LvcWcCBFgrIpzoECAvmHz33dzU6P1b1HM';
export const PASSWORD = 'Correct-Horse-7';
export const OTHER_PASSWORD = 'Battery-Staple-9';
export const BIOMETRY_KEY = new Uint8Array(32).fill(7);

export function setup(extra: WalletVaultDeps = {}) {
  const storage = createMemoryVaultStorage();
  let clock = 1_000_000;
  let ids = 0;
  const vault = createWalletVault(storage, {
    now: () => clock,
    newId: () => `w${++ids}`,
    kdfIterations: 1_000, // fast tests; one test below runs the real default
    ...extra,
  });
  return { vault, storage, advance: (ms: number) => (clock += ms), now: () => clock };
}

export async function expectCode(promise: Promise<unknown> | (() => unknown), code: VaultErrorCode) {
  const run = typeof promise === 'function' ? Promise.resolve().then(promise) : promise;
  await expect(run).rejects.toMatchObject({ name: 'VaultError', code });
}

export async function secondPhrase(): Promise<string[]> {
  const { createMnemonic } = await import('../keys/mnemonic');
  return createMnemonic();
}
