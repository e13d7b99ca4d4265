import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { date, decimal, empty, text } from './sheet-cell';
import { columnName, writeXlsx } from './xlsx-writer';

describe('XLSX workbook', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('column %i is %s', (index, name) => {
    expect(columnName(index)).toBe(name);
  });

  it('is a zip of the OOXML parts with numbers as numbers and text escaped', () => {
    const bytes = writeXlsx({
      name: 'Statement: Q1/2024',
      rows: [
        { cells: [text('Title <&> "quoted"')], isBold: true },
        { cells: [text('EUR'), decimal('-1234.5', 2), decimal('0.000000000000000001', 18)] },
        { cells: [empty, date(new Date('2024-01-01T12:00:00Z')), text('=cmd')] },
      ],
      columnWidths: [10, 20, 30],
    });
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    const styles = strFromU8(files['xl/styles.xml'] as Uint8Array);
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain('name="Statement  Q1 2024"');
    expect(sheet).toContain(
      '<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Title &lt;&amp;&gt; &quot;quoted&quot;</t></is></c>',
    );
    // The scale-2 style is 3 and the scale-18 style 4; each has its own number format.
    expect(sheet).toContain('<c r="B2" s="3"><v>-1234.5</v></c>');
    expect(sheet).toContain('<c r="C2" s="4"><v>0.000000000000000001</v></c>');
    expect(styles).toContain('formatCode="#,##0.00"');
    expect(styles).toContain(`formatCode="#,##0.${'0'.repeat(18)}"`);
    // 2024-01-01 12:00 is day 45292.5 after Excel's epoch.
    expect(sheet).toContain('<c r="B3" s="2"><v>45292.5</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">=cmd</t>');
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('<col min="3" max="3" width="30" customWidth="1"/>');
  });
});
