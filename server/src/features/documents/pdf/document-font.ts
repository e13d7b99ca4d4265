import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// DejaVu Sans covers Latin (Polish included) and Cyrillic; its licence is beside the file.
const FONT_FILE = path.join(import.meta.dirname, '..', 'fonts', 'DejaVuSans.ttf');
let fontBytes: Uint8Array | undefined;

/**
 * Every OpenType feature fontkit would apply by default, switched off: Latin and Cyrillic need no
 * shaping, each character is its glyph from the font's character map (as the text's ToUnicode
 * map says), and fontkit lays text out about four times faster without them (0.07 → 0.016 ms a
 * cell). pdf-lib lays out each text twice, to measure it and to write it.
 */
const NO_SHAPING = {
  rvrn: false,
  ltra: false,
  ltrm: false,
  frac: false,
  numr: false,
  dnom: false,
  ccmp: false,
  locl: false,
  rlig: false,
  mark: false,
  mkmk: false,
  calt: false,
  clig: false,
  liga: false,
  rclt: false,
  curs: false,
  kern: false,
};

/**
 * A subset font's name starts with six capitals and a plus (PDF 32000 §9.6.4), which viewers read
 * as "embedded subset" and which keeps two subsets apart when PDFs are merged; pdf-lib would
 * otherwise name it DejaVuSans-1234.
 */
function subsetName(): string {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${tag}+DejaVuSans`;
}

/**
 * The document's one face, embedded as a subset of the glyphs its text uses. pdf-lib has fontkit
 * parse the file for each document, and that parse must not be shared: cutting a subset caches
 * the glyphs of composite letters (ą, й) without their characters, and the next document's
 * ToUnicode map then lacks them, so its text no longer copies (the read-back fixtures caught it).
 */
export async function embedDocumentFont(doc: PDFDocument): Promise<PDFFont> {
  // Loaded on first use, as the server starts about 0.2 s sooner without it.
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  fontBytes ??= new Uint8Array(readFileSync(FONT_FILE));
  doc.registerFontkit(fontkit);
  return doc.embedFont(fontBytes, { subset: true, customName: subsetName(), features: { ...NO_SHAPING } });
}
