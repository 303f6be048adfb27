/**
 * Any CSV with a heading row (a spreadsheet, another app's export), read through a column mapping: which column holds
 * the date (in one of CSV_DATE_FORMATS) and the time, which columns are ratings (each on its own scale, read onto
 * 1-10), which columns are amounts of a substance (an empty or 0 cell: not taken), or which column names a substance
 * with its amount beside it, and which holds a note. Without a mapping the preview proposes one from the headings and
 * the values; the import needs one.
 */
import {
  CSV_DATE_FORMATS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  METRIC_LABELS,
  nameKey,
  TRACKING_METRICS,
  type CsvDateFormat,
  type ImportMapping,
  type TrackingMetric,
} from '@wellness/contract';
import {
  fail,
  fitNotes,
  listNames,
  onTenScale,
  readNumber,
  readTime,
  realDay,
  RecordBuilder,
  type ConversionInput,
  type ConversionResult,
  type Recognise,
  type RowReport,
  readImportCsv,
} from './conversion.js';
import { headingKey, type CsvRecord } from './csv-reader.js';

type CsvMapping = NonNullable<ImportMapping['csv']>;

const DATE_SHAPES: Readonly<Record<CsvDateFormat, RegExp>> = {
  'YYYY-MM-DD': /^(\d{4})-(\d{1,2})-(\d{1,2})$/,
  'DD/MM/YYYY': /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  'MM/DD/YYYY': /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  'DD.MM.YYYY': /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/,
};

/** A date cell's day (and the time written after it, if any: `2026-11-20 08:15`, `20/11/2026T8:15 PM`). */
export function readDateCell(cell: string, format: CsvDateFormat): { day: string; time: string | null } | null {
  const m = /^\s*(\S+?)(?:[T ]\s*(.+?))?\s*$/.exec(cell);
  if (!m?.[1]) return null;
  const parts = DATE_SHAPES[format].exec(m[1]);
  if (!parts) return null;
  const [a, b, c] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const day = format === 'YYYY-MM-DD' ? realDay(a, b, c) : format === 'MM/DD/YYYY' ? realDay(c, a, b) : realDay(c, b, a);
  if (day === null) return null;
  const rest = m[2]?.replace(/(Z|[+-]\d{2}:?\d{2})$/, '');
  const time = rest === undefined ? null : readTime(rest);
  if (rest !== undefined && time === null) return null;
  return { day, time };
}

function metricNamed(heading: string): TrackingMetric | null {
  const k = headingKey(heading)
    .replace(/\(.*\)/, '')
    .trim();
  for (const metric of TRACKING_METRICS) {
    if (k === nameKey(METRIC_LABELS[metric]) || k === metric.toLowerCase()) return metric;
  }
  if (k === 'focus') return 'focusLevel';
  if (k === 'overall' || k === 'rating') return 'overallRating';
  return null;
}

/** A heading's unit in brackets ("Vitamin D (IU)"), and the name without it. */
function nameAndUnit(heading: string): { name: string; unit: string | null } {
  const m = /^(.*?)\s*\(([^)]{1,30})\)\s*$/.exec(heading.trim());
  return m?.[1] ? { name: m[1], unit: m[2] ?? null } : { name: heading.trim(), unit: null };
}

function guessDateFormat(values: readonly string[]): CsvDateFormat | null {
  const fits = CSV_DATE_FORMATS.filter((format) => values.length > 0 && values.every((v) => readDateCell(v, format) !== null));
  // Both day orders fit when every day is 12 or less: the day first is the more common outside the US.
  return fits[0] ?? null;
}

/** A proposal from the headings and the first rows' values. */
export function proposeCsvMapping(heading: readonly string[], records: readonly CsvRecord[], builder: RecordBuilder, recognise: Recognise): CsvMapping | null {
  const sample = records.slice(0, 200);
  const column = (i: number) => sample.map((r) => (r.fields[i] ?? '').trim()).filter((v) => v !== '');
  const keys = heading.map(headingKey);
  let dateIndex = keys.findIndex((k) => /^(date|day|datum|fecha|date ?time|timestamp)$/.test(k) || k.includes('date'));
  let dateFormat = dateIndex >= 0 ? guessDateFormat(column(dateIndex)) : null;
  if (dateFormat === null) {
    dateIndex = heading.findIndex((_, i) => guessDateFormat(column(i)) !== null);
    dateFormat = dateIndex >= 0 ? guessDateFormat(column(dateIndex)) : null;
  }
  const dateColumn = heading[dateIndex];
  if (dateFormat === null || dateColumn === undefined) return null;
  const used = new Set([dateIndex]);
  const timeIndex = keys.findIndex((k, i) => !used.has(i) && /(^| )time$|^hour$|^time/.test(k) && column(i).every((v) => readTime(v) !== null));
  if (timeIndex >= 0) used.add(timeIndex);
  const numeric = (i: number) => {
    const values = column(i).map(readNumber);
    return values.length > 0 && values.every((v) => v !== null) ? (values as number[]) : null;
  };
  const metrics: CsvMapping['metrics'] = [];
  const substanceColumns: CsvMapping['substanceColumns'] = [];
  heading.forEach((h, i) => {
    if (used.has(i) || h.trim() === '') return;
    const values = numeric(i);
    const metric = metricNamed(h);
    if (metric && values && !metrics.some((m) => m.metric === metric)) {
      const low = Math.min(...values);
      const high = Math.max(...values);
      metrics.push({ column: h.slice(0, IMPORT_LIMITS.nameChars), metric, from: low < 1 ? 0 : 1, to: high <= 5 ? 5 : high <= 10 ? 10 : high });
      used.add(i);
      return;
    }
    const { name, unit } = nameAndUnit(h);
    if (values && (builder.hasSubstance(name) || recognise(name))) {
      substanceColumns.push({ column: h.slice(0, IMPORT_LIMITS.nameChars), substance: name.slice(0, IMPORT_LIMITS.nameChars), unit });
      used.add(i);
    }
  });
  const find = (pattern: RegExp) => {
    const i = keys.findIndex((k, j) => !used.has(j) && pattern.test(k));
    if (i < 0) return null;
    used.add(i);
    return heading[i]?.slice(0, IMPORT_LIMITS.nameChars) ?? null;
  };
  const nameColumn = find(/^(substance|medication|medicine|supplement|drug|med)s?( name)?$/);
  const amountColumn = nameColumn === null ? null : find(/^(amount|dose|dosage|quantity)$/);
  const unitColumn = nameColumn === null ? null : find(/^units?$/);
  const notesColumn = find(/note|comment|journal|diary/);
  return {
    dateColumn: dateColumn.slice(0, IMPORT_LIMITS.nameChars),
    dateFormat,
    timeColumn: timeIndex >= 0 ? (heading[timeIndex]?.slice(0, IMPORT_LIMITS.nameChars) ?? null) : null,
    metrics: metrics.slice(0, IMPORT_LIMITS.mappingItems),
    substanceColumns: substanceColumns.slice(0, IMPORT_LIMITS.mappingItems),
    substanceRows: nameColumn === null ? null : { nameColumn, amountColumn, unitColumn },
    notesColumn,
  };
}

const TAKEN_WORDS = new Set(['x', 'yes', 'y', 'true', '✓', '✔', 'taken']);
const NOT_TAKEN_WORDS = new Set(['no', 'n', 'false', '-']);

export function convertGenericCsv(input: ConversionInput, recognise: Recognise): ConversionResult {
  const read = readImportCsv(input.content);
  if (!read.ok) return read;
  const [headingRecord, ...records] = read.records;
  if (!headingRecord || records.length === 0) return fail(IMPORT_MESSAGES.empty);
  const heading = headingRecord.fields;
  // One column only, or a heading row of numbers: not a table of rows with a heading.
  if (heading.length < 2 || heading.every((h) => h.trim() === '' || readNumber(h) !== null)) return fail(IMPORT_MESSAGES.notCsv);
  const builder = new RecordBuilder(input.user);
  const mapping = input.mapping.csv ?? proposeCsvMapping(heading, records, builder, recognise);
  if (mapping === null) {
    return {
      ok: true,
      mapping: input.mapping,
      columns: heading,
      usage: [],
      data: builder.data,
      rows: records.map((r) => ({ line: r.line, outcome: 'skip', summary: '', reason: IMPORT_MESSAGES.mappingNeeded, ids: [] })),
      lines: builder.lines,
      named: builder.named,
    };
  }
  const indexOf = new Map<string, number>();
  heading.forEach((h, i) => {
    const k = h.trim().slice(0, IMPORT_LIMITS.nameChars);
    if (!indexOf.has(k)) indexOf.set(k, i);
  });
  const named = [
    mapping.dateColumn,
    mapping.timeColumn,
    ...mapping.metrics.map((m) => m.column),
    ...mapping.substanceColumns.map((s) => s.column),
    mapping.substanceRows?.nameColumn,
    mapping.substanceRows?.amountColumn,
    mapping.substanceRows?.unitColumn,
    mapping.notesColumn,
  ].filter((c): c is string => typeof c === 'string');
  const missing = named.filter((c) => !indexOf.has(c.trim()));
  if (missing.length > 0) {
    return fail(
      `This file has no column named ${listNames(missing.map((c) => `"${c}"`))}.`,
      missing.map((c) => ({ path: 'mapping.csv', message: `No column is headed "${c}"` })),
    );
  }
  const at = (fields: readonly string[], column: string | null | undefined) => (column == null ? '' : (fields[indexOf.get(column.trim()) ?? -1] ?? '').trim());

  const reports: RowReport[] = [];
  const atMinute = new Map<string, number>();
  for (const { line, fields } of records) {
    const rawDate = at(fields, mapping.dateColumn);
    const summaryStart = rawDate.slice(0, 40);
    const unreadable = (reason: string) => reports.push({ line, outcome: 'unreadable', summary: summaryStart, reason, ids: [] });
    const date = readDateCell(rawDate, mapping.dateFormat);
    if (date === null) {
      unreadable(`The date "${rawDate.slice(0, 40)}" is not a day written ${mapping.dateFormat}`);
      continue;
    }
    let time = date.time ?? '12:00';
    if (mapping.timeColumn !== null) {
      const rawTime = at(fields, mapping.timeColumn);
      const read = rawTime === '' ? (date.time ?? '12:00') : readTime(rawTime);
      if (read === null) {
        unreadable(`The time "${rawTime.slice(0, 40)}" is not a time like 20:15 or 8:15 PM`);
        continue;
      }
      time = read;
    }
    const when = `${date.day} ${time}`;
    if (date.day > builder.today) {
      reports.push({ line, outcome: 'skip', summary: when, reason: 'Dated after today', ids: [] });
      continue;
    }
    const minute = `${date.day}|${time}`;
    const nth = (atMinute.get(minute) ?? 0) + 1;
    atMinute.set(minute, nth);
    const checkpoint = builder.checkpoint();
    const row = convertRow(builder, mapping, fields, at, line, date.day, time, nth);
    if (row.outcome !== 'add') builder.rollback(checkpoint);
    reports.push({ ...row, summary: row.summary === '' ? when : `${when} · ${row.summary}` });
  }
  return {
    ok: true,
    mapping: { ...input.mapping, csv: mapping },
    columns: heading,
    usage: [],
    data: builder.data,
    rows: reports,
    lines: builder.lines,
    named: builder.named,
  };
}

function convertRow(
  builder: RecordBuilder,
  mapping: CsvMapping,
  fields: readonly string[],
  at: (fields: readonly string[], column: string | null | undefined) => string,
  line: number,
  day: string,
  time: string,
  nth: number,
): RowReport {
  const ratings: Partial<Record<TrackingMetric, number>> = {};
  const said: string[] = [];
  const ids: string[] = [];
  const unreadable = (reason: string): RowReport => ({ line, outcome: 'unreadable', summary: said.join(' · '), reason, ids: [] });
  for (const m of mapping.metrics) {
    const cell = at(fields, m.column);
    if (cell === '') continue;
    const value = readNumber(cell);
    if (value === null) return unreadable(`"${cell.slice(0, 40)}" in the column "${m.column}" is not a number`);
    const rating = onTenScale(value, m.from, m.to);
    if (rating === null) return unreadable(`${value} in the column "${m.column}" is outside its scale of ${m.from} to ${m.to}`);
    ratings[m.metric] = rating;
    said.push(`${METRIC_LABELS[m.metric]} ${rating}`);
  }
  const doses: Array<{ name: string; unit: string | null; amount: number | null }> = [];
  for (const s of mapping.substanceColumns) {
    const cell = at(fields, s.column);
    const lower = cell.toLowerCase();
    if (cell === '' || NOT_TAKEN_WORDS.has(lower)) continue;
    const amount = readNumber(cell);
    if (amount === null && !TAKEN_WORDS.has(lower)) return unreadable(`"${cell.slice(0, 40)}" in the column "${s.column}" is not an amount`);
    if (amount === 0) continue;
    if (amount !== null && amount < 0) return unreadable(`${amount} in the column "${s.column}" is less than 0`);
    doses.push({ name: s.substance, unit: s.unit, amount });
  }
  if (mapping.substanceRows) {
    const name = at(fields, mapping.substanceRows.nameColumn);
    if (name !== '') {
      const cell = at(fields, mapping.substanceRows.amountColumn);
      const amount = cell === '' ? null : readNumber(cell);
      if (cell !== '' && (amount === null || amount < 0))
        return unreadable(`"${cell.slice(0, 40)}" in the column "${mapping.substanceRows.amountColumn}" is not an amount`);
      if (amount !== 0) doses.push({ name, unit: at(fields, mapping.substanceRows.unitColumn) || null, amount });
    }
  }
  const reasons: string[] = [];
  for (const d of doses) {
    const id = builder.substance(d.name, line, { unit: d.unit });
    if (id === null) {
      reasons.push(`${d.name} is left out: your list of substances is full (100)`);
      continue;
    }
    const made = builder.dose(`csv|${day}|${time}|${nameKey(d.name.trim())}|${nth}`, line, id, day, time, d.amount, null);
    if ('problem' in made) return unreadable(made.problem);
    ids.push(made.id);
    said.push(`a dose of ${d.name}${d.amount === null ? '' : ` (${d.amount}${d.unit ? ` ${d.unit}` : ''})`}`);
  }
  const { notes, cut } = fitNotes([at(fields, mapping.notesColumn)]);
  if (cut) reasons.push('The note was cut to 5,000 characters');
  if (Object.keys(ratings).length > 0 || notes !== null) {
    const made = builder.entry(`csv|${day}|${time}|${nth}`, line, {
      localDay: day,
      localTime: time,
      ratings,
      notes,
      tags: [],
      supplements: [],
    });
    if ('problem' in made) return unreadable(made.problem);
    ids.push(made.id);
    if (notes !== null) said.push('note');
  }
  if (ids.length === 0) return { line, outcome: 'skip', summary: said.join(' · '), reason: reasons[0] ?? 'Nothing to import in this row', ids: [] };
  return { line, outcome: 'add', summary: said.join(' · '), reason: reasons.length > 0 ? reasons.join('. ') : null, ids };
}
