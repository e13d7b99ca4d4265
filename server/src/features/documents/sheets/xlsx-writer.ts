import { strToU8, zipSync } from 'fflate';
import type { SheetCell, SheetRow } from './sheet-cell';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's day 0 is 1899-12-30 (it counts the non-existent 29 Feb 1900). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Cell styles, by index into cellXfs below; one number style per scale follows them. */
const STYLE = { plain: 0, bold: 1, date: 2, firstNumber: 3 } as const;
const FIRST_CUSTOM_FORMAT = 165;

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
}

/**
 * A minimal valid OOXML workbook with one sheet: inline strings (no shared-string table), a
 * style per decimal scale so each currency shows its digits, dates as date serials. Amount cells
 * carry the decimal text itself as the value.
 */
export function writeXlsx(sheet: XlsxSheet): Uint8Array {
  const scales = [
    ...new Set(
      sheet.rows.flatMap((row) => row.cells.flatMap((cell) => (cell.kind === 'number' ? [cell.scale] : []))),
    ),
  ].sort((left, right) => left - right);
  const styleOfScale = new Map(scales.map((scale, index) => [scale, STYLE.firstNumber + index]));
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes()),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(styles(scales)),
    'xl/worksheets/sheet1.xml': strToU8(worksheet(sheet, styleOfScale)),
  };
  return zipSync(files, { level: 6 });
}

function contentTypes(): string {
  const sheetMl = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${sheetMl}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${sheetMl}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${sheetMl}.styles+xml"/></Types>`;
}

function numberFormat(scale: number): string {
  return scale === 0 ? '#,##0' : `#,##0.${'0'.repeat(scale)}`;
}

function styles(scales: readonly number[]): string {
  const formats = [
    `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT - 1}" formatCode="yyyy\\-mm\\-dd\\ hh:mm"/>`,
    ...scales.map(
      (scale, index) =>
        `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${numberFormat(scale)}"/>`,
    ),
  ];
  const xf = (numFmtId: number, fontId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  const cellFormats = [
    xf(0, 0),
    xf(0, 1),
    xf(FIRST_CUSTOM_FORMAT - 1, 0),
    ...scales.map((_, index) => xf(FIRST_CUSTOM_FORMAT + index, 0)),
  ];
  return `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="${formats.length}">${formats.join('')}</numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${cellFormats.length}">${cellFormats.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

function worksheet(sheet: XlsxSheet, styleOfScale: ReadonlyMap<number, number>): string {
  const columns = sheet.columnWidths?.length
    ? `<cols>${sheet.columnWidths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`
    : '';
  const rows = sheet.rows.map((row, rowIndex) => {
    const number = rowIndex + 1;
    const cells = row.cells
      .map((cell, columnIndex) =>
        cellXml(cell, `${columnName(columnIndex)}${number}`, row.isBold === true, styleOfScale),
      )
      .join('');
    return `<row r="${number}">${cells}</row>`;
  });
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}">${columns}<sheetData>${rows.join('')}</sheetData></worksheet>`;
}

function cellXml(
  cell: SheetCell,
  ref: string,
  isBold: boolean,
  styleOfScale: ReadonlyMap<number, number>,
): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'number':
      return `<c r="${ref}" s="${styleOfScale.get(cell.scale)}"><v>${cell.value}</v></c>`;
    case 'date':
      return `<c r="${ref}" s="${STYLE.date}"><v>${(cell.value.getTime() - EXCEL_EPOCH_MS) / DAY_MS}</v></c>`;
    case 'text': {
      const style = isBold ? ` s="${STYLE.bold}"` : '';
      return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(cell.value)}</t></is></c>`;
    }
  }
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** Escapes markup and drops characters XML 1.0 cannot carry at all. */
function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
