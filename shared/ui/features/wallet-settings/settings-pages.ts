/** The wallet settings screens, loaded together: one chunk for settings. */
export { ChangePasswordPage } from './change-password-page';
export { DeleteWalletPage } from './delete-wallet-page';
export { EnterPasswordPage } from './enter-password-page';
export { RecoveryPhrasePage } from './recovery-phrase-page';
export { RenameWalletPage } from './rename-page';
export { SecurityBackupPage } from './security-backup-page';
export { WalletSecurityPage } from './security-page';
export { WalletSettingsPage } from './settings-page';
