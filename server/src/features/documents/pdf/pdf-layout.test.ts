import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPdfLayout, PAGE } from './pdf-layout';
import { extractPdfText } from './pdf-text.test-kit';

async function pdfWith(lines: readonly { text: string; isBold?: boolean }[]): Promise<Uint8Array> {
  const layout = await createPdfLayout({ title: 'Test', language: 'uk' });
  for (const line of lines) {
    layout.moveDown(16);
    layout.text(line.text, PAGE.margin, { isBold: line.isBold ?? false });
  }
  return layout.finish((page, pages) => `${page}/${pages}`);
}

/** The font dictionaries of a saved PDF, by subtype. */
async function fontsOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const fonts: PDFDict[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'))
      fonts.push(object);
  }
  const lookup = (ref: unknown) => doc.context.lookup(ref as PDFRef);
  return { doc, fonts, lookup };
}

const LETTERS = 'AzłąęśŁЖжЇїЁёйЙ€₴';

describe('PDF font (pdf-lib with fontkit, DejaVu Sans)', () => {
  it('embeds one face, DejaVu Sans as a named subset with its file and a ToUnicode map, and no other', async () => {
    const { fonts, lookup } = await fontsOf(await pdfWith([{ text: 'Олена Шевченко' }]));
    const subtypes = fonts.map((font) => font.get(PDFName.of('Subtype'))?.toString()).sort();
    expect(subtypes).toEqual(['/CIDFontType2', '/Type0']);
    const type0 = fonts.find((font) => font.get(PDFName.of('Subtype')) === PDFName.of('Type0')) as PDFDict;
    expect(type0.get(PDFName.of('BaseFont'))?.toString()).toMatch(/^\/[A-Z]{6}\+DejaVuSans$/);
    expect(type0.get(PDFName.of('Encoding'))).toBe(PDFName.of('Identity-H'));
    expect(lookup(type0.get(PDFName.of('ToUnicode')))).toBeInstanceOf(PDFRawStream);
    const cidFont = fonts.find((font) => font !== type0) as PDFDict;
    const descriptor = lookup(cidFont.get(PDFName.of('FontDescriptor'))) as PDFDict;
    expect(lookup(descriptor.get(PDFName.of('FontFile2')))).toBeInstanceOf(PDFRawStream);
  });

  it('prints Latin, Polish and Cyrillic letters, € and ₴, and reads them back as the same text', async () => {
    const { pages } = await extractPdfText(
      await pdfWith([
        { text: LETTERS },
        { text: 'Дмитрий Иванов', isBold: true },
        { text: 'Ołena Шевченко' },
      ]),
    );
    expect(pages[0]?.split('\n')).toEqual([LETTERS, 'Дмитрий Иванов', 'Ołena Шевченко', '1/1']);
  });

  it('writes composed letters and keeps line breaks out of a single line', async () => {
    // "й" typed as и + combining breve, and a name with a line break in it.
    const { pages } = await extractPdfText(
      await pdfWith([{ text: 'Андрии\u0306' }, { text: 'Олена\nШевченко' }]),
    );
    expect(pages[0]?.split('\n')).toEqual(['Андрий', 'Олена Шевченко', '1/1']);
  });

  it('embeds only the glyphs the text uses', async () => {
    const sizeOf = async (text: string) => {
      const { fonts, lookup } = await fontsOf(await pdfWith([{ text }]));
      const cidFont = fonts.find((font) => font.get(PDFName.of('Subtype')) === PDFName.of('CIDFontType2'));
      const descriptor = lookup(cidFont?.get(PDFName.of('FontDescriptor'))) as PDFDict;
      const file = lookup(descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream;
      return (file.dict.get(PDFName.of('Length')) as PDFNumber).asNumber();
    };
    const few = await sizeOf('Київ');
    const many = await sizeOf(`${LETTERS} Łódź Київ Москва 0123456789`);
    // The whole DejaVu Sans file is about 740 kB.
    expect(few).toBeLessThan(40_000);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeLessThan(60_000);
  });
});
