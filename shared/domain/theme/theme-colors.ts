/**
 * Telegram's theme parameters (Bot API "ThemeParams"), the names the whole app uses for its
 * colours so telegram-ui reads them unchanged. The first seven are the classic keys every client
 * sends; older and third-party clients often send nothing else.
 */
export const THEME_COLOR_KEYS = [
  'bg_color',
  'text_color',
  'hint_color',
  'link_color',
  'button_color',
  'button_text_color',
  'secondary_bg_color',
  'section_bg_color',
  'header_bg_color',
  'bottom_bar_bg_color',
  'section_header_text_color',
  'section_separator_color',
  'subtitle_text_color',
  'accent_text_color',
  'destructive_text_color',
] as const;

export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

export type ThemeColors = Partial<Record<ThemeColorKey, string>>;

export type Appearance = 'light' | 'dark';

/** A theme with every colour set, ready to bind to CSS variables. */
export interface CompleteTheme {
  appearance: Appearance;
  colors: Required<ThemeColors>;
}
