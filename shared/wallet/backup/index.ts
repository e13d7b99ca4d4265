export {
  type BackupIndex,
  backupChunkKey,
  backupIndexKey,
  CLOUD_KEY_PATTERN,
  CLOUD_VALUE_MAX_CHARS,
  chunkBackupText,
  reassembleBackupText,
} from './backup-chunks';
export {
  type BackupBoxOptions,
  decodeWalletBackup,
  encodeWalletBackup,
  openWalletBackup,
  sealWalletBackup,
  WALLET_BACKUP_FORMAT,
  type WalletBackup,
} from './backup-envelope';
export {
  BACKUP_FILE_EXTENSION,
  backupFileName,
} from './backup-file';
export {
  type BackupCloud,
  deleteCloudBackup,
  listCloudBackups,
  readCloudBackup,
  renameCloudBackup,
  resealCloudBackup,
  writeCloudBackup,
} from './cloud-backup';
export {
  decodeRestoreAttempts,
  NO_RESTORE_ATTEMPTS,
  RESTORE_FREE_ATTEMPTS,
  RESTORE_LOCK_MS,
  type RestoreAttempts,
  recordWrongPassword,
  restoreLockRemaining,
} from './password-attempts';
export { type RestoreDeps, restoreWalletFromBackup } from './restore-wallet';
