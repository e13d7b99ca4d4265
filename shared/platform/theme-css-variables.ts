import type { ThemeColorKey, ThemeControl, ThemeSnapshot } from './platform';

/** `bg_color` → `--tg-theme-bg-color`: the names Telegram's SDK binds and telegram-ui reads. */
function themeCssVariable(key: ThemeColorKey): string {
  return `--tg-theme-${key.replaceAll('_', '-')}`;
}

function applyTheme(theme: ThemeSnapshot, root: HTMLElement) {
  for (const [key, value] of Object.entries(theme.colors)) {
    if (value) root.style.setProperty(themeCssVariable(key as ThemeColorKey), value);
  }
  root.style.colorScheme = theme.appearance;
  root.dataset.appearance = theme.appearance;
}

/** Writes the theme onto `root` as CSS variables and keeps them current; returns the unbind. */
export function bindThemeCssVariables(theme: ThemeControl, root: HTMLElement): () => void {
  applyTheme(theme.get(), root);
  return theme.subscribe(() => applyTheme(theme.get(), root));
}
