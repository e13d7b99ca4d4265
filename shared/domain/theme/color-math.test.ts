import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  ensureContrast,
  formatHexColor,
  isDarkColor,
  mixColors,
  parseHexColor,
} from './color-math';

function rgb(hex: string) {
  const parsed = parseHexColor(hex);
  if (!parsed) throw new Error(`Not a colour: ${hex}`);
  return parsed;
}

describe('colour maths', () => {
  it.each([
    ['#17212b', { red: 23, green: 33, blue: 43 }],
    ['#FFF', { red: 255, green: 255, blue: 255 }],
    [' #0a0b0c ', { red: 10, green: 11, blue: 12 }],
    ['17212b', null],
    ['#12345', null],
    ['red', null],
    [undefined, null],
  ])('parses %s', (value, expected) => {
    expect(parseHexColor(value)).toEqual(expected);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#708499', '#17212b', 4.23],
    ['#707579', '#ffffff', 4.66],
  ])('contrast of %s on %s is %s:1', (first, second, ratio) => {
    expect(contrastRatio(rgb(first), rgb(second))).toBeCloseTo(ratio, 2);
  });

  it.each([
    ['#17212b', true],
    ['#000000', true],
    // White text on Telegram's dark-theme button is 3.7:1, black 5.6:1.
    ['#5288c1', false],
    ['#ffffff', false],
    ['#efeff4', false],
  ])('%s is dark: %s', (hex, isDark) => {
    expect(isDarkColor(rgb(hex))).toBe(isDark);
  });

  it('mixes channel by channel and formats back', () => {
    expect(formatHexColor(mixColors(rgb('#000000'), rgb('#ffffff'), 0.5))).toBe('#808080');
    expect(formatHexColor(mixColors(rgb('#17212b'), rgb('#f5f5f5'), 0))).toBe('#17212b');
  });

  it.each([
    ['#708499', '#17212b', '#f5f5f5', 4.5],
    ['#aaaaaa', '#ffffff', '#000000', 4.5],
    ['#ffffff', '#ffffff', '#000000', 7],
  ])('moves %s on %s toward %s until it reaches %s:1', (color, background, toward, minimum) => {
    const moved = ensureContrast(rgb(color), rgb(background), rgb(toward), minimum);
    expect(contrastRatio(moved, rgb(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('leaves a colour that already reads untouched', () => {
    expect(ensureContrast(rgb('#000000'), rgb('#ffffff'), rgb('#000000'), 4.5)).toEqual(rgb('#000000'));
  });
});
