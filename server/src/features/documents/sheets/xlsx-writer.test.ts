import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { date, decimal, type SheetCell, text } from './sheet-cell';
import { readXlsxCells } from './xlsx-cells.test-kit';
import { writeXlsx } from './xlsx-writer';

const ISSUED_AT = new Date('2024-02-01T08:30:00Z');

async function oneCell(cell: SheetCell, isBold = false) {
  const bytes = await writeXlsx({ name: 'Test', rows: [{ cells: [cell], isBold }], issuedAt: ISSUED_AT });
  const { cells } = await readXlsxCells(bytes);
  return cells[0];
}

describe('XLSX workbook (ExcelJS)', () => {
  it.each([
    ['text with markup', text('Title <&> "quoted"'), false, { type: 'text', value: 'Title <&> "quoted"' }],
    [
      'bold Cyrillic text',
      text('Олена Шевченко'),
      true,
      { type: 'text', value: 'Олена Шевченко', isBold: true },
    ],
    ['text that looks like a formula', text('=cmd'), false, { type: 'text', value: '=cmd' }],
    [
      'an amount in cents',
      decimal('-1234.5', 2),
      false,
      { type: 'number', value: -1234.5, numFmt: '#,##0.00' },
    ],
    [
      'an amount in wei',
      decimal('0.000000000000000001', 18),
      false,
      { type: 'number', value: 1e-18, numFmt: `#,##0.${'0'.repeat(18)}` },
    ],
    ['a whole amount', decimal('42', 0), false, { type: 'number', value: 42, numFmt: '#,##0' }],
    [
      'a date and time',
      date(new Date('2024-01-01T12:00:00Z')),
      false,
      // ExcelJS reads the format's escaped literals (yyyy\-mm\-dd\ hh:mm) back without the escapes.
      { type: 'date', value: '2024-01-01T12:00:00.000Z', numFmt: 'yyyy-mm-dd hh:mm' },
    ],
  ])('writes %s as a cell that reads back the same', async (_, cell, isBold, expected) => {
    expect(await oneCell(cell, isBold)).toEqual({ address: 'A1', ...expected });
  });

  it('never writes a formula, and drops characters XML cannot carry', async () => {
    const bytes = await writeXlsx({
      name: 'Test',
      rows: [{ cells: [text('=HYPERLINK("http://x","y")'), text('a\u0001b\u0000c')] }],
      issuedAt: ISSUED_AT,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    const row = workbook.worksheets[0]?.getRow(1);
    expect(row?.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row?.getCell(1).formula).toBeUndefined();
    expect(row?.getCell(2).value).toBe('abc');
  });

  it('names the sheet as Excel allows, keeps column widths and the issue time', async () => {
    const bytes = await writeXlsx({
      name: "'Statement: Q1/2024 [draft] for a very long name'",
      rows: [{ cells: [text('x')] }],
      columnWidths: [10, 20, 30],
      issuedAt: ISSUED_AT,
    });
    const content = await readXlsxCells(bytes);
    expect(content.sheetNames).toEqual(['Statement  Q1 2024  draft  for ']);
    expect(content.columnWidths).toEqual([10, 20, 30]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    expect([workbook.creator, workbook.created?.toISOString()]).toEqual(['Ferry', ISSUED_AT.toISOString()]);
  });

  it('keeps rows and empty cells in place', async () => {
    const bytes = await writeXlsx({
      name: 'Test',
      rows: [
        { cells: [text('a')] },
        { cells: [] },
        { cells: [{ kind: 'empty' }, decimal('1.5', 2), { kind: 'empty' }, text('d')] },
      ],
      issuedAt: ISSUED_AT,
    });
    const { cells } = await readXlsxCells(bytes);
    expect(cells.map((cell) => cell.address)).toEqual(['A1', 'B3', 'D3']);
  });
});
