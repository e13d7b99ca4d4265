import type { SheetCell, SheetRow } from './sheet-cell';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): =, +, -, @,
 * and tab or carriage return, which some programs strip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Excel opens a UTF-8 CSV as the system code page unless it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** A text cell a spreadsheet will not run: a leading formula character gets an apostrophe. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field per RFC 4180: quoted when it holds a quote, comma or line break; quotes doubled. */
export function quoteField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function fieldOf(cell: SheetCell): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    // Numbers were checked to be plain decimals, so "-12.5" stays a number and is not guarded.
    case 'number':
      return cell.value;
    case 'date':
      return cell.value.toISOString().replace('T', ' ').slice(0, 19);
    case 'text':
      return quoteField(neutraliseFormula(cell.value));
  }
}

/** RFC 4180 text: CRLF after every record (the last too), a header row first, UTF-8 with a BOM. */
export function writeCsv(header: readonly string[], rows: readonly SheetRow[]): Uint8Array {
  const width = header.length;
  const records = [header.map((name) => quoteField(neutraliseFormula(name))).join(',')];
  for (const row of rows) {
    if (row.length !== width) throw new Error(`A CSV record has ${row.length} fields, the header ${width}`);
    records.push(row.map(fieldOf).join(','));
  }
  return new TextEncoder().encode(`${BYTE_ORDER_MARK}${records.join('\r\n')}\r\n`);
}
