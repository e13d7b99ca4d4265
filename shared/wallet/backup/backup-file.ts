import type { WalletBackup } from './backup-envelope';

export const BACKUP_FILE_EXTENSION = '.ferry-backup.json';

/** `ferry-<name>-<date>.ferry-backup.json`, with only safe characters of the name. */
export function backupFileName(backup: Pick<WalletBackup, 'name' | 'createdAt'>): string {
  const name = backup.name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'wallet';
  const date = new Date(backup.createdAt).toISOString().slice(0, 10);
  return `ferry-${name}-${date}${BACKUP_FILE_EXTENSION}`;
}
