import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  beginText,
  endText,
  lineTo,
  moveText,
  moveTo,
  PDFDocument,
  type PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFillingGrayscaleColor,
  setFontAndSize,
  setLineWidth,
  setStrokingGrayscaleColor,
  setTextRenderingMode,
  showText,
  stroke,
  TextRenderingMode,
} from 'pdf-lib';
import { createPdfUnicodeFont, type PdfUnicodeFont } from './pdf-unicode-font';
import { parseTrueType, type TrueTypeFont } from './truetype-font';

/** A4 in points, with the margins every document keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const FOOTER_SIZE = 8;

// DejaVu Sans covers Latin (Polish included) and Cyrillic; its licence is beside the file.
const FONT_FILE = path.join(import.meta.dirname, '..', 'fonts', 'DejaVuSans.ttf');
let sharedFont: TrueTypeFont | undefined;

function loadFont(): TrueTypeFont {
  sharedFont ??= parseTrueType(new Uint8Array(readFileSync(FONT_FILE)));
  return sharedFont;
}

export interface TextStyle {
  size?: number;
  isBold?: boolean;
  align?: 'left' | 'right';
  /** Cut the text with an ellipsis to fit this width. */
  maxWidth?: number;
  /** 0 black … 1 white. */
  gray?: number;
}

/**
 * Writes top to bottom on A4 pages: a cursor `y` moves down as lines are written and a new page
 * starts when the next block would cross the bottom margin. Bold is drawn as fill plus a thin
 * stroke of the same font, so one embedded face serves every weight.
 */
export async function createPdfLayout(meta: { title: string; language: string }) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setLanguage(meta.language);
  doc.setProducer('Ferry');
  doc.setCreator('Ferry');
  const font: PdfUnicodeFont = createPdfUnicodeFont(doc, loadFont());
  const fontKeys = new Map<PDFPage, PDFName>();
  let page = addPage();
  let y = PAGE.height - PAGE.margin;

  function addPage(): PDFPage {
    const created = doc.addPage([PAGE.width, PAGE.height]);
    fontKeys.set(created, created.node.newFontDictionary('F', font.ref));
    return created;
  }

  function fitted(text: string, size: number, maxWidth: number | undefined): string {
    if (maxWidth === undefined || font.widthOf(text, size) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 0 && font.widthOf(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  function drawText(target: PDFPage, text: string, x: number, baseline: number, style: TextStyle) {
    const size = style.size ?? 10;
    const shown = fitted(text, size, style.maxWidth);
    const left = style.align === 'right' ? x - font.widthOf(shown, size) : x;
    target.pushOperators(
      pushGraphicsState(),
      setFillingGrayscaleColor(style.gray ?? 0),
      setStrokingGrayscaleColor(style.gray ?? 0),
      setLineWidth(size / 30),
      beginText(),
      setTextRenderingMode(style.isBold ? TextRenderingMode.FillAndOutline : TextRenderingMode.Fill),
      setFontAndSize(fontKeys.get(target) as PDFName, size),
      moveText(left, baseline),
      showText(font.encode(shown)),
      endText(),
      popGraphicsState(),
    );
  }

  return {
    font,
    get y() {
      return y;
    },
    /** Starts a new page when `height` more points would not fit above the bottom margin. */
    ensureSpace(height: number): boolean {
      if (y - height >= PAGE.margin + FOOTER_SIZE * 2) return false;
      page = addPage();
      y = PAGE.height - PAGE.margin;
      return true;
    },
    moveDown(points: number) {
      y -= points;
    },
    /** Text on the current line (baseline at the cursor). */
    text(text: string, x: number, style: TextStyle = {}) {
      drawText(page, text, x, y, style);
    },
    /** A paragraph wrapped at word boundaries to `width`; moves the cursor past it. */
    paragraph(text: string, style: TextStyle & { width: number; lineHeight?: number }) {
      const size = style.size ?? 10;
      const lineHeight = style.lineHeight ?? size * 1.4;
      let line = '';
      const flush = () => {
        this.ensureSpace(lineHeight);
        y -= lineHeight;
        drawText(page, line, PAGE.margin, y, style);
        line = '';
      };
      for (const word of text.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOf(candidate, size) > style.width) flush();
        line = line ? `${line} ${word}` : word;
      }
      if (line) flush();
    },
    rule(gray = 0.6) {
      page.pushOperators(
        pushGraphicsState(),
        setStrokingGrayscaleColor(gray),
        setLineWidth(0.5),
        moveTo(PAGE.margin, y),
        lineTo(PAGE.width - PAGE.margin, y),
        stroke(),
        popGraphicsState(),
      );
    },
    /** Writes `footer(n, total)` at the foot of every page, embeds the font and saves. */
    async finish(footer: (pageNumber: number, pageCount: number) => string): Promise<Uint8Array> {
      const pages = doc.getPages();
      for (const [index, each] of pages.entries()) {
        const text = footer(index + 1, pages.length);
        drawText(each, text, PAGE.margin, PAGE.margin - FOOTER_SIZE, { size: FOOTER_SIZE, gray: 0.35 });
      }
      font.embed();
      return doc.save({ useObjectStreams: false });
    },
  };
}

export type PdfLayout = Awaited<ReturnType<typeof createPdfLayout>>;
