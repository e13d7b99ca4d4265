import { MNEMONIC_WORD_COUNT } from '../keys/mnemonic';
import {
  type EncryptedSecret,
  openSecret,
  SecretBoxOpenError,
  sealSecret,
  type WebCrypto,
} from '../vault/secret-box';
import { VaultError } from '../vault/vault-errors';
import type { WalletPublicData } from '../vault/vault-types';
import { isWalletVersion, type WalletVersion } from '../versions/wallet-versions';

export const WALLET_BACKUP_FORMAT = 1;

/**
 * A wallet's backup (issue 31): its public data in plain, so a restore can show which wallet it
 * is, and its phrase sealed under the wallet password with the vault's own box (PBKDF2 + AES-GCM,
 * secret-box.ts). The public fields are bound into the box as additional data, so an envelope
 * whose address or version was edited no longer opens.
 */
export interface WalletBackup {
  format: typeof WALLET_BACKUP_FORMAT;
  walletId: string;
  name: string;
  version: WalletVersion;
  address: string;
  /** ms since epoch */
  createdAt: number;
  /**
   * Whether the words were written down where the backup was made: a restored wallet says the same
   * (backups made before it existed say nothing: not written down). A hint for the settings page,
   * not bound into the box — editing it unlocks nothing.
   */
  isBackedUp?: boolean;
  secret: EncryptedSecret;
}

export interface BackupBoxOptions {
  crypto?: WebCrypto;
  iterations?: number;
}

function associatedData(backup: Pick<WalletBackup, 'walletId' | 'version' | 'address'>): string {
  return `ferry.wallet-backup:${WALLET_BACKUP_FORMAT}:${backup.walletId}:${backup.version}:${backup.address}`;
}

/** Seals the phrase the vault just opened with `password` into a backup of `wallet`. */
export async function sealWalletBackup(
  wallet: Pick<WalletPublicData, 'id' | 'name' | 'version' | 'address' | 'isBackedUp'>,
  words: readonly string[],
  password: string,
  createdAt: number,
  options: BackupBoxOptions = {},
): Promise<WalletBackup> {
  const fields = { walletId: wallet.id, version: wallet.version, address: wallet.address };
  const secret = await sealSecret(
    words.join(' '),
    { kind: 'password', password },
    associatedData(fields),
    options,
  );
  return {
    format: WALLET_BACKUP_FORMAT,
    ...fields,
    name: wallet.name,
    createdAt,
    isBackedUp: wallet.isBackedUp,
    secret,
  };
}

/** The phrase in a backup; a wrong password (or an edited envelope) is the vault's WRONG_PASSWORD. */
export async function openWalletBackup(
  backup: WalletBackup,
  password: string,
  options: BackupBoxOptions = {},
): Promise<string[]> {
  let plain: string;
  try {
    plain = await openSecret(backup.secret, { kind: 'password', password }, associatedData(backup), options);
  } catch (cause) {
    if (cause instanceof SecretBoxOpenError) throw new VaultError('WRONG_PASSWORD', { cause });
    throw new VaultError('UNKNOWN_ENCRYPTION_SOURCE', { cause });
  }
  const words = plain.split(' ');
  if (words.length !== MNEMONIC_WORD_COUNT) throw new VaultError('DECRYPTED_MNEMONIC_INVALID');
  return words;
}

export function encodeWalletBackup(backup: WalletBackup): string {
  return JSON.stringify(backup);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isSecret(value: unknown): value is EncryptedSecret {
  if (typeof value !== 'object' || value === null) return false;
  const secret = value as Record<string, unknown>;
  const kdf = secret.kdf as Record<string, unknown> | undefined;
  return (
    secret.format === 1 &&
    secret.cipher === 'AES-GCM-256' &&
    isText(secret.iv) &&
    isText(secret.data) &&
    kdf?.name === 'PBKDF2-HMAC-SHA256' &&
    typeof kdf.iterations === 'number' &&
    isText(kdf.salt)
  );
}

/** A backup from its text (a file, reassembled cloud values); null for anything else. */
export function decodeWalletBackup(text: string): WalletBackup | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const backup = value as Record<string, unknown>;
  if (
    backup.format !== WALLET_BACKUP_FORMAT ||
    !isText(backup.walletId) ||
    !isText(backup.name) ||
    !isText(backup.address) ||
    !isWalletVersion(backup.version) ||
    typeof backup.createdAt !== 'number' ||
    (backup.isBackedUp !== undefined && typeof backup.isBackedUp !== 'boolean') ||
    !isSecret(backup.secret)
  ) {
    return null;
  }
  return {
    format: WALLET_BACKUP_FORMAT,
    walletId: backup.walletId,
    name: backup.name,
    version: backup.version,
    address: backup.address,
    createdAt: backup.createdAt,
    ...(typeof backup.isBackedUp === 'boolean' ? { isBackedUp: backup.isBackedUp } : {}),
    secret: backup.secret,
  };
}
