import type { WalletPublicData } from '../vault/vault-types';
import {
  addressOfIndexKey,
  backupChunkKey,
  backupIndexKey,
  CLOUD_VALUE_MAX_CHARS,
  chunkBackupText,
  decodeBackupIndex,
  reassembleBackupText,
} from './backup-chunks';
import {
  type BackupBoxOptions,
  decodeWalletBackup,
  encodeWalletBackup,
  sealWalletBackup,
  type WalletBackup,
} from './backup-envelope';

/** The cloud as the backup needs it: the platform's Telegram CloudStorage port fits it. */
export interface BackupCloud {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** Writes (or replaces) the backup of a wallet address; chunks an earlier, longer backup left are removed. */
export async function writeCloudBackup(
  cloud: BackupCloud,
  backup: WalletBackup,
  maxChars: number = CLOUD_VALUE_MAX_CHARS,
): Promise<void> {
  const previous = decodeBackupIndex(await cloud.getItem(backupIndexKey(backup.address)));
  const entries = await chunkBackupText(backup.address, encodeWalletBackup(backup), maxChars);
  for (const [key, value] of entries) await cloud.setItem(key, value);
  const written = entries.length - 1;
  for (let chunk = written; chunk < (previous?.chunks ?? 0); chunk += 1) {
    await cloud.removeItem(backupChunkKey(backup.address, chunk));
  }
}

export async function readCloudBackup(cloud: BackupCloud, address: string): Promise<WalletBackup | null> {
  const index = decodeBackupIndex(await cloud.getItem(backupIndexKey(address)));
  if (!index) return null;
  const chunks: (string | null)[] = [];
  for (let chunk = 0; chunk < index.chunks; chunk += 1) {
    chunks.push(await cloud.getItem(backupChunkKey(address, chunk)));
  }
  const text = await reassembleBackupText(index, chunks);
  const backup = text === null ? null : decodeWalletBackup(text);
  return backup?.address === address ? backup : null;
}

/** Every whole backup this account keeps, oldest first; damaged ones are left out. */
export async function listCloudBackups(cloud: BackupCloud): Promise<WalletBackup[]> {
  const addresses = (await cloud.keys()).map(addressOfIndexKey).filter((key): key is string => key !== null);
  const backups: WalletBackup[] = [];
  for (const address of addresses) {
    const backup = await readCloudBackup(cloud, address);
    if (backup) backups.push(backup);
  }
  return backups.sort((a, b) => a.createdAt - b.createdAt);
}

/** Removes a wallet's backup: the index first, so a half-removed backup is never taken for whole. */
export async function deleteCloudBackup(cloud: BackupCloud, address: string): Promise<void> {
  const index = decodeBackupIndex(await cloud.getItem(backupIndexKey(address)));
  await cloud.removeItem(backupIndexKey(address));
  for (let chunk = 0; chunk < (index?.chunks ?? 0); chunk += 1) {
    await cloud.removeItem(backupChunkKey(address, chunk));
  }
}

/**
 * After the wallet password changes: the account's cloud backup of the wallet, when it keeps one,
 * sealed again under the new password, so the old password opens nothing there. False when there
 * was no backup to replace (nothing is written then: a backup stays the person's choice).
 */
export async function resealCloudBackup(
  cloud: BackupCloud,
  wallet: Pick<WalletPublicData, 'id' | 'name' | 'version' | 'address' | 'isBackedUp'>,
  words: readonly string[],
  password: string,
  createdAt: number,
  options: BackupBoxOptions = {},
): Promise<boolean> {
  if (!(await readCloudBackup(cloud, wallet.address))) return false;
  await writeCloudBackup(cloud, await sealWalletBackup(wallet, words, password, createdAt, options));
  return true;
}

/**
 * After the wallet is renamed: the account's cloud backup of it, when it keeps one, carries the new
 * name (plain public data, outside the seal: nothing is opened or sealed again). False when there
 * was none.
 */
export async function renameCloudBackup(cloud: BackupCloud, address: string, name: string): Promise<boolean> {
  const backup = await readCloudBackup(cloud, address);
  if (!backup) return false;
  if (backup.name !== name) await writeCloudBackup(cloud, { ...backup, name });
  return true;
}
