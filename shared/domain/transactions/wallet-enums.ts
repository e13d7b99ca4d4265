/** TON wallet contract versions (spec 001 §3). */
export const WALLET_VERSIONS = ['v3R1', 'v3R2', 'v4R1', 'v4R2', 'LockupV1', 'v5R1'] as const;
export type WalletVersion = (typeof WALLET_VERSIONS)[number];

export const DEFAULT_WALLET_VERSION: WalletVersion = 'v5R1';

export function isWalletVersion(value: unknown): value is WalletVersion {
  return typeof value === 'string' && (WALLET_VERSIONS as readonly string[]).includes(value);
}

/** How the stored recovery phrase is unlocked. */
export const DECRYPTION_METHODS = ['PASSWORD', 'TELEGRAM_BIOMETRY'] as const;
export type DecryptionMethod = (typeof DECRYPTION_METHODS)[number];

export const WALLET_ACTION_KINDS = [
  'DEFAULT',
  'SEND_TON',
  'ADD_WALLET',
  'SEND_JETTON',
  'DELETE_WALLET',
  'SHOW_MNEMONIC',
  'CHANGE_PASSWORD',
] as const;
export type WalletActionKind = (typeof WALLET_ACTION_KINDS)[number];

/**
 * Adding, deleting and re-keying a wallet re-encrypt or drop the secret for every method, so
 * they need the password itself; a biometric unlock only releases one method's copy.
 */
const PASSWORD_ONLY_ACTIONS: readonly WalletActionKind[] = ['ADD_WALLET', 'DELETE_WALLET', 'CHANGE_PASSWORD'];

export function requiredDecryptionMethod(
  action: WalletActionKind,
  preferred: DecryptionMethod,
): DecryptionMethod {
  if (PASSWORD_ONLY_ACTIONS.includes(action)) return 'PASSWORD';
  return preferred;
}
