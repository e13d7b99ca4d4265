import ExcelJS from 'exceljs';

/** A cell as a spreadsheet shows it: its value, the number format it is shown with, bold or not. */
export interface XlsxCell {
  address: string;
  /** Text, a number, or a date as an ISO string. */
  value: string | number;
  type: 'text' | 'number' | 'date';
  numFmt?: string;
  isBold?: boolean;
}

export interface XlsxContent {
  sheetNames: string[];
  columnWidths: (number | undefined)[];
  cells: XlsxCell[];
}

/** Reads a workbook back with ExcelJS: the first sheet's filled cells, row by row. */
export async function readXlsxCells(bytes: Uint8Array): Promise<XlsxContent> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const cells: XlsxCell[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    row.eachCell({ includeEmpty: false }, (cell) => {
      const value = cell.value;
      const read: XlsxCell =
        value instanceof Date
          ? { address: cell.address, type: 'date', value: value.toISOString() }
          : typeof value === 'number'
            ? { address: cell.address, type: 'number', value }
            : { address: cell.address, type: 'text', value: cell.text };
      if (cell.numFmt) read.numFmt = cell.numFmt;
      if (cell.font?.bold) read.isBold = true;
      cells.push(read);
    });
  });
  return {
    sheetNames: workbook.worksheets.map((each) => each.name),
    columnWidths: (sheet.columns ?? []).map((column) => column.width),
    cells,
  };
}
