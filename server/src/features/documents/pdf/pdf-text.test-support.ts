import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * Reads a saved PDF back the way a viewer's text search does: each page's content streams are
 * inflated, every `<hex> Tj` is split into 2-byte glyph codes, and the font's ToUnicode map turns
 * them into text. pdf-lib has no text extraction, so the tests carry this small one.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<{ pageCount: number; pages: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const toUnicode = new Map<string, string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const text = new TextDecoder().decode(decodePDFRawStream(object).decode());
    if (!text.includes('beginbfchar')) continue;
    for (const match of text.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
      const units = (match[2] ?? '').match(/.{4}/g) ?? [];
      toUnicode.set(
        (match[1] ?? '').toLowerCase(),
        String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16))),
      );
    }
  }
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const pieces: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const match of operators.matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)) {
        const codes = (match[1] ?? '').toLowerCase().match(/.{4}/g) ?? [];
        pieces.push(codes.map((code) => toUnicode.get(code) ?? '\uFFFD').join(''));
      }
    }
    return pieces.join('\n');
  });
  return { pageCount: pages.length, pages };
}
