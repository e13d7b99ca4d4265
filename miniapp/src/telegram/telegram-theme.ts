import { completeThemeColors } from '@ferry/shared/domain';
import type { ThemeControl, ThemeSnapshot } from '@ferry/shared/platform';
import { themeParams } from '@telegram-apps/sdk-react';

/**
 * Telegram decides the theme: the theme parameters it sent, updated on `theme_changed`. Many
 * clients send only the classic keys, so the missing colours are derived from those sent (a dark
 * theme must not fall back to white sections); the appearance follows the background, since
 * telegram-ui cannot tell by itself.
 */
export function createTelegramTheme(): ThemeControl {
  let source: object | undefined;
  let snapshot: ThemeSnapshot = completeThemeColors({});
  // A new snapshot only when Telegram sent new parameters, so React sees a stable value between.
  function get(): ThemeSnapshot {
    // Read from the state itself: inside a change callback a derived signal may still be stale.
    const state = themeParams.state();
    if (state === source) return snapshot;
    source = state;
    snapshot = completeThemeColors(state);
    return snapshot;
  }
  return {
    get,
    subscribe: (listener) => themeParams.state.sub(() => listener()),
  };
}
