export { contrastRatio, parseHexColor } from './color-math';
export { completeThemeColors, MIN_TEXT_CONTRAST } from './complete-theme-colors';
export { PALETTES } from './ferry-palettes';
export { readableButtonFill } from './readable-button-fill';
export {
  type Appearance,
  type CompleteTheme,
  THEME_COLOR_KEYS,
  type ThemeColorKey,
  type ThemeColors,
} from './theme-colors';
