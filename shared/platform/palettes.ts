import type { Appearance, ThemeColors } from './platform';

/**
 * Ferry's own light and dark palettes for the browser shells, under Telegram's theme-parameter
 * names. Text, hint and button pairs keep a WCAG AA contrast (≥ 4.5:1) on their backgrounds.
 */
export const PALETTES: Readonly<Record<Appearance, Required<ThemeColors>>> = {
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#f1f3f6',
    section_bg_color: '#ffffff',
    header_bg_color: '#ffffff',
    text_color: '#0f1419',
    hint_color: '#5b6673',
    subtitle_text_color: '#5b6673',
    section_header_text_color: '#4a5563',
    link_color: '#1b5fd1',
    accent_text_color: '#1b5fd1',
    button_color: '#1b5fd1',
    button_text_color: '#ffffff',
    destructive_text_color: '#c62828',
  },
  dark: {
    bg_color: '#15191e',
    secondary_bg_color: '#0d1014',
    section_bg_color: '#1c2128',
    header_bg_color: '#15191e',
    text_color: '#f2f4f7',
    hint_color: '#98a3b0',
    subtitle_text_color: '#98a3b0',
    section_header_text_color: '#a9b4c1',
    link_color: '#7cb1ff',
    accent_text_color: '#7cb1ff',
    button_color: '#2563eb',
    button_text_color: '#ffffff',
    destructive_text_color: '#ff7b72',
  },
};
