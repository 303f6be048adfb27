/**
 * A small RFC 4180 CSV reader for the imports: quoted fields (with commas, quotes written `""` and line breaks inside),
 * CRLF, LF or CR line ends, a leading byte-order mark, and blank lines left out. Each record carries the file line it
 * starts on, so a row the import cannot read is named by the line a person sees in an editor. A quote left open at the
 * end of the file is the one thing it refuses: the file is damaged, and where is said.
 */

export interface CsvRecord {
  /** The 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvReadResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

/** Reads at most `maxRecords` records (then answers `tooMany` instead of reading on). */
export function readCsv(text: string, maxRecords = Number.POSITIVE_INFINITY): CsvReadResult | { ok: false; tooMany: true } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let fieldStarted = false;
  let i = 0;
  const n = source.length;

  const endRecord = () => {
    fields.push(field);
    // A line with nothing on it is no record (a blank line, or the file's last line end).
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };

  while (i < n) {
    const c = source[i];
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (c === '\r' || c === '\n') {
        line++;
        if (c === '\r' && source[i + 1] === '\n') {
          field += '\r\n';
          i += 2;
          continue;
        }
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
      fieldStarted = true;
      i++;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      fieldStarted = true;
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      if (records.length > maxRecords) return { ok: false, tooMany: true };
      i += c === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += c;
    fieldStarted = true;
    i++;
  }
  if (quoted) return { ok: false, line: quoteLine, message: 'A quoted field opened on this line is never closed' };
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  if (records.length > maxRecords) return { ok: false, tooMany: true };
  return { ok: true, records };
}

/** One field as a CSV writer would put it (quoted when it holds a comma, quote or line break). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value === '' ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A heading as the readers compare it: trimmed, lower case, inner spaces collapsed. */
export function headingKey(heading: string): string {
  return heading.trim().toLowerCase().replace(/\s+/g, ' ');
}
