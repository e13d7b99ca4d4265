import { describe, expect, it } from 'vitest';
import { neutraliseFormula, quoteField, writeCsv } from './csv-writer';
import { date, decimal, empty, text } from './sheet-cell';

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('CSV fields (RFC 4180 and formula injection)', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['=1+2', "'=1+2"],
    ['+380501234567', "'+380501234567"],
    ['-5', "'-5"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
    ['Łódź, Київ', '"Łódź, Київ"'],
  ])('text %j is written as %j', (value, expected) => {
    expect(quoteField(neutraliseFormula(value))).toBe(expected);
    expect(decode(writeCsv(['h'], [[text(value)]])).split('\r\n')[1]).toBe(expected);
  });

  it('writes a BOM, a header row, CRLF after every record, numbers unguarded', () => {
    const csv = decode(
      writeCsv(
        ['Date', 'Amount', '=Note'],
        [
          [date(new Date('2024-03-05T10:20:30.456Z')), decimal('-12.5', 2), text('-refund')],
          [empty, decimal('0.000000000000000001', 18), empty],
        ],
      ),
    );
    expect(csv).toBe(
      "\uFEFFDate,Amount,'=Note\r\n2024-03-05 10:20:30,-12.5,'-refund\r\n,0.000000000000000001,\r\n",
    );
  });

  it('refuses a record whose field count differs from the header', () => {
    expect(() => writeCsv(['a', 'b'], [[text('only one')]])).toThrow(/fields/);
  });

  it('refuses an amount that is not a plain decimal', () => {
    expect(() => decimal('1e3', 2)).toThrow();
    expect(() => decimal('=1', 2)).toThrow();
  });
});
