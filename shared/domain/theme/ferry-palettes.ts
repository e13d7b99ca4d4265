import type { Appearance, ThemeColors } from './theme-colors';

/**
 * Ferry's own light and dark palettes: the web's themes, and what a Telegram theme that sends no
 * colours at all falls back to. Text, hint and button pairs keep a WCAG AA contrast (≥ 4.5:1) on
 * their backgrounds.
 */
export const PALETTES: Readonly<Record<Appearance, Required<ThemeColors>>> = {
  light: {
    bg_color: '#ffffff',
    text_color: '#0f1419',
    hint_color: '#5b6673',
    link_color: '#1b5fd1',
    button_color: '#1b5fd1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#f1f3f6',
    section_bg_color: '#ffffff',
    header_bg_color: '#ffffff',
    bottom_bar_bg_color: '#f1f3f6',
    section_header_text_color: '#4a5563',
    section_separator_color: '#e1e5ea',
    subtitle_text_color: '#5b6673',
    accent_text_color: '#1b5fd1',
    destructive_text_color: '#c62828',
  },
  dark: {
    bg_color: '#15191e',
    text_color: '#f2f4f7',
    hint_color: '#98a3b0',
    link_color: '#7cb1ff',
    button_color: '#2563eb',
    button_text_color: '#ffffff',
    secondary_bg_color: '#0d1014',
    section_bg_color: '#1c2128',
    header_bg_color: '#15191e',
    bottom_bar_bg_color: '#0d1014',
    section_header_text_color: '#a9b4c1',
    section_separator_color: '#2c333d',
    subtitle_text_color: '#98a3b0',
    accent_text_color: '#7cb1ff',
    destructive_text_color: '#ff7b72',
  },
};
