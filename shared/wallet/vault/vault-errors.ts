/**
 * Errors of the key vault. `message` is the catalogue's wallet error text where it names one
 * (spec 001 §8), so logs and support match it; `i18nKey` is what the UI shows, in every locale.
 */
export const VAULT_ERROR_MESSAGES = {
  WALLET_ALREADY_EXISTS: 'Wallet already exists',
  NO_ENCRYPTED_MNEMONIC: 'No encrypted mnemonic found',
  UNKNOWN_ENCRYPTION_SOURCE: 'Unknown encryption source',
  WALLET_STATE_NOT_FOUND: 'Wallet state not found in local storage',
  NO_ACTIVE_WALLET_ID: 'No active wallet ID found',
  BIOMETRIC_AUTH_FAILED: 'Biometric authorization failed',
  CANT_UPDATE_MNEMONIC_BACKUP: 'Cant to update mnemonic backup',
  WRONG_PASSWORD: 'Wrong password',
  WALLET_NOT_FOUND: 'Web3 wallet does not exist',
  PASSWORD_REQUIRED: 'This action needs the wallet password',
  WEAK_PASSWORD: 'Password does not meet the rules',
  UNMATCHED_PASSWORD: 'Unmatched password',
  SAME_PASSWORD: 'The values are equal',
  INVALID_MNEMONIC: 'Invalid recovery phrase',
  DECRYPTED_MNEMONIC_INVALID: 'Decrypted recovery phrase is not 24 words',
  INVALID_WALLET_NAME: 'Wallet name must be 2 to 50 characters',
  WALLET_NAME_TAKEN: 'invalid used name',
  WALLET_HAS_FUNDS: 'A wallet that holds a balance cannot be deleted',
  DELETE_COUNTDOWN_RUNNING: 'Wallet deletion countdown has not finished',
  READ_ONLY_WALLET: 'This wallet is read-only',
  VERSION_NOT_DERIVABLE: 'This wallet version cannot be derived from a recovery phrase',
  INVALID_BIOMETRY_KEY: 'Biometry key must be 32 bytes',
  CORRUPT_VAULT: 'Wallet state in local storage is unreadable',
  INVALID_ADDRESS: 'ton address is not valid',
} as const;

export type VaultErrorCode = keyof typeof VAULT_ERROR_MESSAGES;

export const VAULT_ERROR_CODES = Object.keys(VAULT_ERROR_MESSAGES) as VaultErrorCode[];

/** `wallet.errors.<code in camel case>`, as WalletError: WALLET_ALREADY_EXISTS → walletAlreadyExists. */
export function vaultErrorI18nKey(code: VaultErrorCode): string {
  const camel = code.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `wallet.errors.${camel}`;
}

export class VaultError extends Error {
  readonly i18nKey: string;

  constructor(
    readonly code: VaultErrorCode,
    options?: { cause?: unknown },
  ) {
    super(VAULT_ERROR_MESSAGES[code], options);
    this.name = 'VaultError';
    this.i18nKey = vaultErrorI18nKey(code);
  }
}

export function isVaultError(error: unknown, code?: VaultErrorCode): error is VaultError {
  return error instanceof VaultError && (code === undefined || error.code === code);
}
