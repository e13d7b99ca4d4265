import { webcrypto } from 'node:crypto';
import {
  createMemoryVaultStorage,
  createMnemonic,
  createWalletVault,
  PBKDF2_SHA256_ITERATIONS,
  walletAddress,
} from '@ferry/shared/wallet';

export interface UnlockBenchResult {
  runs: number;
  unlockMs: number[];
  bareMs: number[];
  unlockMedianMs: number;
  bareMedianMs: number;
  ratio: number;
}

const PASSWORD = 'Bench-Password-2026';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The baseline: one bare PBKDF2-HMAC-SHA256 at the vault's round count, through WebCrypto. */
async function barePbkdf2(): Promise<void> {
  const material = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(PASSWORD),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  await webcrypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: webcrypto.getRandomValues(new Uint8Array(16)),
      iterations: PBKDF2_SHA256_ITERATIONS,
    },
    material,
    256,
  );
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/**
 * What a user waits for after typing the password: the vault's KDF (600 000 rounds, read from the
 * box header), AES-GCM decrypt, the phrase's key pair (PBKDF2-SHA512, 100 000 rounds, TON's
 * derivation) and the wallet address — against a bare PBKDF2-SHA256 at 600 000 in the same run.
 * Runs alternate which side goes first so drift on a shared machine hits both.
 */
export async function runUnlockBench(runs: number): Promise<UnlockBenchResult> {
  const vault = createWalletVault(createMemoryVaultStorage());
  const wallet = await vault.addWallet({
    mnemonic: await createMnemonic(),
    version: 'v5R1',
    name: 'Bench',
    password: PASSWORD,
  });
  const unlock = async () => {
    const { keyPair } = await vault.unlock(wallet.id, { method: 'PASSWORD', password: PASSWORD });
    if (walletAddress(keyPair.publicKey, wallet.version) !== wallet.address)
      throw new Error('address mismatch');
  };
  await unlock(); // warm up both paths once
  await barePbkdf2();
  const unlockMs: number[] = [];
  const bareMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    if (run % 2 === 0) {
      unlockMs.push(await timed(unlock));
      bareMs.push(await timed(barePbkdf2));
    } else {
      bareMs.push(await timed(barePbkdf2));
      unlockMs.push(await timed(unlock));
    }
  }
  const unlockMedianMs = median(unlockMs);
  const bareMedianMs = median(bareMs);
  return { runs, unlockMs, bareMs, unlockMedianMs, bareMedianMs, ratio: unlockMedianMs / bareMedianMs };
}
