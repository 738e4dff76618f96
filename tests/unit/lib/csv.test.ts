import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvFileName, toCsv } from '@/lib/csv';
import { parseCsv } from '../../support/csv-reader';

describe('csv', () => {
  it('leaves plain fields alone and quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('Deposit')).toBe('Deposit');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('keeps negative amounts as numbers but defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('-20.00')).toBe('-20.00');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1 bonus')).toBe("'+1 bonus");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-')).toBe("'-");
  });

  it('writes a BOM, the header and CRLF-ended records that read back as the same fields in every script', () => {
    const rows = [
      ['Deposit, bank', 'He said "ok"', 'line1\nline2', '-1500.50'],
      ['Nạp tiền', '存款 记录', 'ฝากเงิน', '1,234'],
      ['Pagdeposito ñ', 'Ελληνικά', 'العربية', '😀 emoji'],
      ['', '  ', 'x', '0.00'],
    ];
    const csv = toCsv(['Type', 'Remark', 'Note', 'Amount'], rows);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = parseCsv(csv.slice(CSV_BOM.length));
    expect(parsed).toEqual([['Type', 'Remark', 'Note', 'Amount'], ...rows]);
    // UTF-8 with the BOM's three bytes first.
    const bytes = new TextEncoder().encode(csv);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('names the file after the report and the range, safe on every system', () => {
    expect(csvFileName('Transaction history', '2026-11-01', '2026-11-24')).toBe('Transaction-history_2026-11-01_2026-11-24.csv');
    expect(csvFileName('a/b:c*?', '2026-11-01', '2026-11-24')).toBe('a-b-c_2026-11-01_2026-11-24.csv');
    expect(csvFileName('Kasaysayan ng transaksyon', '2026-11-01', '2026-11-01')).toBe('Kasaysayan-ng-transaksyon_2026-11-01_2026-11-01.csv');
    expect(csvFileName('', '2026-11-01', '2026-11-01')).toBe('report_2026-11-01_2026-11-01.csv');
  });
});
