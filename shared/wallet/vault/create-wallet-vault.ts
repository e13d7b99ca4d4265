import type { KeyPair } from '@ton/crypto';
import { checkMnemonic, mnemonicToKeyPair, normalizeMnemonic } from '../keys/mnemonic';
import { walletAddress } from '../versions/open-wallet-contract';
import { isDerivableWalletVersion } from '../versions/wallet-versions';
import { deleteCountdownRemaining } from './delete-countdown';
import { brokenPasswordRules } from './password-rules';
import { type EncryptedSecret, SECRET_KEY_BYTES, type WebCrypto } from './secret-box';
import { createVaultBoxes } from './vault-boxes';
import { VaultError } from './vault-errors';
import { WALLET_VAULT_STORAGE_KEY } from './vault-state-codec';
import { createVaultStore } from './vault-store';
import type {
  AddReadOnlyWalletInput,
  AddWalletInput,
  DecryptionMethod,
  DeleteWalletCheck,
  UnlockedWallet,
  UnlockSecret,
  VaultStorage,
  WalletAction,
  WalletPublicData,
  WalletVault,
} from './vault-types';
import {
  assertBiometryKey,
  assertName,
  findWallet,
  friendlyWalletAddress,
  replaceWallet,
  toHex,
} from './vault-wallet-edits';

export interface WalletVaultDeps {
  now?: () => number;
  newId?: () => string;
  crypto?: WebCrypto;
  /** PBKDF2 rounds for new password boxes (default 600 000); existing boxes keep their own. */
  kdfIterations?: number;
  storageKey?: string;
  deriveKeyPair?: (words: readonly string[]) => Promise<KeyPair>;
}

/** Spec 001 §4: these actions always ask for the password, whatever the wallet prefers. */
const PASSWORD_ONLY_ACTIONS: ReadonlySet<WalletAction> = new Set([
  'addWallet',
  'deleteWallet',
  'changePassword',
]);

/**
 * The wallet vault over a string storage: per user, the active wallet and a list of wallets, each
 * with public data and its phrase encrypted per decryption method (spec 001 §3). Phrases are
 * stored only encrypted (see secret-box.ts); public data is plain so the app can show wallets
 * before unlocking. Changes are applied one at a time, so two quick adds cannot overwrite each other.
 */
export function createWalletVault(storage: VaultStorage, deps: WalletVaultDeps = {}): WalletVault {
  const now = deps.now ?? (() => Date.now());
  const newId = deps.newId ?? (() => (deps.crypto ?? globalThis.crypto).randomUUID());
  const storageKey = deps.storageKey ?? WALLET_VAULT_STORAGE_KEY;
  const deriveKeyPair = deps.deriveKeyPair ?? mnemonicToKeyPair;
  const boxOptions = {
    ...(deps.crypto ? { crypto: deps.crypto } : {}),
    ...(deps.kdfIterations ? { iterations: deps.kdfIterations } : {}),
  };
  const { read, current, write, serialized, subscribe } = createVaultStore(storage, storageKey);
  const { openBox, openWithPassword, verifyVaultPassword, seal } = createVaultBoxes(boxOptions);

  function addWallet(input: AddWalletInput): Promise<WalletPublicData> {
    return serialized(async () => {
      const state = current();
      const words = normalizeMnemonic(input.mnemonic);
      if ((await checkMnemonic(words)) !== null) throw new VaultError('INVALID_MNEMONIC');
      if (!isDerivableWalletVersion(input.version)) throw new VaultError('VERSION_NOT_DERIVABLE');
      const name = assertName(state, input.name);
      const hasPassword = await verifyVaultPassword(state, input.password);
      if (!hasPassword && brokenPasswordRules(input.password).length > 0) {
        throw new VaultError('WEAK_PASSWORD');
      }
      const keyPair = await deriveKeyPair(words);
      const publicKey = toHex(keyPair.publicKey);
      const address = walletAddress(keyPair.publicKey, input.version);
      if (state.wallets.some((entry) => entry.publicData.address === address)) {
        throw new VaultError('WALLET_ALREADY_EXISTS');
      }
      const id = newId();
      const box = await seal(id, 'PASSWORD', words, { kind: 'password', password: input.password });
      const publicData: WalletPublicData = {
        id,
        version: input.version,
        preferredDecryptionMethod: 'PASSWORD',
        name,
        address,
        publicKey,
        isBackedUp: false,
        createdAt: now(),
      };
      // Re-read: the storage may have changed while the KDF ran (another tab).
      const latest = current();
      if (latest.wallets.some((entry) => entry.publicData.address === address)) {
        throw new VaultError('WALLET_ALREADY_EXISTS');
      }
      write({
        activeWalletId: id,
        activePublicKey: publicKey,
        wallets: [...latest.wallets, { publicData, encryptedData: { PASSWORD: box } }],
      });
      return publicData;
    });
  }

  function addReadOnlyWallet(input: AddReadOnlyWalletInput): WalletPublicData {
    const state = current();
    const address = friendlyWalletAddress(input.address);
    const name = assertName(state, input.name);
    if (state.wallets.some((entry) => entry.publicData.address === address)) {
      throw new VaultError('WALLET_ALREADY_EXISTS');
    }
    const publicData: WalletPublicData = {
      id: newId(),
      version: input.version,
      preferredDecryptionMethod: 'PASSWORD',
      name,
      address,
      publicKey: '',
      isBackedUp: true,
      createdAt: now(),
      isReadOnly: true,
    };
    write({
      activeWalletId: state.activeWalletId ?? publicData.id,
      activePublicKey: state.activeWalletId ? state.activePublicKey : '',
      wallets: [...state.wallets, { publicData, encryptedData: {} }],
    });
    return publicData;
  }

  async function unlock(walletId: string, secret: UnlockSecret): Promise<UnlockedWallet> {
    const wallet = findWallet(current(), walletId);
    let words: string[];
    if (secret.method === 'PASSWORD') {
      words = await openWithPassword(wallet, secret.password);
    } else if (secret.method === 'TELEGRAM_BIOMETRY') {
      if (!(secret.key instanceof Uint8Array) || secret.key.length !== SECRET_KEY_BYTES) {
        throw new VaultError('BIOMETRIC_AUTH_FAILED');
      }
      words = await openBox(wallet, 'TELEGRAM_BIOMETRY', { kind: 'key', key: secret.key });
    } else {
      throw new VaultError('UNKNOWN_ENCRYPTION_SOURCE');
    }
    const keyPair = await deriveKeyPair(words);
    // A box that opens to another phrase was swapped or damaged: never sign with it.
    if (toHex(keyPair.publicKey) !== wallet.publicData.publicKey) {
      throw new VaultError('DECRYPTED_MNEMONIC_INVALID');
    }
    return { mnemonic: words, keyPair };
  }

  function methodFor(walletId: string, action: WalletAction): DecryptionMethod {
    const wallet = findWallet(read(), walletId);
    if (PASSWORD_ONLY_ACTIONS.has(action)) return 'PASSWORD';
    const preferred = wallet.publicData.preferredDecryptionMethod;
    return wallet.encryptedData[preferred] ? preferred : 'PASSWORD';
  }

  function enableBiometry(walletId: string, password: string, key: Uint8Array): Promise<void> {
    return serialized(async () => {
      assertBiometryKey(key);
      const wallet = findWallet(current(), walletId);
      const words = await openWithPassword(wallet, password);
      const box = await seal(walletId, 'TELEGRAM_BIOMETRY', words, { kind: 'key', key });
      const latest = current();
      const fresh = findWallet(latest, walletId);
      write(
        replaceWallet(latest, {
          publicData: { ...fresh.publicData, preferredDecryptionMethod: 'TELEGRAM_BIOMETRY' },
          encryptedData: { ...fresh.encryptedData, TELEGRAM_BIOMETRY: box },
        }),
      );
    });
  }

  function disableBiometry(walletId: string): void {
    const state = current();
    const wallet = findWallet(state, walletId);
    const { TELEGRAM_BIOMETRY: _dropped, ...rest } = wallet.encryptedData;
    write(
      replaceWallet(state, {
        publicData: { ...wallet.publicData, preferredDecryptionMethod: 'PASSWORD' },
        encryptedData: rest,
      }),
    );
  }

  function changePassword(walletId: string, oldPassword: string, newPassword: string): Promise<void> {
    return serialized(async () => {
      if (newPassword === oldPassword) throw new VaultError('SAME_PASSWORD');
      if (brokenPasswordRules(newPassword).length > 0) throw new VaultError('WEAK_PASSWORD');
      const state = current();
      await openWithPassword(findWallet(state, walletId), oldPassword);
      // One vault password: every wallet the old password opens moves to the new one, so adding
      // or deleting later never meets two passwords.
      const resealed = new Map<string, EncryptedSecret>();
      for (const wallet of state.wallets) {
        if (!wallet.encryptedData.PASSWORD) continue;
        let words: string[];
        try {
          words = await openWithPassword(wallet, oldPassword);
        } catch {
          continue;
        }
        resealed.set(
          wallet.publicData.id,
          await seal(wallet.publicData.id, 'PASSWORD', words, { kind: 'password', password: newPassword }),
        );
      }
      const latest = current();
      write({
        ...latest,
        wallets: latest.wallets.map((entry) => {
          const box = resealed.get(entry.publicData.id);
          return box ? { ...entry, encryptedData: { ...entry.encryptedData, PASSWORD: box } } : entry;
        }),
      });
    });
  }

  function deleteWallet(walletId: string, password: string, check: DeleteWalletCheck): Promise<void> {
    return serialized(async () => {
      const state = current();
      const wallet = findWallet(state, walletId);
      if (check.hasFunds) throw new VaultError('WALLET_HAS_FUNDS');
      if (deleteCountdownRemaining(check.countdownStartedAt, now()) > 0) {
        throw new VaultError('DELETE_COUNTDOWN_RUNNING');
      }
      if (wallet.publicData.isReadOnly) await verifyVaultPassword(state, password);
      else await openWithPassword(wallet, password);
      const latest = current();
      const wallets = latest.wallets.filter((entry) => entry.publicData.id !== walletId);
      const stillActive = latest.activeWalletId !== walletId;
      const next = stillActive ? null : (wallets[0]?.publicData ?? null);
      write({
        activeWalletId: stillActive ? latest.activeWalletId : (next?.id ?? null),
        activePublicKey: stillActive ? latest.activePublicKey : (next?.publicKey ?? null),
        wallets,
      });
    });
  }

  function setActive(walletId: string): void {
    const state = current();
    const wallet = findWallet(state, walletId);
    write({ ...state, activeWalletId: walletId, activePublicKey: wallet.publicData.publicKey });
  }

  function markBackedUp(walletId: string): void {
    const state = current();
    const wallet = findWallet(state, walletId);
    if (wallet.publicData.isReadOnly) throw new VaultError('CANT_UPDATE_MNEMONIC_BACKUP');
    write(replaceWallet(state, { ...wallet, publicData: { ...wallet.publicData, isBackedUp: true } }));
  }

  function rename(walletId: string, name: string): void {
    const state = current();
    const wallet = findWallet(state, walletId);
    const normalized = assertName(state, name, walletId);
    write(replaceWallet(state, { ...wallet, publicData: { ...wallet.publicData, name: normalized } }));
  }

  return {
    read,
    addWallet,
    addReadOnlyWallet,
    unlock,
    methodFor,
    enableBiometry,
    disableBiometry,
    changePassword,
    deleteWallet,
    setActive,
    markBackedUp,
    rename,
    subscribe,
  };
}
