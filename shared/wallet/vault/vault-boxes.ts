import { MNEMONIC_WORD_COUNT } from '../keys/mnemonic';
import {
  type BoxKey,
  type EncryptedSecret,
  openSecret,
  SecretBoxOpenError,
  sealSecret,
  type WebCrypto,
} from './secret-box';
import { VaultError } from './vault-errors';
import type { DecryptionMethod, VaultWallet, WalletVaultState } from './vault-types';

function associatedData(walletId: string, method: DecryptionMethod): string {
  return `ferry.wallet:${walletId}:${method}`;
}

/** Sealing and opening a wallet's phrase boxes, each bound to the wallet and the method. */
export function createVaultBoxes(boxOptions: { crypto?: WebCrypto; iterations?: number }) {
  async function openBox(wallet: VaultWallet, method: DecryptionMethod, boxKey: BoxKey): Promise<string[]> {
    if (wallet.publicData.isReadOnly) throw new VaultError('READ_ONLY_WALLET');
    const box: EncryptedSecret | undefined = wallet.encryptedData[method];
    if (!box) throw new VaultError('NO_ENCRYPTED_MNEMONIC');
    let plain: string;
    try {
      plain = await openSecret(box, boxKey, associatedData(wallet.publicData.id, method), boxOptions);
    } catch (cause) {
      if (cause instanceof SecretBoxOpenError) {
        throw new VaultError(method === 'PASSWORD' ? 'WRONG_PASSWORD' : 'BIOMETRIC_AUTH_FAILED', { cause });
      }
      throw new VaultError('UNKNOWN_ENCRYPTION_SOURCE', { cause });
    }
    const words = plain.split(' ');
    // Spec 001 §5 "decrypt mnemonic": the result must be exactly 24 words.
    if (words.length !== MNEMONIC_WORD_COUNT) throw new VaultError('DECRYPTED_MNEMONIC_INVALID');
    return words;
  }

  function openWithPassword(wallet: VaultWallet, password: string): Promise<string[]> {
    return openBox(wallet, 'PASSWORD', { kind: 'password', password });
  }

  /** With wallets already stored, a password must be the one they use (one vault password). */
  async function verifyVaultPassword(state: WalletVaultState, password: string): Promise<boolean> {
    const withPassword = state.wallets.filter((entry) => entry.encryptedData.PASSWORD);
    const reference =
      withPassword.find((entry) => entry.publicData.id === state.activeWalletId) ?? withPassword[0];
    if (!reference) return false;
    await openWithPassword(reference, password);
    return true;
  }

  function seal(walletId: string, method: DecryptionMethod, words: readonly string[], boxKey: BoxKey) {
    return sealSecret(words.join(' '), boxKey, associatedData(walletId, method), boxOptions);
  }

  return { openBox, openWithPassword, verifyVaultPassword, seal };
}
