import {
  contrastRatio,
  ensureContrast,
  formatHexColor,
  isDarkColor,
  mixColors,
  parseHexColor,
  type Rgb,
  relativeLuminance,
} from './color-math';
import { PALETTES } from './ferry-palettes';
import { type Appearance, type CompleteTheme, THEME_COLOR_KEYS, type ThemeColors } from './theme-colors';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Body text is held to AAA, as every real theme's text is. */
const MIN_BODY_TEXT_CONTRAST = 7;

/** Below this luminance a background is near-black (OLED themes): cards must be lighter to show. */
const NEAR_BLACK_LUMINANCE = 0.01;

/** Destructive red when the theme names none; nudged further only if the background needs it. */
const DESTRUCTIVE_RED: Readonly<Record<Appearance, string>> = { light: '#c62828', dark: '#ff6b6b' };

const WHITE: Rgb = { red: 255, green: 255, blue: 255 };
const BLACK: Rgb = { red: 0, green: 0, blue: 0 };

type Given = Partial<Record<keyof ThemeColors, Rgb>>;

function parseGiven(colors: ThemeColors): Given {
  const given: Given = {};
  for (const key of THEME_COLOR_KEYS) {
    const rgb = parseHexColor(colors[key]);
    if (rgb) given[key] = rgb;
  }
  return given;
}

function paletteColor(appearance: Appearance, key: keyof ThemeColors): Rgb {
  return parseHexColor(PALETTES[appearance][key]) ?? BLACK;
}

/** The appearance from the background; failing that from the text (light text means dark). */
function detectAppearance(given: Given): Appearance {
  if (given.bg_color) return isDarkColor(given.bg_color) ? 'dark' : 'light';
  if (given.text_color) return isDarkColor(given.text_color) ? 'light' : 'dark';
  return 'light';
}

/** Moves `color` until it reads on every one of `backgrounds`. */
function readableOnAll(color: Rgb, backgrounds: readonly Rgb[], toward: Rgb): Rgb {
  return backgrounds.reduce(
    (current, background) => ensureContrast(current, background, toward, MIN_TEXT_CONTRAST),
    color,
  );
}

/**
 * Sections are cards: the page background, as Telegram's own clients draw them, except on a
 * near-black background, where a card only shows when it is lighter (the secondary background).
 */
function deriveSectionBackground(background: Rgb, secondary: Rgb, text: Rgb): Rgb {
  const isNearBlack = relativeLuminance(background) < NEAR_BLACK_LUMINANCE;
  const isSecondaryLighter = relativeLuminance(secondary) > relativeLuminance(background);
  const isTextReadable = contrastRatio(text, secondary) >= MIN_BODY_TEXT_CONTRAST;
  return isNearBlack && isSecondaryLighter && isTextReadable ? secondary : background;
}

/**
 * Every Telegram theme colour, from whatever subset the client sent: given colours pass through
 * unchanged, missing ones are derived from them (section background from the page and secondary
 * backgrounds, subtitle and section headers from the hint, accent from the link, destructive a
 * red), each derived text colour readable at WCAG AA on the background it is drawn on. A theme
 * with no usable colour is Ferry's light palette. Values that are not `#rgb`/`#rrggbb` count as
 * missing.
 */
export function completeThemeColors(colors: ThemeColors): CompleteTheme {
  const given = parseGiven(colors);
  if (Object.keys(given).length === 0) return { appearance: 'light', colors: { ...PALETTES.light } };
  const appearance = detectAppearance(given);
  const fallback = (key: keyof ThemeColors) => paletteColor(appearance, key);

  const background = given.bg_color ?? fallback('bg_color');
  const extreme = appearance === 'dark' ? WHITE : BLACK;
  const text =
    given.text_color ?? ensureContrast(fallback('text_color'), background, extreme, MIN_BODY_TEXT_CONTRAST);
  const hint =
    given.hint_color ?? ensureContrast(mixColors(text, background, 0.4), background, text, MIN_TEXT_CONTRAST);
  const link =
    given.link_color ?? ensureContrast(fallback('link_color'), background, text, MIN_TEXT_CONTRAST);
  const button = given.button_color ?? link;
  const buttonText =
    given.button_text_color ?? (contrastRatio(WHITE, button) >= contrastRatio(BLACK, button) ? WHITE : BLACK);
  const secondary = given.secondary_bg_color ?? mixColors(background, text, 0.06);
  const section = given.section_bg_color ?? deriveSectionBackground(background, secondary, text);
  const surfaces = [background, section];

  const derived: Record<keyof ThemeColors, Rgb> = {
    bg_color: background,
    text_color: text,
    hint_color: hint,
    link_color: link,
    button_color: button,
    button_text_color: buttonText,
    secondary_bg_color: secondary,
    section_bg_color: section,
    header_bg_color: given.header_bg_color ?? background,
    bottom_bar_bg_color: given.bottom_bar_bg_color ?? secondary,
    // Section headers sit on the page, subtitles inside sections: readable on both.
    section_header_text_color: given.section_header_text_color ?? readableOnAll(hint, surfaces, text),
    section_separator_color: given.section_separator_color ?? mixColors(section, hint, 0.3),
    subtitle_text_color: given.subtitle_text_color ?? readableOnAll(hint, surfaces, text),
    accent_text_color: given.accent_text_color ?? readableOnAll(link, surfaces, text),
    destructive_text_color:
      given.destructive_text_color ??
      readableOnAll(parseHexColor(DESTRUCTIVE_RED[appearance]) ?? BLACK, surfaces, text),
  };

  const complete = {} as Required<ThemeColors>;
  for (const key of THEME_COLOR_KEYS) {
    const original = colors[key];
    complete[key] = given[key] && original ? original : formatHexColor(derived[key]);
  }
  return { appearance, colors: complete };
}
