import type { DocumentFormat } from '@ferry/shared/domain';
import { extractPdfText } from '../pdf/pdf-text.test-kit';
import { readXlsxCells } from '../sheets/xlsx-cells.test-kit';

/**
 * What a person opening a document gets, as plain data that survives a JSON file: a PDF's text
 * runs with their positions (page by page), a workbook's cells with their formats, a CSV's text.
 */
export type DocumentContent =
  | { format: 'PDF'; pageCount: number; pages: string[][] }
  | { format: 'XLSX'; sheetNames: string[]; columnWidths: (number | null)[]; cells: string[] }
  | { format: 'CSV'; text: string };

export async function readBackDocument(format: DocumentFormat, bytes: Uint8Array): Promise<DocumentContent> {
  if (format === 'PDF') {
    const { pageCount, items } = await extractPdfText(bytes);
    return {
      format,
      pageCount,
      pages: items.map((page) => page.map((item) => `${item.x} ${item.y} ${item.text}`)),
    };
  }
  if (format === 'XLSX') {
    const { sheetNames, columnWidths, cells } = await readXlsxCells(bytes);
    return {
      format,
      sheetNames,
      columnWidths: columnWidths.map((width) => width ?? null),
      cells: cells.map(
        (cell) =>
          `${cell.address} ${cell.type} ${JSON.stringify(cell.value)}` +
          `${cell.numFmt ? ` format ${cell.numFmt}` : ''}${cell.isBold ? ' bold' : ''}`,
      ),
    };
  }
  return { format, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}
