import {
  type CloudStorageControl,
  createSafeSyncStorage,
  type PlatformStorage,
  toPlatformStorage,
} from '@ferry/shared/platform';
import { cloudStorage } from '@telegram-apps/sdk-react';

/**
 * Cloud storage follows the user to every device they open the bot on (client 6.9+); older
 * clients keep the values in this WebView's localStorage instead.
 */
export function createTelegramStorage(): PlatformStorage {
  const cloud = createTelegramCloudStorage();
  if (!cloud) {
    let local: Storage | null = null;
    try {
      local = window.localStorage;
    } catch {
      local = null;
    }
    return toPlatformStorage(createSafeSyncStorage(local));
  }
  return cloud;
}

/** Telegram CloudStorage itself, or null on a client before 6.9 (no local stand-in: a backup must leave the device). */
export function createTelegramCloudStorage(): CloudStorageControl | null {
  if (!cloudStorage.getItem.isAvailable()) return null;
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
