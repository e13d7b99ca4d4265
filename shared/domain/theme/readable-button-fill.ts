import { ensureContrast, formatHexColor, isDarkColor, parseHexColor, type Rgb } from './color-math';
import { MIN_TEXT_CONTRAST } from './complete-theme-colors';
import type { ThemeColors } from './theme-colors';

const WHITE: Rgb = { red: 255, green: 255, blue: 255 };
const BLACK: Rgb = { red: 0, green: 0, blue: 0 };

/**
 * The fill for on-screen buttons: the theme's button colour, darkened (or lightened) just enough
 * for the button text to read at WCAG AA. Telegram's own pairs fall short (Desktop's night theme:
 * white on #5288c1 is 3.7:1); its native main button keeps the colours as sent. Null when either
 * colour is missing or not a `#rgb` value.
 */
export function readableButtonFill(
  colors: Pick<ThemeColors, 'button_color' | 'button_text_color'>,
): string | null {
  const fill = parseHexColor(colors.button_color);
  const text = parseHexColor(colors.button_text_color);
  if (!fill || !text) return null;
  const awayFromText = isDarkColor(text) ? WHITE : BLACK;
  return formatHexColor(ensureContrast(fill, text, awayFromText, MIN_TEXT_CONTRAST));
}
