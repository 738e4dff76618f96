/**
 * CSV as RFC 4180 writes it (comma separated, CRLF between records, a field quoted when it holds a comma, a quote, a
 * line break or edge spaces, quotes doubled), with a UTF-8 byte order mark so spreadsheet programs read every script.
 */

/** The byte order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One field's value: text, a number (written as is) or nothing (an empty field). */
export type CsvValue = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
// A text field a spreadsheet would run as a formula (CSV injection); a plain signed number is left alone.
const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** One field, escaped. Text that starts like a formula gets a leading apostrophe so it is shown, not run. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole CSV document: the BOM, the header record, then one record per row, CRLF after each.
 * @example toCsv(['Time', 'Amount'], [['24/11/2026 10:00:00', '-20.00']])
 */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((record) => record.map(csvField).join(','));
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

// Characters no file system takes (and spaces) become dashes.
function safeNamePart(text: string): string {
  return text
    .normalize('NFKC')
    .replaceAll(/[\\/:*?"<>|\s]+/g, '-')
    .replaceAll(/^-+|-+$/g, '');
}

/**
 * A file name from the report's name and range, safe on every system: `transaction-history_2026-11-01_2026-11-24.csv`.
 */
export function csvFileName(report: string, from: string, to: string): string {
  return `${[safeNamePart(report) || 'report', safeNamePart(from), safeNamePart(to)].filter(Boolean).join('_')}.csv`;
}

/** Saves a CSV document as a download (browser only). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
