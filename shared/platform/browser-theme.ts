import { PALETTES } from '../domain/index';
import { createListeners } from './listeners';
import type { Appearance, ThemeControl, ThemePreference, ThemeSnapshot } from './platform';
import { STORAGE_KEYS } from './storage-keys';
import type { SyncStorage } from './web-storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (PREFERENCES as readonly string[]).includes(value);
}

/**
 * The browser theme follows the system preference (prefers-color-scheme) unless the user picked
 * light or dark, which is stored (spec 000 §1).
 */
export function createBrowserTheme(target: Window, storage: SyncStorage): ThemeControl {
  const stored = storage.getItem(STORAGE_KEYS.theme);
  let preference: ThemePreference = isThemePreference(stored) ? stored : 'system';
  const media = typeof target.matchMedia === 'function' ? target.matchMedia(DARK_QUERY) : null;
  const changes = createListeners();
  let snapshot = buildSnapshot();

  function currentAppearance(): Appearance {
    if (preference !== 'system') return preference;
    return media?.matches ? 'dark' : 'light';
  }

  function buildSnapshot(): ThemeSnapshot {
    const appearance = currentAppearance();
    return { appearance, colors: PALETTES[appearance] };
  }

  function refresh() {
    const next = buildSnapshot();
    if (next.appearance === snapshot.appearance) return;
    snapshot = next;
    changes.notify();
  }

  media?.addEventListener('change', refresh);

  return {
    get: () => snapshot,
    subscribe: changes.add,
    preference: {
      get: () => preference,
      async set(next) {
        preference = next;
        if (next === 'system') storage.removeItem(STORAGE_KEYS.theme);
        else storage.setItem(STORAGE_KEYS.theme, next);
        refresh();
      },
    },
  };
}
