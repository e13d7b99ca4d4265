export { activeWallet } from './active-wallet';
export {
  BACKUP_CHALLENGE_SIZE,
  checkChallengeWord,
  createBackupChallenge,
  wrongChallengeAnswers,
} from './backup-challenge';
export { createWalletVault, type WalletVaultDeps } from './create-wallet-vault';
export { deleteCountdownRemaining, WALLET_DELETE_COUNTDOWN_SECONDS } from './delete-countdown';
export {
  brokenPasswordRules,
  checkPasswordConfirmation,
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  type PasswordRule,
} from './password-rules';
export {
  createSecretKey,
  type EncryptedSecret,
  type KdfParams,
  PBKDF2_SHA256_ITERATIONS,
  SECRET_KEY_BYTES,
  secretKeyFromToken,
  secretKeyToToken,
} from './secret-box';
export {
  type BiometryTokenStore,
  disableTelegramBiometry,
  enableTelegramBiometry,
  unlockWithTelegramBiometry,
} from './telegram-biometry';
export {
  isVaultError,
  VAULT_ERROR_CODES,
  VAULT_ERROR_MESSAGES,
  VaultError,
  type VaultErrorCode,
  vaultErrorI18nKey,
} from './vault-errors';
export { EMPTY_VAULT_STATE, WALLET_VAULT_STORAGE_KEY } from './vault-state-codec';
export { createMemoryVaultStorage, vaultStorageFrom } from './vault-storage';
export {
  type AddReadOnlyWalletInput,
  type AddWalletInput,
  DECRYPTION_METHODS,
  type DecryptionMethod,
  type DeleteWalletCheck,
  type UnlockedWallet,
  type UnlockSecret,
  type VaultStorage,
  type VaultWallet,
  WALLET_ACTIONS,
  type WalletAction,
  type WalletPublicData,
  type WalletVault,
  type WalletVaultState,
} from './vault-types';
export {
  checkWalletName,
  localizeDefaultWalletName,
  nextWalletName,
  normalizeWalletName,
  WALLET_NAME_MAX_LENGTH,
  WALLET_NAME_MIN_LENGTH,
  type WalletNameProblem,
} from './wallet-name';
