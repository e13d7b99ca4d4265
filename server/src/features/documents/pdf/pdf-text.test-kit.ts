import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** One run of text as a viewer places it: the string and its start on the page, in points. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
}

/**
 * Reads a saved PDF back the way a viewer's text search does, with Mozilla's PDF.js: glyphs go
 * through the embedded font's ToUnicode map, so text that prints but cannot be searched or
 * copied shows up here as missing or wrong characters. Positions are rounded to 0.1 pt.
 * `pages` joins each page's items with line breaks.
 */
export async function extractPdfText(
  bytes: Uint8Array,
): Promise<{ pageCount: number; pages: string[]; items: PdfTextItem[][] }> {
  // PDF.js may take ownership of the buffer it is given, so it gets a copy.
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const items: PdfTextItem[][] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      // No NFKC normalisation, so a no-break space stays one.
      const content = await page.getTextContent({ disableNormalization: true });
      items.push(
        content.items
          // PDF.js adds a blank item where a line has a gap; those are not the document's text.
          .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
          .map((item) => ({
            text: item.str,
            x: Math.round(Number(item.transform[4]) * 10) / 10,
            y: Math.round(Number(item.transform[5]) * 10) / 10,
          })),
      );
    }
    const pages = items.map((page) => page.map((item) => item.text).join('\n'));
    return { pageCount: doc.numPages, pages, items };
  } finally {
    await task.destroy();
  }
}
