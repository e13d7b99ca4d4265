import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { walletAddress } from '../versions/open-wallet-contract';
import { activeWallet } from './active-wallet';
import { createWalletVault, type WalletVaultDeps } from './create-wallet-vault';
import { WALLET_DELETE_COUNTDOWN_SECONDS } from './delete-countdown';
import { PBKDF2_SHA256_ITERATIONS } from './secret-box';
import type { VaultErrorCode } from './vault-errors';
import { WALLET_VAULT_STORAGE_KEY } from './vault-state-codec';
import { createMemoryVaultStorage } from './vault-storage';
import type { WalletAction } from './vault-types';

// Two real TON phrases (generated once with mnemonicNew(24)); their v5R1 addresses are literal.
const PHRASE_A =
  'among decide city kick youth pull volcano employ potato glimpse morning delay derive auction rare photo stool airport town science consider sand decline speak'.split(
    ' ',
  );
const PHRASE_A_PUBLIC_KEY = 'c091706bed0bfb1713559431e228cae486e1003fbea5ffe7bdc2dc47880e115a';
const PHRASE_A_V5R1 = 'UQAv-FvwsNealG5LvcWcCBFgrIpzoECAvmHz33dzU6P1b1HM';
const PASSWORD = 'Correct-Horse-7';
const OTHER_PASSWORD = 'Battery-Staple-9';
const BIOMETRY_KEY = new Uint8Array(32).fill(7);

function setup(extra: WalletVaultDeps = {}) {
  const storage = createMemoryVaultStorage();
  let clock = 1_000_000;
  let ids = 0;
  const vault = createWalletVault(storage, {
    now: () => clock,
    newId: () => `w${++ids}`,
    kdfIterations: 1_000, // fast tests; one test below runs the real default
    ...extra,
  });
  return { vault, storage, advance: (ms: number) => (clock += ms), now: () => clock };
}

async function expectCode(promise: Promise<unknown> | (() => unknown), code: VaultErrorCode) {
  const run = typeof promise === 'function' ? Promise.resolve().then(promise) : promise;
  await expect(run).rejects.toMatchObject({ name: 'VaultError', code });
}

async function secondPhrase(): Promise<string[]> {
  const { createMnemonic } = await import('../keys/mnemonic');
  return createMnemonic();
}

describe('createWalletVault', () => {
  it('adds a wallet: public data, encrypted phrase only, active wallet set', async () => {
    const { vault, storage } = setup();
    const wallet = await vault.addWallet({
      mnemonic: PHRASE_A,
      version: 'v5R1',
      name: 'Main',
      password: PASSWORD,
    });
    expect(wallet).toMatchObject({
      id: 'w1',
      version: 'v5R1',
      preferredDecryptionMethod: 'PASSWORD',
      name: 'Main',
      address: PHRASE_A_V5R1,
      publicKey: PHRASE_A_PUBLIC_KEY,
      isBackedUp: false,
      createdAt: 1_000_000,
    });
    const state = vault.read();
    expect(state.activeWalletId).toBe('w1');
    expect(state.activePublicKey).toBe(PHRASE_A_PUBLIC_KEY);
    const raw = storage.get(WALLET_VAULT_STORAGE_KEY) ?? '';
    for (const word of PHRASE_A) expect(raw).not.toMatch(new RegExp(`\\b${word}\\b`));
    expect(state.wallets[0]?.encryptedData.PASSWORD?.kdf).toMatchObject({
      name: 'PBKDF2-HMAC-SHA256',
      iterations: 1_000,
    });
  });

  it('stores the OWASP minimum (600 000 rounds) in the box header by default and opens it', async () => {
    const { vault } = setup({ kdfIterations: undefined });
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Main', password: PASSWORD });
    const box = vault.read().wallets[0]?.encryptedData.PASSWORD;
    expect(box?.kdf).toMatchObject({ name: 'PBKDF2-HMAC-SHA256', iterations: PBKDF2_SHA256_ITERATIONS });
    expect(PBKDF2_SHA256_ITERATIONS).toBe(600_000);
    const unlocked = await vault.unlock('w1', { method: 'PASSWORD', password: PASSWORD });
    expect(unlocked.mnemonic).toEqual(PHRASE_A);
  }, 20_000);

  it('opens boxes made with other round counts (raising the count later keeps old boxes)', async () => {
    const storage = createMemoryVaultStorage();
    const old = createWalletVault(storage, { kdfIterations: 2_000, newId: () => 'old' });
    await old.addWallet({ mnemonic: PHRASE_A, version: 'v4R2', name: 'Old', password: PASSWORD });
    const raised = createWalletVault(storage, { kdfIterations: 5_000 });
    const unlocked = await raised.unlock('old', { method: 'PASSWORD', password: PASSWORD });
    expect(Buffer.from(unlocked.keyPair.publicKey).toString('hex')).toBe(PHRASE_A_PUBLIC_KEY);
  });

  it('unlocks with the password and derives the key pair; a wrong password is refused', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    const unlocked = await vault.unlock('w1', { method: 'PASSWORD', password: PASSWORD });
    expect(unlocked.mnemonic).toEqual(PHRASE_A);
    expect(Buffer.from(unlocked.keyPair.publicKey).toString('hex')).toBe(PHRASE_A_PUBLIC_KEY);
    await expectCode(vault.unlock('w1', { method: 'PASSWORD', password: OTHER_PASSWORD }), 'WRONG_PASSWORD');
  });

  it('normalises the typed phrase (case, spacing) before storing it', async () => {
    const { vault } = setup();
    const typed = `  ${PHRASE_A.map((word) => word.toUpperCase()).join('   \n')} `;
    await vault.addWallet({ mnemonic: [typed], version: 'v5R1', name: 'Main', password: PASSWORD });
    const unlocked = await vault.unlock('w1', { method: 'PASSWORD', password: PASSWORD });
    expect(unlocked.mnemonic).toEqual(PHRASE_A);
  });

  it.each<[string, Partial<{ mnemonic: string[]; password: string; name: string }>, VaultErrorCode]>([
    ['23 words', { mnemonic: PHRASE_A.slice(0, 23) }, 'INVALID_MNEMONIC'],
    [
      'a word out of order (checksum)',
      { mnemonic: [...PHRASE_A.slice(1), PHRASE_A[0] as string] },
      'INVALID_MNEMONIC',
    ],
    ['an unknown word', { mnemonic: [...PHRASE_A.slice(0, 23), 'ferryboat'] }, 'INVALID_MNEMONIC'],
    ['a weak password (no symbol)', { password: 'CorrectHorse77' }, 'WEAK_PASSWORD'],
    ['a short password', { password: 'Ab1!' }, 'WEAK_PASSWORD'],
    ['a one-letter name', { name: 'A' }, 'INVALID_WALLET_NAME'],
    ['a 51-letter name', { name: 'x'.repeat(51) }, 'INVALID_WALLET_NAME'],
  ])('refuses %s', async (_label, override, code) => {
    const { vault } = setup();
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD, ...override }),
      code,
    );
    expect(vault.read().wallets).toHaveLength(0);
  });

  it('refuses LockupV1 from a phrase (its address needs the lockup config)', async () => {
    const { vault } = setup();
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'LockupV1', name: 'Lockup', password: PASSWORD }),
      'VERSION_NOT_DERIVABLE',
    );
  });

  it('keeps several wallets under one password; duplicates and taken names are refused', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Again', password: PASSWORD }),
      'WALLET_ALREADY_EXISTS',
    );
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: ' main ', password: PASSWORD }),
      'WALLET_NAME_TAKEN',
    );
    // Adding needs the vault's password (spec 001 §4), even a strong new one is refused.
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Old', password: OTHER_PASSWORD }),
      'WRONG_PASSWORD',
    );
    const v3 = await vault.addWallet({
      mnemonic: PHRASE_A,
      version: 'v3R2',
      name: 'Old',
      password: PASSWORD,
    });
    expect(v3.address).toBe(walletAddress(PHRASE_A_PUBLIC_KEY, 'v3R2'));
    const other = await vault.addWallet({
      mnemonic: await secondPhrase(),
      version: 'v4R2',
      name: 'Savings',
      password: PASSWORD,
    });
    const state = vault.read();
    expect(state.wallets.map((entry) => entry.publicData.name)).toEqual(['Main', 'Old', 'Savings']);
    expect(state.activeWalletId).toBe(other.id);
    vault.setActive('w1');
    expect(activeWallet(vault.read()).address).toBe(PHRASE_A_V5R1);
    expect(vault.read().activePublicKey).toBe(PHRASE_A_PUBLIC_KEY);
  }, 20_000);

  it('runs two quick adds one after the other (no lost wallet)', async () => {
    const { vault } = setup();
    await Promise.all([
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'One', password: PASSWORD }),
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v4R2', name: 'Two', password: PASSWORD }),
    ]);
    expect(vault.read().wallets.map((entry) => entry.publicData.name)).toEqual(['One', 'Two']);
  });

  it('biometry: a 32-byte key opens the same phrase; the wrong key fails; disable falls back', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await expectCode(vault.enableBiometry('w1', OTHER_PASSWORD, BIOMETRY_KEY), 'WRONG_PASSWORD');
    await expectCode(vault.enableBiometry('w1', PASSWORD, new Uint8Array(16)), 'INVALID_BIOMETRY_KEY');
    await expectCode(
      vault.unlock('w1', { method: 'TELEGRAM_BIOMETRY', key: BIOMETRY_KEY }),
      'NO_ENCRYPTED_MNEMONIC',
    );
    await vault.enableBiometry('w1', PASSWORD, BIOMETRY_KEY);
    expect(vault.read().wallets[0]?.publicData.preferredDecryptionMethod).toBe('TELEGRAM_BIOMETRY');
    const unlocked = await vault.unlock('w1', { method: 'TELEGRAM_BIOMETRY', key: BIOMETRY_KEY });
    expect(unlocked.mnemonic).toEqual(PHRASE_A);
    await expectCode(
      vault.unlock('w1', { method: 'TELEGRAM_BIOMETRY', key: new Uint8Array(32).fill(8) }),
      'BIOMETRIC_AUTH_FAILED',
    );
    await expectCode(
      vault.unlock('w1', { method: 'TELEGRAM_BIOMETRY', key: new Uint8Array(5) }),
      'BIOMETRIC_AUTH_FAILED',
    );
    // The password path always still opens (Telegram drops the token on re-enrolment).
    await expect(vault.unlock('w1', { method: 'PASSWORD', password: PASSWORD })).resolves.toBeTruthy();
    vault.disableBiometry('w1');
    expect(vault.read().wallets[0]?.publicData.preferredDecryptionMethod).toBe('PASSWORD');
    expect(vault.read().wallets[0]?.encryptedData.TELEGRAM_BIOMETRY).toBeUndefined();
  });

  it('refuses an unknown unlock method', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    const secret = { method: 'PASSKEY', password: PASSWORD } as never;
    await expectCode(vault.unlock('w1', secret), 'UNKNOWN_ENCRYPTION_SOURCE');
  });

  it.each<[WalletAction, 'PASSWORD' | 'TELEGRAM_BIOMETRY']>([
    ['addWallet', 'PASSWORD'],
    ['deleteWallet', 'PASSWORD'],
    ['changePassword', 'PASSWORD'],
    ['default', 'TELEGRAM_BIOMETRY'],
    ['sendTon', 'TELEGRAM_BIOMETRY'],
    ['sendJetton', 'TELEGRAM_BIOMETRY'],
    ['showMnemonic', 'TELEGRAM_BIOMETRY'],
  ])('with biometry preferred, %s uses %s (spec 001 §4)', async (action, method) => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    expect(vault.methodFor('w1', action)).toBe('PASSWORD');
    await vault.enableBiometry('w1', PASSWORD, BIOMETRY_KEY);
    expect(vault.methodFor('w1', action)).toBe(method);
  });

  it('changes the password of every wallet it opens; the old one stops working', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Old', password: PASSWORD });
    await expectCode(vault.changePassword('w1', PASSWORD, PASSWORD), 'SAME_PASSWORD');
    await expectCode(vault.changePassword('w1', PASSWORD, 'weakpassword'), 'WEAK_PASSWORD');
    await expectCode(vault.changePassword('w1', 'Wrong-Password-1', OTHER_PASSWORD), 'WRONG_PASSWORD');
    await vault.changePassword('w1', PASSWORD, OTHER_PASSWORD);
    for (const id of ['w1', 'w2']) {
      await expectCode(vault.unlock(id, { method: 'PASSWORD', password: PASSWORD }), 'WRONG_PASSWORD');
      await expect(vault.unlock(id, { method: 'PASSWORD', password: OTHER_PASSWORD })).resolves.toBeTruthy();
    }
  });

  it('deletes only after the countdown, with the password, and never while funds remain', async () => {
    const { vault, advance, now } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Old', password: PASSWORD });
    const startedAt = now();
    await expectCode(
      vault.deleteWallet('w2', PASSWORD, { hasFunds: false, countdownStartedAt: startedAt }),
      'DELETE_COUNTDOWN_RUNNING',
    );
    advance(WALLET_DELETE_COUNTDOWN_SECONDS * 1000);
    await expectCode(
      vault.deleteWallet('w2', PASSWORD, { hasFunds: true, countdownStartedAt: startedAt }),
      'WALLET_HAS_FUNDS',
    );
    await expectCode(
      vault.deleteWallet('w2', OTHER_PASSWORD, { hasFunds: false, countdownStartedAt: startedAt }),
      'WRONG_PASSWORD',
    );
    await expectCode(
      vault.deleteWallet('nope', PASSWORD, { hasFunds: false, countdownStartedAt: startedAt }),
      'WALLET_NOT_FOUND',
    );
    expect(vault.read().wallets).toHaveLength(2);
    await vault.deleteWallet('w2', PASSWORD, { hasFunds: false, countdownStartedAt: startedAt });
    const state = vault.read();
    expect(state.wallets.map((entry) => entry.publicData.id)).toEqual(['w1']);
    expect(state.activeWalletId).toBe('w1');
    expect(state.activePublicKey).toBe(PHRASE_A_PUBLIC_KEY);
    await vault.deleteWallet('w1', PASSWORD, { hasFunds: false, countdownStartedAt: startedAt });
    expect(vault.read()).toEqual({ activeWalletId: null, activePublicKey: null, wallets: [] });
    expect(() => activeWallet(vault.read())).toThrow('Wallet state not found in local storage');
  });

  it('backup, rename and subscribers', async () => {
    const { vault } = setup();
    const seen: number[] = [];
    const stop = vault.subscribe((state) => seen.push(state.wallets.length));
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    vault.markBackedUp('w1');
    expect(vault.read().wallets[0]?.publicData.isBackedUp).toBe(true);
    vault.rename('w1', '  Daily   spending ');
    expect(vault.read().wallets[0]?.publicData.name).toBe('Daily spending');
    vault.rename('w1', 'daily SPENDING'); // its own name in another case is fine
    await expectCode(() => vault.rename('w1', 'x'), 'INVALID_WALLET_NAME');
    stop();
    vault.rename('w1', 'Main');
    expect(seen).toEqual([1, 1, 1, 1]);
  });

  it('read() keeps one object until something changes; another tab’s write is picked up', async () => {
    const { vault, storage } = setup();
    const first = vault.read();
    expect(vault.read()).toBe(first);
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    const second = vault.read();
    expect(second).not.toBe(first);
    expect(vault.read()).toBe(second);
    const other = createWalletVault(storage, { kdfIterations: 1_000 });
    other.rename('w1', 'Renamed elsewhere');
    expect(vault.read().wallets[0]?.publicData.name).toBe('Renamed elsewhere');
  });

  it('never overwrites an unreadable vault', async () => {
    const storage = createMemoryVaultStorage({
      [WALLET_VAULT_STORAGE_KEY]: '{"format":1,"wallets":"broken"',
    });
    const vault = createWalletVault(storage, { kdfIterations: 1_000 });
    expect(vault.read().wallets).toEqual([]);
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD }),
      'CORRUPT_VAULT',
    );
    expect(storage.get(WALLET_VAULT_STORAGE_KEY)).toBe('{"format":1,"wallets":"broken"');
  });

  it('a box moved onto another wallet does not open (wallet id is bound in)', async () => {
    const { vault, storage } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Old', password: PASSWORD });
    const raw = JSON.parse(storage.get(WALLET_VAULT_STORAGE_KEY) ?? '{}');
    raw.wallets[1].encryptedData.PASSWORD = raw.wallets[0].encryptedData.PASSWORD;
    storage.set(WALLET_VAULT_STORAGE_KEY, JSON.stringify(raw));
    await expectCode(vault.unlock('w2', { method: 'PASSWORD', password: PASSWORD }), 'WRONG_PASSWORD');
  });

  it('read-only wallets (imported by address) are listed but never unlock', async () => {
    const { vault } = setup();
    // Given in raw form, stored in the non-bounceable form like every wallet.
    const raw = Address.parse(PHRASE_A_V5R1).toRawString();
    const lockup = vault.addReadOnlyWallet({ address: ` ${raw} `, version: 'LockupV1', name: 'Lockup' });
    expect(lockup).toMatchObject({
      isReadOnly: true,
      publicKey: '',
      version: 'LockupV1',
      address: PHRASE_A_V5R1,
    });
    await expectCode(
      () =>
        vault.addReadOnlyWallet({
          address: Address.parse(PHRASE_A_V5R1).toString(),
          version: 'LockupV1',
          name: 'Twice',
        }),
      'WALLET_ALREADY_EXISTS',
    );
    await expectCode(
      () => vault.addReadOnlyWallet({ address: 'UQnot-an-address', version: 'LockupV1', name: 'Bad' }),
      'INVALID_ADDRESS',
    );
    await expectCode(vault.unlock(lockup.id, { method: 'PASSWORD', password: PASSWORD }), 'READ_ONLY_WALLET');
    await expectCode(() => vault.markBackedUp(lockup.id), 'CANT_UPDATE_MNEMONIC_BACKUP');
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD }),
      'WALLET_ALREADY_EXISTS',
    );
  });
});
