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

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;
const UNCLOSED = 'A quoted field opened on this line is never closed';

/** How many line ends (CRLF, CR or LF) a text holds. */
function lineEnds(text: string): number {
  if (!text.includes('\n') && !text.includes('\r')) return 0;
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/**
 * Reads at most `maxRecords` records (then answers `tooMany` instead of reading on). Runs of plain text and quoted
 * fields are taken as slices, not character by character: a file of tens of MB is read in well under a second.
 */
export function readCsv(text: string, maxRecords = Number.POSITIVE_INFINITY): CsvReadResult | { ok: false; tooMany: true } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const n = source.length;
  const records: CsvRecord[] = [];
  const special = /[,\r\n"]/g;
  let fields: string[] = [];
  let field = '';
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    // A line with nothing on it is no record (a blank line, or the file's last line end).
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };

  while (i < n) {
    const c = source.charCodeAt(i);
    if (c === QUOTE && field === '') {
      const opened = line;
      let from = i + 1;
      for (;;) {
        const close = source.indexOf('"', from);
        if (close < 0) return { ok: false, line: opened, message: UNCLOSED };
        const part = source.slice(from, close);
        line += lineEnds(part);
        field += part;
        if (source.charCodeAt(close + 1) === QUOTE) {
          field += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      fieldStarted = true;
      continue;
    }
    if (c === COMMA) {
      fields.push(field);
      field = '';
      fieldStarted = true;
      i++;
      continue;
    }
    if (c === CR || c === LF) {
      endRecord();
      if (records.length > maxRecords) return { ok: false, tooMany: true };
      i += c === CR && source.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    // Plain text up to the next comma, line end or quote (a quote inside a field is kept as it is).
    special.lastIndex = i + 1;
    const next = special.exec(source);
    const end = next ? next.index : n;
    field += source.slice(i, end);
    fieldStarted = true;
    i = end;
  }
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
