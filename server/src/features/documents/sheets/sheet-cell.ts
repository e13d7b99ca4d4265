/**
 * A cell of a tabular document (CSV, XLSX). Amounts stay decimal text from the bigint until the
 * writer: the CSV writes the digits themselves, the XLSX writer hands ExcelJS a number (what a
 * spreadsheet holds anyway) with the currency's digits as its format.
 */
export type SheetCell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: string; scale: number }
  | { kind: 'date'; value: Date }
  | { kind: 'empty' };

export type SheetRow = readonly SheetCell[];

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export const text = (value: string): SheetCell => ({ kind: 'text', value });
export const empty: SheetCell = { kind: 'empty' };
export const date = (value: Date): SheetCell => ({ kind: 'date', value });

/** A numeric cell from a plain decimal string ("-12.5") shown with the currency's `scale` digits. */
export function decimal(value: string, scale: number): SheetCell {
  if (!PLAIN_DECIMAL.test(value)) throw new Error(`Not a plain decimal: ${value}`);
  return { kind: 'number', value, scale };
}
