import { describe, expect, it } from 'vitest';
import { mnemonicToKeyPair } from '../keys/mnemonic';
import {
  expectCode,
  OTHER_PASSWORD,
  PASSWORD,
  PHRASE_A,
  PHRASE_A_V5R1,
  setup,
} from '../vault/create-wallet-vault.test-kit';
import { toBase64 } from '../vault/secret-box';
import {
  backupIndexKey,
  CLOUD_KEY_PATTERN,
  CLOUD_VALUE_MAX_CHARS,
  chunkBackupText,
  reassembleBackupText,
} from './backup-chunks';
import {
  decodeWalletBackup,
  encodeWalletBackup,
  openWalletBackup,
  sealWalletBackup,
  type WalletBackup,
} from './backup-envelope';
import {
  type BackupCloud,
  deleteCloudBackup,
  listCloudBackups,
  readCloudBackup,
  renameCloudBackup,
  resealCloudBackup,
  writeCloudBackup,
} from './cloud-backup';
import { restoreWalletFromBackup } from './restore-wallet';

const FAST = { iterations: 1_000 };

/** A cloud on a Map that records every request, as the Telegram client would see them. */
function recordingCloud() {
  const values = new Map<string, string>();
  const requests: string[] = [];
  const cloud: BackupCloud = {
    async getItem(key) {
      requests.push(`get ${key}`);
      return values.get(key) ?? null;
    },
    async setItem(key, value) {
      requests.push(`set ${key} ${value}`);
      values.set(key, value);
    },
    async removeItem(key) {
      requests.push(`remove ${key}`);
      values.delete(key);
    },
    async keys() {
      requests.push('keys');
      return [...values.keys()];
    },
  };
  return { cloud, values, requests };
}

async function createdWallet() {
  const context = setup();
  const wallet = await context.vault.addWallet({
    mnemonic: PHRASE_A,
    version: 'v5R1',
    name: 'Main',
    password: PASSWORD,
  });
  const backup = await sealWalletBackup(wallet, PHRASE_A, PASSWORD, 1_700_000_000_000, FAST);
  return { ...context, wallet, backup };
}

describe('the backup envelope', () => {
  it('keeps the public data plain and the phrase sealed, and opens with the password', async () => {
    const { wallet, backup } = await createdWallet();
    expect(backup).toMatchObject({
      format: 1,
      walletId: wallet.id,
      name: 'Main',
      version: 'v5R1',
      address: PHRASE_A_V5R1,
    });
    expect(backup.secret.kdf).toMatchObject({ name: 'PBKDF2-HMAC-SHA256', iterations: 1_000 });
    const decoded = decodeWalletBackup(encodeWalletBackup(backup));
    expect(decoded).toEqual(backup);
    const fresh = setup();
    const restored = await restoreWalletFromBackup(fresh.vault, decoded as WalletBackup, PASSWORD);
    expect(restored.address).toBe(PHRASE_A_V5R1);
    expect(
      (await fresh.vault.unlock(restored.id, { method: 'PASSWORD', password: PASSWORD })).mnemonic,
    ).toEqual(PHRASE_A);
  });

  it('restores whether the words were written down; a backup that does not say, as not written', async () => {
    const { vault, wallet } = await createdWallet();
    const notWritten = await sealWalletBackup(wallet, PHRASE_A, PASSWORD, 1, FAST);
    expect(notWritten.isBackedUp).toBe(false);
    vault.markBackedUp(wallet.id);
    const marked = vault.read().wallets.find((entry) => entry.publicData.id === wallet.id)?.publicData;
    const written = await sealWalletBackup(marked ?? wallet, PHRASE_A, PASSWORD, 2, FAST);
    const { isBackedUp: _, ...older } = written;
    for (const [backup, expected] of [
      [written, true],
      [notWritten, false],
      [older, false],
    ] as const) {
      const fresh = setup();
      const decoded = decodeWalletBackup(encodeWalletBackup(backup)) as WalletBackup;
      const restored = await restoreWalletFromBackup(fresh.vault, decoded, PASSWORD);
      expect(restored.isBackedUp).toBe(expected);
      expect(fresh.vault.read().wallets[0]?.publicData.isBackedUp).toBe(expected);
    }
  });

  it.each([
    ['a wrong password', (backup: WalletBackup) => backup, OTHER_PASSWORD],
    ['an edited address', (backup: WalletBackup) => ({ ...backup, address: 'UQ-edited' }), PASSWORD],
    ['an edited version', (backup: WalletBackup) => ({ ...backup, version: 'v4R2' as const }), PASSWORD],
    ['another wallet id', (backup: WalletBackup) => ({ ...backup, walletId: 'w9' }), PASSWORD],
  ])('refuses %s with the wrong-password error and adds nothing', async (_, edit, password) => {
    const { backup } = await createdWallet();
    const fresh = setup();
    await expectCode(restoreWalletFromBackup(fresh.vault, edit(backup), password), 'WRONG_PASSWORD');
    expect(fresh.vault.read().wallets).toEqual([]);
  });

  it.each([
    ['not JSON', 'ferry'],
    ['another format', JSON.stringify({ format: 2 })],
    ['an unknown version', (text: string) => text.replace('"v5R1"', '"v9"')],
    ['no salt', (text: string) => text.replace(/"salt":"[^"]*"/, '"salt":""')],
    ['a key box', (text: string) => text.replace('"PBKDF2-HMAC-SHA256"', '"NONE"')],
  ])('decodes %s as no backup', async (_, input) => {
    const { backup } = await createdWallet();
    const text = typeof input === 'string' ? input : input(encodeWalletBackup(backup));
    expect(decodeWalletBackup(text)).toBeNull();
  });
});

describe('chunks in the cloud', () => {
  it.each([
    ['one value', CLOUD_VALUE_MAX_CHARS],
    ['values of 100 characters', 100],
    ['values of 7 characters', 7],
  ])('cuts a backup into %s under valid keys, index last, and reads it back', async (_, maxChars) => {
    const { backup, wallet } = await createdWallet();
    const text = encodeWalletBackup(backup);
    const entries = await chunkBackupText(wallet.address, text, maxChars);
    expect(entries).toHaveLength(Math.ceil(text.length / maxChars) + 1);
    expect(entries.at(-1)?.[0]).toBe(backupIndexKey(wallet.address));
    for (const [key, value] of entries) {
      expect(key).toMatch(CLOUD_KEY_PATTERN);
      expect(value.length).toBeLessThanOrEqual(Math.max(maxChars, 200));
    }
    const { cloud } = recordingCloud();
    await writeCloudBackup(cloud, backup, maxChars);
    expect(await readCloudBackup(cloud, wallet.address)).toEqual(backup);
    expect(await listCloudBackups(cloud)).toEqual([backup]);
  });

  it.each([
    ['a missing chunk', (chunks: (string | null)[]) => [chunks[0] ?? null, null, ...chunks.slice(2)]],
    ['a changed chunk', (chunks: (string | null)[]) => [`${chunks[0]}x`.slice(1), ...chunks.slice(1)]],
    ['one chunk too few', (chunks: (string | null)[]) => chunks.slice(1)],
  ])('does not reassemble %s', async (_, damage) => {
    const { backup, wallet } = await createdWallet();
    const entries = await chunkBackupText(wallet.address, encodeWalletBackup(backup), 50);
    const index = JSON.parse(entries.at(-1)?.[1] ?? '');
    const chunks = entries.slice(0, -1).map(([, value]) => value);
    expect(await reassembleBackupText(index, chunks)).not.toBeNull();
    expect(await reassembleBackupText(index, damage(chunks))).toBeNull();
  });

  it('keeps one backup per address: the same wallet restored elsewhere (a new id) replaces it', async () => {
    const { backup, wallet } = await createdWallet();
    const { cloud, values } = recordingCloud();
    await writeCloudBackup(cloud, backup);
    const restoredElsewhere = await sealWalletBackup({ ...wallet, id: 'w-new' }, PHRASE_A, PASSWORD, 2, FAST);
    await writeCloudBackup(cloud, restoredElsewhere);
    expect(values.size).toBe(2);
    expect(await listCloudBackups(cloud)).toEqual([restoredElsewhere]);
    await deleteCloudBackup(cloud, wallet.address);
    expect(values.size).toBe(0);
  });

  it('replaces a longer backup without leaving its chunks, and deletes every key', async () => {
    const { backup, wallet } = await createdWallet();
    const { cloud, values } = recordingCloud();
    await writeCloudBackup(cloud, backup, 20);
    await writeCloudBackup(cloud, backup, 400);
    expect(values.size).toBe(Math.ceil(encodeWalletBackup(backup).length / 400) + 1);
    expect(await readCloudBackup(cloud, wallet.address)).toEqual(backup);
    await deleteCloudBackup(cloud, wallet.address);
    expect(values.size).toBe(0);
    expect(await listCloudBackups(cloud)).toEqual([]);
  });
});

describe('what leaves the device', () => {
  it('carries no word of the phrase, no word sequence, no password and no key in clear', async () => {
    const { vault, backup, wallet } = await createdWallet();
    const { cloud, requests } = recordingCloud();
    await writeCloudBackup(cloud, backup, 64);
    const found = await listCloudBackups(cloud);
    await restoreWalletFromBackup(setup().vault, found[0] as WalletBackup, PASSWORD);
    const fileText = encodeWalletBackup(backup);
    const { keyPair } = await vault.unlock(wallet.id, { method: 'PASSWORD', password: PASSWORD });
    const secretHex = Buffer.from(keyPair.secretKey).toString('hex');
    const seedHex = secretHex.slice(0, 64);
    const expected = await mnemonicToKeyPair(PHRASE_A);
    expect(expected.secretKey).toEqual(keyPair.secretKey);

    const written = [...requests, fileText];
    const everything = written.join('\n');
    // A phrase word would stand alone as lower-case letters. The format's own words ("version",
    // "name", "secret"… some are phrase words too) are allowed; the random parts must hold none.
    const blank = { ...backup, walletId: '', address: '', secret: { ...backup.secret, iv: '', data: '' } };
    const vocabulary = new Set(
      `${encodeWalletBackup({ ...blank, secret: { ...blank.secret, kdf: { name: 'PBKDF2-HMAC-SHA256', iterations: 1, salt: '' } } })} set get keys remove ferry backup chunks sha`.split(
        /[^A-Za-z]+/,
      ),
    );
    const tokens = new Set(everything.split(/[^A-Za-z]+/).filter((token) => !vocabulary.has(token)));
    expect(tokens.size).toBeGreaterThan(10);
    for (const word of PHRASE_A) expect(tokens.has(word), word).toBe(false);
    for (let index = 1; index < PHRASE_A.length; index += 1) {
      expect(everything).not.toContain(`${PHRASE_A[index - 1]} ${PHRASE_A[index]}`);
    }
    for (const secret of [
      PASSWORD,
      secretHex,
      seedHex,
      toBase64(keyPair.secretKey),
      toBase64(keyPair.secretKey.slice(0, 32)),
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(requests.filter((request) => request.startsWith('set ')).length).toBeGreaterThan(1);
  });
});

describe('a password change', () => {
  it('seals the cloud backup again: the new password opens it, the old one no longer does', async () => {
    const { wallet, backup } = await createdWallet();
    const { cloud } = recordingCloud();
    await writeCloudBackup(cloud, backup);
    expect(await resealCloudBackup(cloud, wallet, PHRASE_A, OTHER_PASSWORD, 1_700_000_100_000, FAST)).toBe(
      true,
    );
    const resealed = await readCloudBackup(cloud, wallet.address);
    if (!resealed) throw new Error('the backup is gone');
    expect(await openWalletBackup(resealed, OTHER_PASSWORD, FAST)).toEqual(PHRASE_A);
    await expectCode(openWalletBackup(resealed, PASSWORD, FAST), 'WRONG_PASSWORD');
  });

  it('writes nothing for a wallet the account keeps no backup of', async () => {
    const { wallet } = await createdWallet();
    const { cloud, requests } = recordingCloud();
    expect(await resealCloudBackup(cloud, wallet, PHRASE_A, OTHER_PASSWORD, 1_700_000_100_000, FAST)).toBe(
      false,
    );
    expect(requests.filter((request) => request.startsWith('set '))).toEqual([]);
  });
});

describe('a rename', () => {
  it('renames the cloud backup, which still opens with the same password', async () => {
    const { wallet, backup } = await createdWallet();
    const { cloud } = recordingCloud();
    await writeCloudBackup(cloud, backup);
    expect(await renameCloudBackup(cloud, wallet.address, 'Rainy day')).toBe(true);
    const renamed = await readCloudBackup(cloud, wallet.address);
    if (!renamed) throw new Error('the backup is gone');
    expect(renamed.name).toBe('Rainy day');
    expect(await openWalletBackup(renamed, PASSWORD, FAST)).toEqual(PHRASE_A);
  });

  it('writes nothing for a wallet the account keeps no backup of', async () => {
    const { wallet } = await createdWallet();
    const { cloud, requests } = recordingCloud();
    expect(await renameCloudBackup(cloud, wallet.address, 'Rainy day')).toBe(false);
    expect(requests.filter((request) => request.startsWith('set '))).toEqual([]);
  });
});
