import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrueType } from './truetype-font';

const font = parseTrueType(
  new Uint8Array(readFileSync(path.join(import.meta.dirname, '..', 'fonts', 'DejaVuSans.ttf'))),
);

describe('TrueType reader', () => {
  it('reads the metrics and names the font', () => {
    expect(font.postScriptName).toBe('DejaVuSans');
    expect(font.unitsPerEm).toBe(2048);
    expect(font.ascent).toBeGreaterThan(0);
    expect(font.descent).toBeLessThan(0);
  });

  it('maps Latin, Polish and Cyrillic letters to glyphs, and unknown ones to .notdef', () => {
    for (const char of 'AzłąęśŁЖжЇїЁё€₴') {
      expect(font.glyphIdOf(char.codePointAt(0) as number), char).toBeGreaterThan(0);
    }
    expect(font.glyphIdOf(0xe000)).toBe(0);
    expect(font.advanceOf(font.glyphIdOf(0x57))).toBeGreaterThan(font.advanceOf(font.glyphIdOf(0x69)));
  });

  it('cuts a subset that keeps glyph ids (unused outlines emptied) and a valid checksum', () => {
    const glyphs = [...'Łódź Київ'].map((char) => font.glyphIdOf(char.codePointAt(0) as number));
    const subset = font.subset(glyphs);
    expect(subset.length).toBeLessThan(120_000);
    const view = new DataView(subset.buffer, subset.byteOffset, subset.byteLength);
    const tables = new Map<string, number>();
    for (let index = 0; index < view.getUint16(4); index += 1) {
      const at = 12 + index * 16;
      tables.set(String.fromCharCode(...subset.subarray(at, at + 4)), view.getUint32(at + 8));
    }
    expect([...tables.keys()]).toEqual([
      'cvt ',
      'fpgm',
      'glyf',
      'head',
      'hhea',
      'hmtx',
      'loca',
      'maxp',
      'prep',
    ]);
    const loca = tables.get('loca') as number;
    const lengthOf = (glyph: number) =>
      view.getUint32(loca + (glyph + 1) * 4) - view.getUint32(loca + glyph * 4);
    for (const glyph of glyphs.filter((_, index) => index !== 4))
      expect(lengthOf(glyph), `glyph ${glyph}`).toBeGreaterThan(0);
    expect(lengthOf(font.glyphIdOf(0x41))).toBe(0);
    expect(lengthOf(font.glyphIdOf(0x4b))).toBe(0);
    expect(lengthOf(font.glyphIdOf(0x41b))).toBe(0);
    let sum = 0;
    for (let offset = 0; offset < subset.length; offset += 4) sum = (sum + view.getUint32(offset)) >>> 0;
    expect(sum).toBe(0xb1b0afba);
  });
});
