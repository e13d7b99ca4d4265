// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { PALETTES } from '../domain/index';
import { createBrowserPlatform } from './browser-platform';
import { STORAGE_KEYS } from './storage-keys';
import { bindThemeCssVariables } from './theme-css-variables';
import { createSafeSyncStorage, type SyncStorage } from './web-storage';

function memoryStorage(initial: Record<string, string> = {}): SyncStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** A window whose system colour scheme the test controls. */
function windowPrefersDark(isDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: isDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
  };
  const target = Object.create(window) as Window;
  Object.defineProperty(target, 'matchMedia', { value: () => media });
  Object.defineProperty(target, 'open', { value: vi.fn() });
  return {
    target,
    setSystemDark(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('browser theme', () => {
  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['purple', true, 'dark'],
  ] as const)('stored %s, system dark %s → %s', (stored, isSystemDark, expected) => {
    const storage = memoryStorage(stored ? { [STORAGE_KEYS.theme]: stored } : {});
    const { target } = windowPrefersDark(isSystemDark);
    const theme = createBrowserPlatform({ window: target, storage }).theme.get();
    expect(theme.appearance).toBe(expected);
    expect(theme.colors).toEqual(PALETTES[expected]);
  });

  it('follows the system until the user chooses, then keeps the choice', async () => {
    const storage = memoryStorage();
    const { target, setSystemDark } = windowPrefersDark(false);
    const { theme } = createBrowserPlatform({ window: target, storage });
    const listener = vi.fn();
    theme.subscribe(listener);

    setSystemDark(true);
    expect(theme.get().appearance).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);

    await theme.preference?.set('light');
    expect(theme.get().appearance).toBe('light');
    expect(storage.map.get(STORAGE_KEYS.theme)).toBe('light');
    setSystemDark(false);
    setSystemDark(true);
    expect(theme.get().appearance).toBe('light');

    await theme.preference?.set('system');
    expect(theme.get().appearance).toBe('dark');
    expect(storage.map.has(STORAGE_KEYS.theme)).toBe(false);
  });

  it('binds the palette to --tg-theme-* variables and rebinds on change', async () => {
    const { target } = windowPrefersDark(false);
    const { theme } = createBrowserPlatform({ window: target, storage: memoryStorage() });
    const root = document.createElement('div');
    bindThemeCssVariables(theme, root);
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe(PALETTES.light.bg_color);
    expect(root.dataset.appearance).toBe('light');
    await theme.preference?.set('dark');
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe(PALETTES.dark.bg_color);
    expect(root.style.getPropertyValue('--tg-theme-text-color')).toBe(PALETTES.dark.text_color);
  });
});

describe('browser platform', () => {
  it('is a browser shell that draws its own buttons', () => {
    const platform = createBrowserPlatform({ window, storage: memoryStorage() });
    expect(platform.kind).toBe('browser');
    expect(platform.backButton.isNative).toBe(false);
    expect(platform.mainButton.isNative).toBe(false);
  });

  it('opens links in a new tab without handing over the opener', () => {
    const { target } = windowPrefersDark(false);
    createBrowserPlatform({ window: target, storage: memoryStorage() }).openLink('https://example.com/');
    expect(target.open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener,noreferrer');
  });

  it('asks before leaving the page only while closing confirmation is on', () => {
    const target = Object.create(window) as Window;
    const added = vi.fn();
    const removed = vi.fn();
    Object.defineProperty(target, 'addEventListener', { value: added });
    Object.defineProperty(target, 'removeEventListener', { value: removed });
    const platform = createBrowserPlatform({ window: target, storage: memoryStorage() });
    platform.setClosingConfirmation(true);
    platform.setClosingConfirmation(true);
    expect(added).toHaveBeenCalledTimes(1);
    const [type, handler] = added.mock.calls[0] as [string, (event: Event) => void];
    expect(type).toBe('beforeunload');
    const event = new Event('beforeunload', { cancelable: true });
    handler(event);
    expect(event.defaultPrevented).toBe(true);
    platform.setClosingConfirmation(false);
    expect(removed).toHaveBeenCalledWith('beforeunload', handler);
  });

  it('has no init data and opens t.me links in a new tab', () => {
    const { target } = windowPrefersDark(false);
    const platform = createBrowserPlatform({ window: target, storage: memoryStorage() });
    expect(platform.initData).toBeNull();
    platform.openTelegramLink('https://t.me/ferry_help_bot');
    expect(target.open).toHaveBeenCalledWith('https://t.me/ferry_help_bot', '_blank', 'noopener,noreferrer');
  });

  it('keeps values for the visit when the browser refuses storage', async () => {
    const refusing: SyncStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { storage } = createBrowserPlatform({ window, storage: createSafeSyncStorage(refusing) });
    await storage.setItem('k', 'v');
    expect(await storage.getItem('k')).toBe('v');
    await storage.removeItem('k');
    expect(await storage.getItem('k')).toBeNull();
  });
});

describe('on-screen main button', () => {
  it.each([
    [{ isVisible: true, isEnabled: true, isLoading: false }, 1],
    [{ isVisible: true, isEnabled: false, isLoading: false }, 0],
    [{ isVisible: true, isEnabled: true, isLoading: true }, 0],
    [{ isVisible: false, isEnabled: true, isLoading: false }, 0],
  ])('params %j → %i click(s)', (params, expectedClicks) => {
    const { mainButton } = createBrowserPlatform({ window, storage: memoryStorage() });
    const onClick = vi.fn();
    mainButton.onClick(onClick);
    mainButton.setParams({ text: 'Continue', ...params });
    mainButton.press();
    expect(onClick).toHaveBeenCalledTimes(expectedClicks);
  });

  it('notifies only on a real change and keeps the snapshot otherwise', () => {
    const { mainButton } = createBrowserPlatform({ window, storage: memoryStorage() });
    const listener = vi.fn();
    mainButton.subscribe(listener);
    mainButton.setParams({ text: 'Pay', isVisible: true });
    const snapshot = mainButton.getParams();
    mainButton.setParams({ text: 'Pay' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(mainButton.getParams()).toBe(snapshot);
  });
});
