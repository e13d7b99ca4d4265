import { createSafeSyncStorage, type PlatformStorage, toPlatformStorage } from '@ferry/shared/platform';
import { cloudStorage } from '@telegram-apps/sdk-react';

/**
 * Cloud storage follows the user to every device they open the bot on (client 6.9+); older
 * clients keep the values in this WebView's localStorage instead.
 */
export function createTelegramStorage(): PlatformStorage {
  if (!cloudStorage.getItem.isAvailable()) {
    let local: Storage | null = null;
    try {
      local = window.localStorage;
    } catch {
      local = null;
    }
    return toPlatformStorage(createSafeSyncStorage(local));
  }
  return {
    // Cloud storage answers "" for a key never written.
    getItem: async (key) => (await cloudStorage.getItem(key)) || null,
    setItem: async (key, value) => {
      await cloudStorage.setItem(key, value);
    },
    removeItem: async (key) => {
      await cloudStorage.deleteItem(key);
    },
    keys: async () => [...(await cloudStorage.getKeys())],
  };
}
