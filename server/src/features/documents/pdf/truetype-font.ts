import { createCmapLookup } from './truetype-cmap';

/**
 * Just enough of a TrueType reader to put Cyrillic and Polish text into a PDF: pdf-lib's
 * standard fonts speak WinAnsi only (no ł, ą, no Cyrillic) and its custom-font path needs
 * fontkit, which the server does not carry. We read metrics and the character map, and cut a
 * subset that keeps glyph ids (unused outlines emptied), so the PDF can address glyphs by id.
 */
export interface TrueTypeFont {
  postScriptName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: readonly [number, number, number, number];
  /** The glyph for a Unicode code point; 0 (.notdef) when the font lacks it. */
  glyphIdOf(codePoint: number): number;
  /** Advance width in font units. */
  advanceOf(glyphId: number): number;
  /** A font file with only these glyphs' outlines (plus .notdef and composite parts). */
  subset(glyphIds: Iterable<number>): Uint8Array;
}

interface TableRecord {
  offset: number;
  length: number;
}

/** The tables a PDF-embedded TrueType needs (the set fontkit's subsetter writes too). */
const SUBSET_TABLES = ['cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep'];

const COMPOSITE = { argsAreWords: 0x1, hasScale: 0x8, moreComponents: 0x20, xyScale: 0x40, twoByTwo: 0x80 };

export function parseTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = readTableDirectory(view);
  const table = (tag: string): TableRecord => {
    const found = tables.get(tag);
    if (!found) throw new Error(`TrueType font lacks its ${tag} table`);
    return found;
  };
  const head = table('head').offset;
  const hhea = table('hhea').offset;
  const unitsPerEm = view.getUint16(head + 18);
  const isLongLoca = view.getInt16(head + 50) === 1;
  const glyphCount = view.getUint16(table('maxp').offset + 4);
  const metricCount = view.getUint16(hhea + 34);
  const hmtx = table('hmtx').offset;
  const os2 = tables.get('OS/2');
  const ascent = view.getInt16(hhea + 4);
  const hasCapHeight = os2 !== undefined && view.getUint16(os2.offset) >= 2;
  const lookUpInCmap = createCmapLookup(view, table('cmap').offset);
  const glyphCache = new Map<number, number>();
  const lookUpGlyph = (codePoint: number): number => {
    let glyphId = glyphCache.get(codePoint);
    if (glyphId === undefined) {
      glyphId = lookUpInCmap(codePoint);
      glyphCache.set(codePoint, glyphId);
    }
    return glyphId;
  };
  const locaOffset = table('loca').offset;
  const glyfOffset = table('glyf').offset;
  const glyphRange = (glyphId: number): [number, number] =>
    isLongLoca
      ? [view.getUint32(locaOffset + glyphId * 4), view.getUint32(locaOffset + glyphId * 4 + 4)]
      : [view.getUint16(locaOffset + glyphId * 2) * 2, view.getUint16(locaOffset + glyphId * 2 + 2) * 2];

  function componentsOf(glyphId: number): number[] {
    const [start, end] = glyphRange(glyphId);
    if (end <= start || view.getInt16(glyfOffset + start) >= 0) return [];
    const components: number[] = [];
    let cursor = glyfOffset + start + 10;
    let flags = COMPOSITE.moreComponents;
    while (flags & COMPOSITE.moreComponents) {
      flags = view.getUint16(cursor);
      components.push(view.getUint16(cursor + 2));
      cursor += 4 + (flags & COMPOSITE.argsAreWords ? 4 : 2);
      if (flags & COMPOSITE.hasScale) cursor += 2;
      else if (flags & COMPOSITE.xyScale) cursor += 4;
      else if (flags & COMPOSITE.twoByTwo) cursor += 8;
    }
    return components;
  }

  function subset(glyphIds: Iterable<number>): Uint8Array {
    const kept = new Set<number>([0]);
    const pending = [...glyphIds].filter((glyphId) => glyphId >= 0 && glyphId < glyphCount);
    while (pending.length > 0) {
      const glyphId = pending.pop() as number;
      if (kept.has(glyphId) && glyphId !== 0) continue;
      kept.add(glyphId);
      pending.push(...componentsOf(glyphId).filter((component) => !kept.has(component)));
    }
    const glyphParts: Uint8Array[] = [];
    const loca = new DataView(new ArrayBuffer((glyphCount + 1) * 4));
    let length = 0;
    for (let glyphId = 0; glyphId < glyphCount; glyphId += 1) {
      loca.setUint32(glyphId * 4, length);
      if (!kept.has(glyphId)) continue;
      const [start, end] = glyphRange(glyphId);
      const padded = pad4(bytes.subarray(glyfOffset + start, glyfOffset + end));
      glyphParts.push(padded);
      length += padded.length;
    }
    loca.setUint32(glyphCount * 4, length);
    const newHead = bytes.slice(head, head + table('head').length);
    const headView = new DataView(newHead.buffer);
    headView.setUint32(8, 0);
    headView.setInt16(50, 1);
    const replaced = new Map<string, Uint8Array>([
      ['glyf', concat(glyphParts)],
      ['loca', new Uint8Array(loca.buffer)],
      ['head', newHead],
    ]);
    const chosen = SUBSET_TABLES.filter((tag) => tables.has(tag)).map((tag) => {
      const record = tables.get(tag) as TableRecord;
      return { tag, data: replaced.get(tag) ?? bytes.subarray(record.offset, record.offset + record.length) };
    });
    return writeFontFile(chosen);
  }

  return {
    postScriptName: readPostScriptName(view, tables.get('name')) ?? 'Embedded',
    unitsPerEm,
    ascent,
    descent: view.getInt16(hhea + 6),
    capHeight: hasCapHeight ? view.getInt16(os2.offset + 88) : ascent,
    bbox: [
      view.getInt16(head + 36),
      view.getInt16(head + 38),
      view.getInt16(head + 40),
      view.getInt16(head + 42),
    ],
    glyphIdOf: lookUpGlyph,
    advanceOf(glyphId) {
      const index = Math.min(glyphId, metricCount - 1);
      return view.getUint16(hmtx + index * 4);
    },
    subset,
  };
}

function readTableDirectory(view: DataView): Map<string, TableRecord> {
  const tables = new Map<string, TableRecord>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index += 1) {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return tables;
}

/** The PostScript name (name id 6) from a Windows or Mac record, for the PDF's BaseFont. */
function readPostScriptName(view: DataView, name: TableRecord | undefined): string | undefined {
  if (!name) return undefined;
  const count = view.getUint16(name.offset + 2);
  const strings = name.offset + view.getUint16(name.offset + 4);
  for (let index = 0; index < count; index += 1) {
    const at = name.offset + 6 + index * 12;
    if (view.getUint16(at + 6) !== 6) continue;
    const platform = view.getUint16(at);
    const length = view.getUint16(at + 8);
    const start = strings + view.getUint16(at + 10);
    const isUtf16 = platform === 3 || platform === 0;
    let text = '';
    for (let offset = 0; offset < length; offset += isUtf16 ? 2 : 1) {
      text += String.fromCharCode(isUtf16 ? view.getUint16(start + offset) : view.getUint8(start + offset));
    }
    const cleaned = text.replace(/[^\x21-\x7e]/g, '');
    if (cleaned) return cleaned;
  }
  return undefined;
}

function writeFontFile(tables: { tag: string; data: Uint8Array }[]): Uint8Array {
  const count = tables.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = new DataView(new ArrayBuffer(12 + count * 16));
  header.setUint32(0, 0x00010000);
  header.setUint16(4, count);
  header.setUint16(6, power * 16);
  header.setUint16(8, Math.log2(power));
  header.setUint16(10, count * 16 - power * 16);
  let offset = header.byteLength;
  const bodies: Uint8Array[] = [];
  let headOffset = -1;
  tables.forEach(({ tag, data }, index) => {
    const at = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) header.setUint8(at + char, tag.charCodeAt(char));
    header.setUint32(at + 4, checksumOf(data));
    header.setUint32(at + 8, offset);
    header.setUint32(at + 12, data.length);
    if (tag === 'head') headOffset = offset;
    const padded = pad4(data);
    bodies.push(padded);
    offset += padded.length;
  });
  const file = concat([new Uint8Array(header.buffer), ...bodies]);
  if (headOffset >= 0) {
    const adjustment = (0xb1b0afba - checksumOf(file)) >>> 0;
    new DataView(file.buffer).setUint32(headOffset + 8, adjustment);
  }
  return file;
}

function checksumOf(data: Uint8Array): number {
  const padded = pad4(data);
  const view = new DataView(padded.buffer, padded.byteOffset, padded.byteLength);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + view.getUint32(offset)) >>> 0;
  return sum;
}

function pad4(data: Uint8Array): Uint8Array {
  const remainder = data.length % 4;
  if (remainder === 0) return data;
  const padded = new Uint8Array(data.length + 4 - remainder);
  padded.set(data);
  return padded;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
