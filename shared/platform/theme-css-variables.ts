import { readableButtonFill } from '../domain/index';
import type { ThemeColorKey, ThemeControl, ThemeSnapshot } from './platform';

/** `bg_color` → `--tg-theme-bg-color`: the names Telegram's SDK binds and telegram-ui reads. */
function themeCssVariable(key: ThemeColorKey): string {
  return `--tg-theme-${key.replaceAll('_', '-')}`;
}

function applyTheme(theme: ThemeSnapshot, root: HTMLElement) {
  for (const [key, value] of Object.entries(theme.colors)) {
    if (value) root.style.setProperty(themeCssVariable(key as ThemeColorKey), value);
  }
  // On-screen buttons read this (base.css); Telegram's native main button keeps the sent colour.
  const buttonFill = readableButtonFill(theme.colors);
  if (buttonFill) root.style.setProperty('--ferry-button-fill', buttonFill);
  else root.style.removeProperty('--ferry-button-fill');
  root.style.colorScheme = theme.appearance;
  root.dataset.appearance = theme.appearance;
}

/** Writes the theme onto `root` as CSS variables and keeps them current; returns the unbind. */
export function bindThemeCssVariables(theme: ThemeControl, root: HTMLElement): () => void {
  applyTheme(theme.get(), root);
  return theme.subscribe(() => applyTheme(theme.get(), root));
}
