/**
 * CSV cells as a spreadsheet reads them safely: RFC 4180 quoting (a cell with a comma, quote, CR or LF
 * is quoted, quotes doubled, lines end in CRLF), and no formula injection: a text cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it (OWASP "CSV
 * Injection"). Numbers are written as numbers, so a negative value stays a number.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The byte-order mark that makes spreadsheet programs read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';
