import type { SheetRow } from './sheet-cell';

export interface XlsxRow {
  cells: SheetRow;
  isBold?: boolean;
}

export interface XlsxSheet {
  /** At most 31 characters; []:*?/\ are replaced. */
  name: string;
  rows: readonly XlsxRow[];
  /** Column widths in characters. */
  columnWidths?: readonly number[];
  /** The workbook's created and modified time. */
  issuedAt: Date;
}

const DATE_FORMAT = 'yyyy\\-mm\\-dd\\ hh:mm';
const FONT = { name: 'Calibri', size: 11 } as const;
/** Characters XML 1.0 cannot carry at all; a cell holding one would make the file unreadable. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function numberFormat(scale: number): string {
  return scale === 0 ? '#,##0' : `#,##0.${'0'.repeat(scale)}`;
}

/** A name Excel accepts: no []:*?/\, no apostrophe at either end, 1 to 31 characters. */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .slice(0, 31) || 'Sheet1'
  );
}

/** A workbook of several sheets (the tax export's movements and its summary), in order. */
export interface XlsxBook {
  sheets: readonly Omit<XlsxSheet, 'issuedAt'>[];
  /** The workbook's created and modified time. */
  issuedAt: Date;
}

/**
 * A workbook with one sheet, written by ExcelJS: text cells stay text (a leading = is not a
 * formula), amounts are numbers shown with their currency's digits, dates are date cells. An
 * amount reaches the file as a JS number, as every spreadsheet holds it; the exact decimal text
 * stays in the CSV and the PDF.
 */
export function writeXlsx(sheet: XlsxSheet): Promise<Uint8Array> {
  return writeXlsxBook({ sheets: [sheet], issuedAt: sheet.issuedAt });
}

/** Several sheets, each written as `writeXlsx` writes one. */
export async function writeXlsxBook(book: XlsxBook): Promise<Uint8Array> {
  // Loaded on first use: ExcelJS and its dependencies take a few hundred ms to load.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ferry';
  workbook.created = book.issuedAt;
  workbook.modified = book.issuedAt;
  for (const sheet of book.sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.name));
    if (sheet.columnWidths?.length) worksheet.columns = sheet.columnWidths.map((width) => ({ width }));
    for (const [rowIndex, row] of sheet.rows.entries()) {
      const target = worksheet.getRow(rowIndex + 1);
      for (const [columnIndex, cell] of row.cells.entries()) {
        if (cell.kind === 'empty') continue;
        const excelCell = target.getCell(columnIndex + 1);
        if (cell.kind === 'text') {
          excelCell.value = cell.value.replace(NOT_XML, '');
          if (row.isBold) excelCell.font = { ...FONT, bold: true };
        } else if (cell.kind === 'number') {
          excelCell.value = Number(cell.value);
          excelCell.numFmt = numberFormat(cell.scale);
        } else {
          excelCell.value = cell.value;
          excelCell.numFmt = DATE_FORMAT;
        }
      }
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
