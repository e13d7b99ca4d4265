import { describe, expect, it } from 'vitest';
import {
  decodeRestoreAttempts,
  NO_RESTORE_ATTEMPTS,
  RESTORE_LOCK_MS,
  type RestoreAttempts,
  recordWrongPassword,
  restoreLockRemaining,
} from './password-attempts';

function afterFailures(count: number, now: number): RestoreAttempts {
  let attempts = NO_RESTORE_ATTEMPTS;
  for (let index = 0; index < count; index += 1) attempts = recordWrongPassword(attempts, now);
  return attempts;
}

describe('wrong passwords on a restore', () => {
  it.each([
    [0, 0, 0],
    [4, 0, 0],
    [5, 0, 30],
    [5, 29_001, 1],
    [5, RESTORE_LOCK_MS, 0],
    [10, 0, 30],
  ])('after %i failures, %i ms later, waits %i s', (failures, later, seconds) => {
    expect(restoreLockRemaining(afterFailures(failures, 1_000), 1_000 + later)).toBe(seconds);
  });

  it.each([
    [null, NO_RESTORE_ATTEMPTS],
    ['{', NO_RESTORE_ATTEMPTS],
    ['{"failures":"5"}', NO_RESTORE_ATTEMPTS],
    ['{"failures":5,"lockedUntil":99}', { failures: 5, lockedUntil: 99 }],
  ])('reads %s as kept', (raw, expected) => {
    expect(decodeRestoreAttempts(raw)).toEqual(expected);
  });
});
