/** sRGB channels 0–255. */
export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

const HEX_PATTERN = /^#([\da-f]{3}|[\da-f]{6})$/i;

/** `#rgb` or `#rrggbb` → channels; anything else (a name, `rgb()`, garbage) → null. */
export function parseHexColor(value: string | undefined): Rgb | null {
  const match = value ? HEX_PATTERN.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return {
    red: Number.parseInt(digits.slice(0, 2), 16),
    green: Number.parseInt(digits.slice(2, 4), 16),
    blue: Number.parseInt(digits.slice(4, 6), 16),
  };
}

function toHexPair(channel: number): string {
  return Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');
}

export function formatHexColor({ red, green, blue }: Rgb): string {
  return `#${toHexPair(red)}${toHexPair(green)}${toHexPair(blue)}`;
}

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ red, green, blue }: Rgb): number {
  return 0.2126 * linearChannel(red) + 0.7152 * linearChannel(green) + 0.0722 * linearChannel(blue);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Dark when white text reads better on it than black text does. */
export function isDarkColor(color: Rgb): boolean {
  const white = { red: 255, green: 255, blue: 255 };
  const black = { red: 0, green: 0, blue: 0 };
  return contrastRatio(color, white) > contrastRatio(color, black);
}

/** `from` moved `share` (0–1) of the way to `to`, channel by channel, as CSS color-mix in sRGB. */
export function mixColors(from: Rgb, to: Rgb, share: number): Rgb {
  const mix = (a: number, b: number) => Math.round(a + (b - a) * share);
  return { red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue) };
}

/**
 * `color` as little changed as possible to read at `minimum` contrast on `background`: moved in
 * steps toward `toward` (the theme's text colour, which reads on it) until it does.
 */
export function ensureContrast(color: Rgb, background: Rgb, toward: Rgb, minimum: number): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mixColors(color, toward, step / 20);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return toward;
}
