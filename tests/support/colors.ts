/** `#1c1c1d` → `rgb(28, 28, 29)`, the form `getComputedStyle` reports. */
export function hexToRgb(hex: string): string {
  const match = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [, red, green, blue] = match.map((part) => Number.parseInt(part, 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
