import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor } from './color-math';
import { completeThemeColors, MIN_TEXT_CONTRAST } from './complete-theme-colors';
import { PALETTES } from './ferry-palettes';
import { THEME_COLOR_KEYS, type ThemeColorKey, type ThemeColors } from './theme-colors';

// Telegram Desktop's night theme as a current client sends it, and as an older one does.
const FULL_DARK: Required<ThemeColors> = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  header_bg_color: '#17212b',
  bottom_bar_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  section_separator_color: '#111921',
  subtitle_text_color: '#708499',
  accent_text_color: '#6ab2f2',
  destructive_text_color: '#ec3942',
};

const CLASSIC_KEYS = [
  'bg_color',
  'text_color',
  'hint_color',
  'link_color',
  'button_color',
  'button_text_color',
  'secondary_bg_color',
] as const satisfies readonly ThemeColorKey[];

function pickClassic(theme: ThemeColors): ThemeColors {
  return Object.fromEntries(CLASSIC_KEYS.map((key) => [key, theme[key]]));
}

const CLASSIC_DARK = pickClassic(FULL_DARK);
const CLASSIC_LIGHT: ThemeColors = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#2678b6',
  button_color: '#2678b6',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff4',
};
// iOS's dark theme: a black page, so sections must be the lighter secondary colour to show.
const CLASSIC_OLED_DARK: ThemeColors = {
  bg_color: '#000000',
  text_color: '#ffffff',
  hint_color: '#98989e',
  link_color: '#3e88f7',
  button_color: '#3e88f7',
  button_text_color: '#ffffff',
  secondary_bg_color: '#1c1c1d',
};

function contrast(foreground: string, background: string): number {
  const [first, second] = [parseHexColor(foreground), parseHexColor(background)];
  if (!first || !second) throw new Error(`Not a colour: ${foreground} or ${background}`);
  return contrastRatio(first, second);
}

function luminanceOrder(first: string, second: string): number {
  return contrast(first, '#000000') - contrast(second, '#000000');
}

describe('completeThemeColors', () => {
  it.each([
    ['Telegram’s full dark theme', FULL_DARK, 'dark'],
    ['Ferry’s light palette', PALETTES.light, 'light'],
    ['Ferry’s dark palette', PALETTES.dark, 'dark'],
  ] as const)('passes %s through unchanged', (_name, theme, appearance) => {
    expect(completeThemeColors(theme)).toEqual({ appearance, colors: theme });
  });

  it.each([
    ['no colours', {}],
    ['only values that are not #rgb colours', { bg_color: 'black', text_color: 'rgb(1, 2, 3)' }],
  ])('falls back to Ferry’s light palette for %s', (_name, theme) => {
    expect(completeThemeColors(theme)).toEqual({ appearance: 'light', colors: PALETTES.light });
  });

  it.each([
    ['classic dark', CLASSIC_DARK, 'dark'],
    ['classic light', CLASSIC_LIGHT, 'light'],
    ['classic OLED dark', CLASSIC_OLED_DARK, 'dark'],
    ['a background only (dark)', { bg_color: '#1a1a1a' }, 'dark'],
    ['a background only (light)', { bg_color: '#fafafa' }, 'light'],
    ['light text only', { text_color: '#eeeeee' }, 'dark'],
    ['short hex colours', { bg_color: '#000', text_color: '#fff' }, 'dark'],
  ] as const)('completes %s: every key, sent ones unchanged', (_name, theme, appearance) => {
    const { appearance: detected, colors } = completeThemeColors(theme);
    expect(detected).toBe(appearance);
    expect(Object.keys(colors).sort()).toEqual([...THEME_COLOR_KEYS].sort());
    for (const key of THEME_COLOR_KEYS) {
      const sent = (theme as ThemeColors)[key];
      expect(colors[key], key).toBe(sent ?? colors[key]);
      expect(colors[key], key).toMatch(/^#[\da-f]{3}([\da-f]{3})?$/i);
    }
  });

  // Each derived text colour, and the surface it is drawn on.
  const DERIVED_TEXT_ON: readonly [ThemeColorKey, ThemeColorKey][] = [
    ['subtitle_text_color', 'section_bg_color'],
    ['subtitle_text_color', 'bg_color'],
    ['section_header_text_color', 'bg_color'],
    ['section_header_text_color', 'section_bg_color'],
    ['accent_text_color', 'section_bg_color'],
    ['destructive_text_color', 'section_bg_color'],
    ['destructive_text_color', 'bg_color'],
    ['text_color', 'section_bg_color'],
  ];

  it.each([
    ['classic dark', CLASSIC_DARK],
    ['classic light', CLASSIC_LIGHT],
    ['classic OLED dark', CLASSIC_OLED_DARK],
    ['a background only (dark)', { bg_color: '#1a1a1a' }],
    ['a background only (light)', { bg_color: '#fafafa' }],
    ['a mid-grey background', { bg_color: '#777777' }],
  ])('keeps derived text readable (WCAG AA) in %s', (_name, theme) => {
    const { colors } = completeThemeColors(theme);
    for (const [text, surface] of DERIVED_TEXT_ON) {
      expect(contrast(colors[text], colors[surface]), `${text} on ${surface}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it('derives a classic dark theme’s sections from its own colours, never white', () => {
    const { colors } = completeThemeColors(CLASSIC_DARK);
    expect(colors.section_bg_color).toBe('#17212b');
    expect(colors.header_bg_color).toBe('#17212b');
    expect(colors.bottom_bar_bg_color).toBe('#232e3c');
    // The hint, nudged just enough toward the text to clear 4.5:1 (Telegram's is 4.2:1 here).
    expect(colors.subtitle_text_color).toBe('#778a9e');
    expect(colors.accent_text_color).toBe('#6ab3f3');
    expect(colors.destructive_text_color).toBe('#ff6b6b');
  });

  it('derives a classic light theme’s keys from the hint and link as they are', () => {
    const { colors } = completeThemeColors(CLASSIC_LIGHT);
    expect(colors).toMatchObject({
      section_bg_color: '#ffffff',
      subtitle_text_color: '#707579',
      section_header_text_color: '#707579',
      accent_text_color: '#2678b6',
      destructive_text_color: '#c62828',
    });
  });

  it('lifts sections off a near-black page onto the lighter secondary colour', () => {
    const { colors } = completeThemeColors(CLASSIC_OLED_DARK);
    expect(colors.section_bg_color).toBe('#1c1c1d');
    expect(luminanceOrder(colors.section_bg_color, colors.bg_color)).toBeGreaterThan(0);
  });

  it('picks the button text that reads on a derived button', () => {
    expect(completeThemeColors({ bg_color: '#ffffff', link_color: '#ffd60a' }).colors.button_text_color).toBe(
      '#000000',
    );
    expect(completeThemeColors({ bg_color: '#ffffff', link_color: '#1b5fd1' }).colors.button_text_color).toBe(
      '#ffffff',
    );
  });
});
