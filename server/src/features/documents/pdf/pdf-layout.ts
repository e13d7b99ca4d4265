import {
  grayscale,
  LineCapStyle,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setLineWidth,
  setStrokingGrayscaleColor,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';
import { embedDocumentFont } from './document-font';

/** A4 in points, with the margins every document keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const FOOTER_SIZE = 8;

/** Line breaks and other control characters would start new lines or print as boxes. */
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/** One line of text as drawn: composed characters (the font has glyphs for them), no controls. */
function printable(text: string): string {
  return text.normalize('NFC').replace(CONTROL_CHARACTERS, ' ');
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
 * starts when the next block would cross the bottom margin. pdf-lib embeds the font through
 * fontkit as a subset of the glyphs used, with a ToUnicode map so the text can be searched and
 * copied. Bold is drawn as fill plus a thin stroke of the same font, so one embedded face serves
 * every weight.
 */
export async function createPdfLayout(meta: { title: string; language: string }) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setLanguage(meta.language);
  doc.setProducer('Ferry');
  doc.setCreator('Ferry');
  const font: PDFFont = await embedDocumentFont(doc);
  const widths = new Map<string, number>();
  let page = addPage();
  let y = PAGE.height - PAGE.margin;

  function addPage(): PDFPage {
    const created = doc.addPage([PAGE.width, PAGE.height]);
    // Set once per page: a font passed to each drawText would add a resource entry per call.
    created.setFont(font);
    return created;
  }

  /** Width in points; fontkit lays the text out to measure it, so each measure is kept. */
  function widthOf(text: string, size: number): number {
    const key = `${size} ${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, size);
      widths.set(key, width);
    }
    return width;
  }

  function fitted(text: string, size: number, maxWidth: number | undefined): string {
    if (maxWidth === undefined || widthOf(text, size) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 0 && widthOf(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  function drawText(target: PDFPage, text: string, x: number, baseline: number, style: TextStyle) {
    const size = style.size ?? 10;
    const shown = fitted(printable(text), size, style.maxWidth);
    const left = style.align === 'right' ? x - widthOf(shown, size) : x;
    const gray = style.gray ?? 0;
    // The rendering mode, stroke colour and width belong to the graphics state pdf-lib's text
    // block inherits; the outer save and restore keep them to this one text.
    target.pushOperators(
      pushGraphicsState(),
      setStrokingGrayscaleColor(gray),
      setLineWidth(size / 30),
      setTextRenderingMode(style.isBold ? TextRenderingMode.FillAndOutline : TextRenderingMode.Fill),
    );
    target.drawText(shown, { x: left, y: baseline, size, color: grayscale(gray) });
    target.pushOperators(popGraphicsState());
  }

  return {
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
        if (line && widthOf(candidate, size) > style.width) flush();
        line = line ? `${line} ${word}` : word;
      }
      if (line) flush();
    },
    rule(gray = 0.6) {
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.width - PAGE.margin, y },
        thickness: 0.5,
        color: grayscale(gray),
        lineCap: LineCapStyle.Butt,
      });
    },
    /** Writes `footer(n, total)` at the foot of every page and saves (pdf-lib cuts the font subset then). */
    async finish(footer: (pageNumber: number, pageCount: number) => string): Promise<Uint8Array> {
      const pages = doc.getPages();
      for (const [index, each] of pages.entries()) {
        const text = footer(index + 1, pages.length);
        drawText(each, text, PAGE.margin, PAGE.margin - FOOTER_SIZE, { size: FOOTER_SIZE, gray: 0.35 });
      }
      return doc.save({ useObjectStreams: false });
    },
  };
}

export type PdfLayout = Awaited<ReturnType<typeof createPdfLayout>>;
