/** The onboarding screens, loaded together: one chunk for the whole flow. */
export { BackupPage } from './backup-page';
export { BiometryPage } from './biometry-page';
export { CreateWalletPage } from './create-page';
export { ImportPage } from './import-page';
export { RestorePage } from './restore-page';
export { SecurePage } from './secure-page';
export { SuccessPage } from './success-page';
