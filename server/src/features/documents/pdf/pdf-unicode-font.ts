import { createHash } from 'node:crypto';
import { type PDFDocument, PDFHexString, type PDFRef, PDFString } from 'pdf-lib';
import type { TrueTypeFont } from './truetype-font';

/**
 * A TrueType font in a PDF as a Type0/CIDFontType2 with Identity-H: text is written as glyph ids,
 * so any script the font covers prints. A ToUnicode map travels with it, so readers can search
 * and copy the text. The embedded file is cut to the glyphs used once the document is complete.
 */
export interface PdfUnicodeFont {
  ref: PDFRef;
  /** Width of `text` at `size`, in points. */
  widthOf(text: string, size: number): number;
  /** The text as glyph ids for a `Tj` operator; remembers the glyphs for the subset. */
  encode(text: string): PDFHexString;
  /** Writes the font objects; call once, after the last `encode`. */
  embed(): void;
}

export function createPdfUnicodeFont(doc: PDFDocument, font: TrueTypeFont): PdfUnicodeFont {
  const ref = doc.context.nextRef();
  /** glyph id → the text it stands for (the first character seen with it). */
  const usedGlyphs = new Map<number, string>();
  const toPdfUnits = (fontUnits: number) => Math.round((fontUnits * 1000) / font.unitsPerEm);

  return {
    ref,
    widthOf(text, size) {
      let units = 0;
      for (const char of text) units += font.advanceOf(font.glyphIdOf(char.codePointAt(0) ?? 0));
      return (units * size) / font.unitsPerEm;
    },
    encode(text) {
      let hex = '';
      for (const char of text) {
        const glyphId = font.glyphIdOf(char.codePointAt(0) ?? 0);
        if (glyphId !== 0 && !usedGlyphs.has(glyphId)) usedGlyphs.set(glyphId, char);
        hex += glyphId.toString(16).padStart(4, '0');
      }
      return PDFHexString.of(hex);
    },
    embed() {
      const glyphIds = [...usedGlyphs.keys()].sort((left, right) => left - right);
      const fontFile = font.subset(glyphIds);
      const name = `${subsetTag(glyphIds)}+${font.postScriptName}`;
      const context = doc.context;
      const fontFileRef = context.register(context.flateStream(fontFile, { Length1: fontFile.length }));
      const descriptorRef = context.register(
        context.obj({
          Type: 'FontDescriptor',
          FontName: name,
          // Symbolic: the glyphs are addressed by id, not through a standard Latin encoding.
          Flags: 4,
          FontBBox: font.bbox.map(toPdfUnits),
          ItalicAngle: 0,
          Ascent: toPdfUnits(font.ascent),
          Descent: toPdfUnits(font.descent),
          CapHeight: toPdfUnits(font.capHeight),
          StemV: 80,
          FontFile2: fontFileRef,
        }),
      );
      const widths = glyphIds.flatMap((glyphId) => [glyphId, [toPdfUnits(font.advanceOf(glyphId))]]);
      const cidFontRef = context.register(
        context.obj({
          Type: 'Font',
          Subtype: 'CIDFontType2',
          BaseFont: name,
          CIDSystemInfo: {
            Registry: PDFString.of('Adobe'),
            Ordering: PDFString.of('Identity'),
            Supplement: 0,
          },
          FontDescriptor: descriptorRef,
          W: widths,
          CIDToGIDMap: 'Identity',
        }),
      );
      const toUnicodeRef = context.register(context.flateStream(toUnicodeCmap(usedGlyphs)));
      context.assign(
        ref,
        context.obj({
          Type: 'Font',
          Subtype: 'Type0',
          BaseFont: name,
          Encoding: 'Identity-H',
          DescendantFonts: [cidFontRef],
          ToUnicode: toUnicodeRef,
        }),
      );
    },
  };
}

/** Six capitals naming the subset (PDF 32000 §9.6.4), stable for the same glyph set. */
function subsetTag(glyphIds: readonly number[]): string {
  const digest = createHash('sha256').update(glyphIds.join(',')).digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

function toUnicodeCmap(usedGlyphs: ReadonlyMap<number, string>): string {
  const entries = [...usedGlyphs].map(
    ([glyphId, char]) => `<${glyphId.toString(16).padStart(4, '0')}> <${utf16Hex(char)}>`,
  );
  const blocks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

function utf16Hex(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index += 1) {
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return hex;
}
