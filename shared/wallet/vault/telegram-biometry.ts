import { createSecretKey, secretKeyFromToken, secretKeyToToken } from './secret-box';
import { VaultError } from './vault-errors';
import type { UnlockedWallet, WalletVault } from './vault-types';

/**
 * The part of the Platform's biometry control (shared/platform `BiometryControl`) the vault flow
 * needs; the Telegram client keeps ONE token per user and bot behind the biometric prompt.
 */
export interface BiometryTokenStore {
  getStatus(): Promise<{ isTokenSaved: boolean }>;
  authenticate(reason: string): Promise<{ isAuthorized: boolean; token: string | null }>;
  updateToken(token: string | null, reason?: string): Promise<boolean>;
}

function walletsWithBiometry(vault: WalletVault, exceptId?: string): string[] {
  return vault
    .read()
    .wallets.filter((entry) => entry.encryptedData.TELEGRAM_BIOMETRY && entry.publicData.id !== exceptId)
    .map((entry) => entry.publicData.id);
}

/**
 * Turns on biometric unlock for a wallet (the password proves the user). Telegram holds one token,
 * so every wallet shares one key: when a token is already saved the user passes the prompt once
 * and that key is reused; otherwise a fresh key is made and saved as the token. If the client
 * refuses to save it, the wallet goes back to the password. A token that is not our key (or was
 * replaced) leaves older biometry boxes unopenable, so they are dropped rather than left to fail.
 */
export async function enableTelegramBiometry(
  vault: WalletVault,
  biometry: BiometryTokenStore,
  input: { walletId: string; password: string; reason: string },
): Promise<void> {
  let key: Uint8Array | null = null;
  if ((await biometry.getStatus()).isTokenSaved) {
    const answer = await biometry.authenticate(input.reason);
    if (!answer.isAuthorized) throw new VaultError('BIOMETRIC_AUTH_FAILED');
    key = answer.token === null ? null : secretKeyFromToken(answer.token);
  }
  const isNewKey = key === null;
  const secret = key ?? createSecretKey();
  await vault.enableBiometry(input.walletId, input.password, secret);
  if (!isNewKey) return;
  if (!(await biometry.updateToken(secretKeyToToken(secret), input.reason))) {
    vault.disableBiometry(input.walletId);
    throw new VaultError('BIOMETRIC_AUTH_FAILED');
  }
  for (const walletId of walletsWithBiometry(vault, input.walletId)) vault.disableBiometry(walletId);
}

/** The prompt, then the key from the token, then the phrase. Any refusal is the spec's error. */
export async function unlockWithTelegramBiometry(
  vault: WalletVault,
  biometry: BiometryTokenStore,
  input: { walletId: string; reason: string },
): Promise<UnlockedWallet> {
  const answer = await biometry.authenticate(input.reason);
  const key = answer.isAuthorized && answer.token !== null ? secretKeyFromToken(answer.token) : null;
  if (!key) throw new VaultError('BIOMETRIC_AUTH_FAILED');
  return vault.unlock(input.walletId, { method: 'TELEGRAM_BIOMETRY', key });
}

/** Back to the password for this wallet; the token is removed once no wallet uses it. */
export async function disableTelegramBiometry(
  vault: WalletVault,
  biometry: BiometryTokenStore,
  walletId: string,
): Promise<void> {
  vault.disableBiometry(walletId);
  if (walletsWithBiometry(vault).length === 0) await biometry.updateToken(null);
}
