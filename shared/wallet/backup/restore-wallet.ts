import type { KeyPair } from '@ton/crypto';
import { mnemonicToKeyPair } from '../keys/mnemonic';
import { VaultError } from '../vault/vault-errors';
import type { WalletPublicData, WalletVault } from '../vault/vault-types';
import { walletAddress } from '../versions/open-wallet-contract';
import { isDerivableWalletVersion } from '../versions/wallet-versions';
import { type BackupBoxOptions, openWalletBackup, type WalletBackup } from './backup-envelope';

export interface RestoreDeps extends BackupBoxOptions {
  /** The name to give the wallet here, when the backup's own is taken on this device. */
  name?: string;
  deriveKeyPair?: (words: readonly string[]) => Promise<KeyPair>;
}

/**
 * Opens a backup with the wallet password and adds its wallet to the vault under that password:
 * the same phrase, version and name, so the same address, and whether its words were written down. A phrase that derives another address
 * than the envelope says was swapped: nothing is added.
 */
export async function restoreWalletFromBackup(
  vault: WalletVault,
  backup: WalletBackup,
  password: string,
  deps: RestoreDeps = {},
): Promise<WalletPublicData> {
  const words = await openWalletBackup(backup, password, deps);
  if (!isDerivableWalletVersion(backup.version)) throw new VaultError('VERSION_NOT_DERIVABLE');
  const keyPair = await (deps.deriveKeyPair ?? mnemonicToKeyPair)(words);
  if (walletAddress(keyPair.publicKey, backup.version) !== backup.address) {
    throw new VaultError('DECRYPTED_MNEMONIC_INVALID');
  }
  const wallet = await vault.addWallet({
    mnemonic: words,
    version: backup.version,
    name: deps.name ?? backup.name,
    password,
  });
  if (!backup.isBackedUp) return wallet;
  // The words were written down where the backup was made; the settings page says so here too.
  vault.markBackedUp(wallet.id);
  return { ...wallet, isBackedUp: true };
}
