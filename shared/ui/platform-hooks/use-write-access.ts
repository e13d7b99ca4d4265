import { MESSENGER_PREFERENCE_KEYS } from '@ferry/shared/platform';
import { useCallback } from 'react';
import { usePlatform } from './platform-context';

/**
 * Asks once whether the bot may message the user (status notifications), at the moment it
 * matters: the first confirm of a money movement, never at launch. The answer is kept in cloud
 * storage, so the question is not asked again on this or another device.
 */
export function useAskWriteAccessOnce(): () => void {
  const { requestWriteAccess, storage } = usePlatform();
  return useCallback(() => {
    if (!requestWriteAccess) return;
    void (async () => {
      try {
        if (await storage.getItem(MESSENGER_PREFERENCE_KEYS.writeAccess)) return;
        const isAllowed = await requestWriteAccess();
        await storage.setItem(MESSENGER_PREFERENCE_KEYS.writeAccess, isAllowed ? 'allowed' : 'declined');
      } catch {
        // Asked again at the next money movement.
      }
    })();
  }, [requestWriteAccess, storage]);
}
