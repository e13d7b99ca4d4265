/** The widest viewport each layout serves, in CSS pixels (spec 000 §9). */
export const BREAKPOINT_MAX_WIDTH_PX = {
  mobile: 375,
  tablet: 960,
  desktop: 992,
} as const;

export const BUTTON_SIZES = ['normal', 'medium', 'small', 'extra-small', 'tiny'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const LOADER_SIZES = ['small', 'medium', 'large'] as const;
export type LoaderSize = (typeof LOADER_SIZES)[number];

export const LOADER_ICON_SIZE_PX = {
  small: 16,
  medium: 20,
  large: 40,
} as const satisfies Readonly<Record<LoaderSize, number>>;
