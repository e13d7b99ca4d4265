/** Character maps of a TrueType font (the `cmap` table, formats 4 and 12). */

/** Unicode → glyph through the Windows Unicode subtable: format 12 (full range) or 4 (BMP). */
export function createCmapLookup(view: DataView, cmap: number): (codePoint: number) => number {
  const count = view.getUint16(cmap + 2);
  const subtables = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const at = cmap + 4 + index * 8;
    const key = `${view.getUint16(at)}.${view.getUint16(at + 2)}`;
    subtables.set(key, cmap + view.getUint32(at + 4));
  }
  const full = subtables.get('3.10') ?? subtables.get('0.4');
  if (full !== undefined && view.getUint16(full) === 12) return format12Lookup(view, full);
  const basic = subtables.get('3.1') ?? subtables.get('0.3');
  if (basic !== undefined && view.getUint16(basic) === 4) return format4Lookup(view, basic);
  throw new Error('TrueType font has no Unicode character map');
}

function format12Lookup(view: DataView, at: number): (codePoint: number) => number {
  const groups = view.getUint32(at + 12);
  return (codePoint) => {
    for (let index = 0; index < groups; index += 1) {
      const group = at + 16 + index * 12;
      const start = view.getUint32(group);
      if (codePoint >= start && codePoint <= view.getUint32(group + 4))
        return view.getUint32(group + 8) + codePoint - start;
    }
    return 0;
  };
}

function format4Lookup(view: DataView, at: number): (codePoint: number) => number {
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let index = 0; index < segments; index += 1) {
      if (view.getUint16(ends + index * 2) < codePoint) continue;
      const start = view.getUint16(starts + index * 2);
      if (start > codePoint) return 0;
      const delta = view.getUint16(deltas + index * 2);
      const rangeOffset = view.getUint16(rangeOffsets + index * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + index * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
