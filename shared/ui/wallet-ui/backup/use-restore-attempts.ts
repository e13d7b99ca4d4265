import { useCallback, useEffect, useState } from 'react';
import {
  decodeRestoreAttempts,
  NO_RESTORE_ATTEMPTS,
  type RestoreAttempts,
  recordWrongPassword,
} from '../../../wallet/backup/index';
import { usePlatform } from '../../platform-hooks/platform-context';

/** Kept in the shell's storage (Telegram's cloud in the mini-app), so a reload does not reset it. */
export const RESTORE_ATTEMPTS_KEY = 'ferry_wallet_restore_attempts';

/** Wrong restore passwords so far and the lock they caused, read once and written on each change. */
export function useRestoreAttempts() {
  const { storage } = usePlatform();
  const [attempts, setAttempts] = useState<RestoreAttempts>(NO_RESTORE_ATTEMPTS);
  useEffect(() => {
    let isCurrent = true;
    storage.getItem(RESTORE_ATTEMPTS_KEY).then(
      (raw) => isCurrent && setAttempts(decodeRestoreAttempts(raw)),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [storage]);

  const recordFailure = useCallback(
    async (now: number): Promise<RestoreAttempts> => {
      const kept = decodeRestoreAttempts(await storage.getItem(RESTORE_ATTEMPTS_KEY).catch(() => null));
      const next = recordWrongPassword(kept, now);
      setAttempts(next);
      await storage.setItem(RESTORE_ATTEMPTS_KEY, JSON.stringify(next)).catch(() => undefined);
      return next;
    },
    [storage],
  );

  const reset = useCallback(async () => {
    setAttempts(NO_RESTORE_ATTEMPTS);
    await storage.removeItem(RESTORE_ATTEMPTS_KEY).catch(() => undefined);
  }, [storage]);

  return { attempts, recordFailure, reset };
}
