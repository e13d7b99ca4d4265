/**
 * Wrong passwords on a restore: a backup file or cloud copy can be tried offline by whoever holds
 * it, so the limit is a speed bump for the person at the screen, not a defence of the ciphertext
 * (that is PBKDF2's job). Five tries, then 30 seconds before the next, kept across reloads by the
 * caller (docs/decisions.md).
 */
export const RESTORE_FREE_ATTEMPTS = 5;
export const RESTORE_LOCK_MS = 30_000;

export interface RestoreAttempts {
  failures: number;
  /** ms since epoch; 0 when not locked */
  lockedUntil: number;
}

export const NO_RESTORE_ATTEMPTS: RestoreAttempts = { failures: 0, lockedUntil: 0 };

/** Whole seconds before the next try is allowed (0 when it is). */
export function restoreLockRemaining(attempts: RestoreAttempts, now: number): number {
  const left = attempts.lockedUntil - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** After a wrong password: every fifth failure locks for the delay. */
export function recordWrongPassword(attempts: RestoreAttempts, now: number): RestoreAttempts {
  const failures = attempts.failures + 1;
  const lockedUntil = failures % RESTORE_FREE_ATTEMPTS === 0 ? now + RESTORE_LOCK_MS : attempts.lockedUntil;
  return { failures, lockedUntil };
}

export function decodeRestoreAttempts(raw: string | null): RestoreAttempts {
  try {
    const value = JSON.parse(raw ?? '') as Partial<RestoreAttempts>;
    if (Number.isInteger(value.failures) && typeof value.lockedUntil === 'number') {
      return { failures: value.failures as number, lockedUntil: value.lockedUntil };
    }
  } catch {
    // nothing kept yet
  }
  return NO_RESTORE_ATTEMPTS;
}
