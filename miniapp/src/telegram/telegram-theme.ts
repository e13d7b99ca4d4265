import {
  type Appearance,
  THEME_COLOR_KEYS,
  type ThemeColors,
  type ThemeControl,
  type ThemeSnapshot,
} from '@ferry/shared/platform';
import { isColorDark, themeParams } from '@telegram-apps/sdk-react';

function pickColors(state: Partial<Record<string, string>>): ThemeColors {
  const colors: ThemeColors = {};
  for (const key of THEME_COLOR_KEYS) {
    const value = state[key];
    if (value) colors[key] = value;
  }
  return colors;
}

/**
 * Telegram decides the theme: the theme parameters it sent, updated on `theme_changed`. The
 * appearance is dark when the background colour is dark (telegram-ui cannot tell by itself).
 */
export function createTelegramTheme(): ThemeControl {
  let source: object | undefined;
  let snapshot: ThemeSnapshot = { appearance: 'light', colors: {} };
  // A new snapshot only when Telegram sent new parameters, so React sees a stable value between.
  function get(): ThemeSnapshot {
    const state = themeParams.state();
    if (state === source) return snapshot;
    source = state;
    // Read from the state itself: inside a change callback a derived signal may still be stale.
    const background = state.bg_color;
    const appearance: Appearance = background && isColorDark(background) ? 'dark' : 'light';
    snapshot = { appearance, colors: pickColors(state) };
    return snapshot;
  }
  return {
    get,
    subscribe: (listener) => themeParams.state.sub(() => listener()),
  };
}
