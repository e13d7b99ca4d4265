import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor } from './color-math';
import { readableButtonFill } from './readable-button-fill';

describe('readableButtonFill', () => {
  it.each([
    ['a pair that already reads', '#2678b6', '#ffffff', '#2678b6'],
    ['Ferry’s light button', '#1b5fd1', '#ffffff', '#1b5fd1'],
  ])('keeps %s as sent', (_name, button_color, button_text_color, expected) => {
    expect(readableButtonFill({ button_color, button_text_color })).toBe(expected);
  });

  it.each([
    ['Telegram Desktop night: white on #5288c1', '#5288c1', '#ffffff'],
    ['black on a dark olive', '#6b5f00', '#000000'],
    ['white on a pale blue', '#a0c4ff', '#ffffff'],
  ])('adjusts %s until the text reads at 4.5:1', (_name, button_color, button_text_color) => {
    const fill = readableButtonFill({ button_color, button_text_color });
    const [fillRgb, textRgb] = [parseHexColor(fill ?? ''), parseHexColor(button_text_color)];
    if (!fillRgb || !textRgb) throw new Error('no colour');
    expect(fill).not.toBe(button_color);
    expect(contrastRatio(fillRgb, textRgb)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['no button colour', { button_text_color: '#ffffff' }],
    ['no text colour', { button_color: '#5288c1' }],
    ['a colour that is not #rgb', { button_color: 'blue', button_text_color: '#ffffff' }],
  ])('answers null for %s', (_name, colors) => {
    expect(readableButtonFill(colors)).toBeNull();
  });
});
