import type { ThemePreference, ThemeSnapshot } from '@ferry/shared/platform';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { usePlatform } from './platform-context';

/** The current appearance and colours; re-renders when the shell's theme changes. */
export function useTheme(): ThemeSnapshot {
  const { theme } = usePlatform();
  return useSyncExternalStore(theme.subscribe, theme.get, theme.get);
}

interface ThemePreferenceState {
  preference: ThemePreference;
  setPreference(preference: ThemePreference): void;
}

/** The user's light/dark/system choice, or null where the shell decides the theme (Telegram). */
export function useThemePreference(): ThemePreferenceState | null {
  const control = usePlatform().theme.preference;
  const [preference, setState] = useState<ThemePreference>(() => control?.get() ?? 'system');
  const setPreference = useCallback(
    (next: ThemePreference) => {
      setState(next);
      void control?.set(next);
    },
    [control],
  );
  if (!control) return null;
  return { preference, setPreference };
}
