import {
  createBrowserPlatform,
  type OnScreenMainButton,
  type Platform,
  type SyncStorage,
} from '@ferry/shared/platform';
import { vi } from 'vitest';

/** Web Storage in memory, so tests neither share nor leak state through localStorage. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): SyncStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

export function createTestBrowserPlatform(storage: SyncStorage = createMemoryStorage()) {
  return createBrowserPlatform({ window, storage });
}

/** A shell that draws its own back button, like Telegram: records what the layout asks of it. */
export function createNativeTestPlatform() {
  const base = createTestBrowserPlatform();
  const backListeners = new Set<() => void>();
  const backButton = {
    isNative: true,
    isVisible: false,
    show: vi.fn(() => {
      backButton.isVisible = true;
    }),
    hide: vi.fn(() => {
      backButton.isVisible = false;
    }),
    onClick(listener: () => void) {
      backListeners.add(listener);
      return () => backListeners.delete(listener);
    },
    /** What Telegram does when the user taps its back button. */
    press() {
      for (const listener of [...backListeners]) listener();
    },
  };
  const platform: Platform = {
    ...base,
    kind: 'telegram',
    backButton,
    theme: { ...base.theme, preference: undefined },
  };
  return { platform, backButton };
}

/** What the user does to the main button: Telegram's, or the on-screen one the test shells use. */
export function pressMainButton(platform: Platform): void {
  (platform.mainButton as OnScreenMainButton).press();
}
