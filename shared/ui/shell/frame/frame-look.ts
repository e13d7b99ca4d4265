import type { WidgetColorName, WidgetColors } from '@ferry/shared/domain';

/** The CSS variables each colour override paints (telegram-ui reads the `--tg-theme-*` ones). */
const COLOR_VARIABLES: Readonly<Record<WidgetColorName, readonly string[]>> = {
  brand: ['--tg-theme-accent-text-color', '--tg-theme-link-color'],
  buttonPrimary: ['--tg-theme-button-color', '--ferry-button-fill'],
  buttonPrimaryPressed: ['--ferry-button-pressed'],
  buttonPrimaryDisabled: ['--ferry-button-disabled'],
  textButton: ['--tg-theme-button-text-color'],
  textDisabledButton: ['--ferry-button-disabled-text'],
  bgPrimary: ['--tg-theme-bg-color'],
  bgSecondary: ['--tg-theme-secondary-bg-color'],
  bgTertiary: ['--tg-theme-section-bg-color'],
};

/** The style rule that paints the merchant's colours over either theme. */
export function frameColorRule(colors: WidgetColors): string {
  const declarations = (Object.entries(colors) as [WidgetColorName, string][]).flatMap(([name, value]) =>
    // The parser lets only #rgb/#rrggbb through, so a value cannot close the rule.
    COLOR_VARIABLES[name].map((variable) => `${variable}: ${value} !important;`),
  );
  return declarations.length === 0 ? '' : `:root { ${declarations.join(' ')} }`;
}

/**
 * Paints the overrides with `!important`, so the theme (which writes the same variables inline
 * on the root as the appearance changes) never paints over the merchant's brand.
 */
export function applyFrameColors(colors: WidgetColors, document: Document): void {
  const rule = frameColorRule(colors);
  if (!rule) return;
  const style = document.createElement('style');
  style.dataset.ferryFrameColors = '';
  style.textContent = rule;
  document.head.append(style);
}
