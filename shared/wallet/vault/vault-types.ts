import type { KeyPair } from '@ton/crypto';
import type { WalletVersion } from '../versions/wallet-versions';
import type { EncryptedSecret } from './secret-box';

/** Spec 001 §3: how a wallet's phrase is unlocked. */
export const DECRYPTION_METHODS = ['PASSWORD', 'TELEGRAM_BIOMETRY'] as const;
export type DecryptionMethod = (typeof DECRYPTION_METHODS)[number];

/** Spec 001 §3 action kinds. */
export const WALLET_ACTIONS = [
  'default',
  'sendTon',
  'addWallet',
  'sendJetton',
  'deleteWallet',
  'showMnemonic',
  'changePassword',
] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

export interface WalletPublicData {
  id: string;
  version: WalletVersion;
  preferredDecryptionMethod: DecryptionMethod;
  name: string;
  /** User-friendly non-bounceable (`UQ…`). */
  address: string;
  /** Ed25519 public key, hex; empty for a read-only wallet imported by address. */
  publicKey: string;
  isBackedUp: boolean;
  createdAt: number;
  /** Imported by address (LockupV1): shown, never signs. */
  isReadOnly?: boolean;
}

export interface VaultWallet {
  publicData: WalletPublicData;
  encryptedData: Partial<Record<DecryptionMethod, EncryptedSecret>>;
}

export interface WalletVaultState {
  activeWalletId: string | null;
  activePublicKey: string | null;
  wallets: VaultWallet[];
}

export type UnlockSecret =
  | { method: 'PASSWORD'; password: string }
  | { method: 'TELEGRAM_BIOMETRY'; key: Uint8Array };

export interface UnlockedWallet {
  mnemonic: string[];
  keyPair: KeyPair;
}

/** Strings in, strings out: localStorage, the account-scoped storage, or a Map in tests. */
export interface VaultStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface AddWalletInput {
  mnemonic: readonly string[];
  version: WalletVersion;
  name: string;
  /** The wallet password; with wallets already in the vault it must be their password. */
  password: string;
}

export interface AddReadOnlyWalletInput {
  address: string;
  version: WalletVersion;
  name: string;
}

export interface DeleteWalletCheck {
  /** The caller's answer: does the wallet still hold TON or jettons? */
  hasFunds: boolean;
  /** When the user started the delete countdown (ms since epoch, the vault's clock). */
  countdownStartedAt: number;
}

export interface WalletVault {
  /** The current state; the same object until the next change (usable with useSyncExternalStore). */
  read(): WalletVaultState;
  addWallet(input: AddWalletInput): Promise<WalletPublicData>;
  addReadOnlyWallet(input: AddReadOnlyWalletInput): WalletPublicData;
  unlock(walletId: string, secret: UnlockSecret): Promise<UnlockedWallet>;
  /**
   * Which method an action must use for this wallet: adding or deleting a wallet and changing the
   * password always use PASSWORD, other actions the wallet's preferred method (spec 001 §4).
   */
  methodFor(walletId: string, action: WalletAction): DecryptionMethod;
  /** Encrypts the phrase under `key` too (the key the UI keeps behind Telegram's biometric token). */
  enableBiometry(walletId: string, password: string, key: Uint8Array): Promise<void>;
  disableBiometry(walletId: string): void;
  changePassword(walletId: string, oldPassword: string, newPassword: string): Promise<void>;
  deleteWallet(walletId: string, password: string, check: DeleteWalletCheck): Promise<void>;
  setActive(walletId: string): void;
  markBackedUp(walletId: string): void;
  rename(walletId: string, name: string): void;
  subscribe(listener: (state: WalletVaultState) => void): () => void;
}

export type { KeyPair };
