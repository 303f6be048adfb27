/**
 * Bearable's CSV export: one row per logged item, with the columns `date formatted, date, weekday, time of day,
 * category, rating/amount, detail, notes` (found by heading, in any order; `date formatted` and `weekday` are not
 * needed). `time of day` is `am`, `mid`, `pm` or `late` (or empty for the whole day), `category` the kind of item
 * (Mood, Energy, Symptoms, Sleep, Meds/Supplements, Factors, Health measurements, Notes …), `rating/amount` its rating
 * or amount, `detail` the item's name (a symptom, a medication …). The items of one day and part of the day become one
 * entry: Mood and Energy, and symptoms named like a metric (anxiety, restlessness), as ratings; other symptoms and
 * factors as lines of the note; medications and supplements as doses; the rest is left out with its reason.
 */
import { IMPORT_LIMITS, IMPORT_MESSAGES, METRIC_LABELS, nameKey, TRACKING_METRICS, type ImportMapping, type TrackingMetric } from '@wellness/contract';
import {
  cleanName,
  fail,
  fitNotes,
  mappingName,
  onTenScale,
  readNumber,
  RecordBuilder,
  Usage,
  type Conversion,
  type ConversionInput,
  type ConversionResult,
  type Recognise,
  type RowReport,
  readImportCsv,
} from './conversion.js';
import { headingKey } from './csv-reader.js';
import { readIsoDay } from './daylio-csv.js';

type Item = NonNullable<ImportMapping['items']>[number];

/** The parts of Bearable's day and the time each is imported at. */
const PARTS: Readonly<Record<string, string>> = { am: '09:00', mid: '13:00', pm: '18:00', late: '22:00', '': '12:00' };
const COLUMNS = {
  date: ['date'],
  part: ['time of day'],
  category: ['category'],
  amount: ['rating/amount', 'rating / amount', 'amount', 'rating'],
  detail: ['detail'],
  notes: ['notes', 'note'],
};

interface BearableRow {
  line: number;
  day: string;
  part: string;
  category: string;
  detail: string;
  amount: string;
  notes: string;
}

const key = (category: string, detail: string) => `${category}|${detail}`;
const kind = (category: string) => nameKey(category).replace(/[^a-z]/g, '');

/** A metric a symptom or rating names ("Anxiety", "Restlessness", "Focus"). */
function metricNamed(name: string): TrackingMetric | null {
  const k = nameKey(name).trim();
  for (const metric of TRACKING_METRICS) {
    const label = nameKey(METRIC_LABELS[metric]);
    if (k === label || k === metric.toLowerCase() || (k === 'focus' && metric === 'focusLevel')) return metric;
  }
  return null;
}

function propose(category: string, detail: string, values: readonly number[], builder: RecordBuilder, recognise: Recognise): Item {
  const top = values.length > 0 ? Math.max(...values) : 5;
  const scale = (from: number, to: number) => ({ from, to });
  const c = kind(category);
  if (c === 'mood') return { category, detail, as: 'metric', metric: 'mood', ...scale(1, top > 5 ? 10 : 5) };
  if (c === 'energy') return { category, detail, as: 'metric', metric: 'energy', ...scale(1, top > 5 ? 10 : 5) };
  if (c.startsWith('symptom')) {
    const metric = metricNamed(detail);
    // Severity 0 (none) … 4 (extreme).
    if (metric) return { category, detail, as: 'metric', metric, ...scale(0, top > 4 ? top : 4) };
    return { category, detail, as: 'note', metric: null, ...scale(0, 4) };
  }
  if (c.includes('med') || c.includes('supplement')) return { category, detail, as: detail.trim() === '' ? 'skip' : 'substance', metric: null, ...scale(0, 1) };
  if (c.includes('factor')) {
    if (builder.hasSubstance(detail) || recognise(detail)) return { category, detail, as: 'substance', metric: null, ...scale(0, 1) };
    return { category, detail, as: builder.knowsTag(detail) ? 'tag' : 'note', metric: null, ...scale(0, 1) };
  }
  if (c === 'note' || c === 'notes' || c.includes('gratitude')) return { category, detail, as: 'note', metric: null, ...scale(0, 1) };
  if (c.includes('rating')) {
    const metric = metricNamed(detail);
    return { category, detail, as: metric ? 'metric' : 'note', metric, ...scale(1, 5) };
  }
  return { category, detail, as: 'skip', metric: null, ...scale(0, 1) };
}

function readRows(input: ConversionInput): ConversionResult | { heading: string[]; rows: BearableRow[]; bad: RowReport[] } {
  const read = readImportCsv(input.content);
  if (!read.ok) return read;
  const [heading, ...records] = read.records;
  if (!heading) return fail(IMPORT_MESSAGES.empty);
  const headings = heading.fields.map(headingKey);
  const find = (names: readonly string[]) => names.map((n) => headings.indexOf(n)).find((i) => i >= 0) ?? -1;
  const col = Object.fromEntries(Object.entries(COLUMNS).map(([k, names]) => [k, find(names)])) as Record<keyof typeof COLUMNS, number>;
  if (col.date < 0 || col.part < 0 || col.category < 0 || col.amount < 0 || col.detail < 0) return fail(IMPORT_MESSAGES.notBearableCsv);
  if (records.length === 0) return fail(IMPORT_MESSAGES.empty);
  const rows: BearableRow[] = [];
  const bad: RowReport[] = [];
  for (const { line, fields } of records) {
    const cell = (i: number) => (i < 0 ? '' : (fields[i] ?? '').trim());
    const rawDay = cell(col.date);
    const day = readIsoDay(rawDay.slice(0, 10));
    const summary = `${rawDay} ${cell(col.part)} ${cell(col.category)} ${cell(col.detail)}`.replace(/\s+/g, ' ').trim();
    if (day === null) {
      bad.push({ line, outcome: 'unreadable', summary, reason: `The date "${rawDay.slice(0, 40)}" is not a day written like 2026-11-20`, ids: [] });
      continue;
    }
    const part = cell(col.part).toLowerCase();
    if (!(part in PARTS)) {
      bad.push({ line, outcome: 'unreadable', summary, reason: `The time of day "${part.slice(0, 40)}" is not one of am, mid, pm or late`, ids: [] });
      continue;
    }
    rows.push({
      line,
      day,
      part,
      category: cleanName(cell(col.category)),
      detail: cleanName(cell(col.detail)),
      amount: cell(col.amount),
      notes: cell(col.notes),
    });
  }
  return { heading: heading.fields, rows, bad };
}

export function convertBearableCsv(input: ConversionInput, recognise: Recognise): ConversionResult {
  const read = readRows(input);
  if ('ok' in read) return read;
  const builder = new RecordBuilder(input.user);
  const usage = new Usage();
  const values = new Map<string, number[]>();
  const names = new Map<string, { category: string; detail: string }>();
  for (const row of read.rows) {
    const k = key(row.category, row.detail);
    usage.add(k);
    names.set(k, { category: row.category, detail: row.detail });
    const v = readNumber(row.amount);
    if (v !== null) values.set(k, [...(values.get(k) ?? []), v].slice(-1000));
  }
  const asked = new Map((input.mapping.items ?? []).map((item) => [nameKey(key(item.category, item.detail)), item]));
  const items: Item[] = usage.keys.slice(0, IMPORT_LIMITS.mappingItems).map((k) => {
    const own = asked.get(nameKey(k));
    if (own) return own;
    const { category, detail } = names.get(k) ?? { category: k, detail: '' };
    const item = propose(category, detail, values.get(k) ?? [], builder, recognise);
    return { ...item, category: mappingName(category) || '?', detail: detail.slice(0, IMPORT_LIMITS.nameChars) };
  });
  const itemOf = new Map(items.map((item) => [nameKey(key(item.category, item.detail)), item]));

  // The rows of one day and part of the day, in file order.
  const groups = new Map<string, BearableRow[]>();
  for (const row of read.rows) {
    const g = `${row.day}|${row.part}`;
    groups.set(g, [...(groups.get(g) ?? []), row]);
  }
  const reports: RowReport[] = [...read.bad];
  for (const [, rows] of groups) reports.push(...convertGroup(builder, rows, itemOf));
  reports.sort((a, b) => a.line - b.line);
  const conversion: Conversion = {
    ok: true,
    mapping: { ...input.mapping, items },
    columns: read.heading,
    usage: usage.keys.slice(0, items.length).map((k) => ({ key: k, rows: usage.rows(k) })),
    data: builder.data,
    rows: reports,
    lines: builder.lines,
    named: builder.named,
  };
  return conversion;
}

function convertGroup(builder: RecordBuilder, rows: readonly BearableRow[], itemOf: ReadonlyMap<string, Item>): RowReport[] {
  const [first] = rows;
  if (!first) return [];
  const { day, part } = first;
  const time = PARTS[part] ?? '12:00';
  const when = `${day} ${part === '' ? 'all day' : part}`;
  if (day > builder.today) return rows.map((r) => ({ line: r.line, outcome: 'skip', summary: when, reason: 'Dated after today', ids: [] }));
  const ratings: Partial<Record<TrackingMetric, number>> = {};
  const tags: string[] = [];
  const noteLines: string[] = [];
  const reports: RowReport[] = [];
  const entryRows: Array<{ row: BearableRow; summary: string; reason: string | null }> = [];
  for (const row of rows) {
    const item = itemOf.get(nameKey(key(row.category, row.detail)));
    const label = [row.category, row.detail].filter((p) => p !== '').join(' ');
    const summary = `${when} · ${label}${row.amount === '' ? '' : ` ${row.amount}`}`;
    const skip = (reason: string) => reports.push({ line: row.line, outcome: 'skip', summary, reason, ids: [] });
    const as = item?.as ?? 'skip';
    if (as === 'skip') {
      skip(item ? 'Left out by the mapping' : 'There are more than 500 different items; this one is left out');
      continue;
    }
    if (as === 'metric' && !item?.metric) {
      skip('No rating was chosen for this item');
      continue;
    }
    if (as === 'metric') {
      const value = readNumber(row.amount);
      const rating = value === null || !item?.metric ? null : onTenScale(value, item.from, item.to);
      if (rating === null || !item?.metric) {
        reports.push({
          line: row.line,
          outcome: 'unreadable',
          summary,
          reason: `The rating "${row.amount.slice(0, 40)}" is not on the scale ${item?.from ?? ''} to ${item?.to ?? ''}`,
          ids: [],
        });
        continue;
      }
      ratings[item.metric] = rating;
      entryRows.push({ row, summary: `${summary} → ${METRIC_LABELS[item.metric]} ${rating}`, reason: null });
      if (row.notes !== '') noteLines.push(row.notes);
      continue;
    }
    if (as === 'substance') {
      const checkpoint = builder.checkpoint();
      const name = row.detail.replace(/\s+\d+(?:[.,]\d+)?\s*(mg|mcg|µg|g|ml|iu|units?)?\s*$/i, '').trim() || row.detail;
      const id = builder.substance(name, row.line, kind(row.category).includes('med') ? { substanceType: 'OTC_MEDICATION' } : {});
      if (id === null) {
        skip('Your list of substances is full (100)');
        continue;
      }
      const amount = readNumber(row.amount) ?? readNumber(/(\d+(?:[.,]\d+)?)\s*(mg|mcg|µg|g|ml|iu|units?)?\s*$/i.exec(row.detail)?.[1] ?? '');
      const made = builder.dose(
        `bearable|${day}|${part}|${nameKey(name)}`,
        row.line,
        id,
        day,
        time,
        amount !== null && amount > 0 ? amount : null,
        row.notes === '' ? null : row.notes.slice(0, 1000),
      );
      if ('problem' in made) {
        builder.rollback(checkpoint);
        reports.push({ line: row.line, outcome: 'unreadable', summary, reason: made.problem, ids: [] });
      } else {
        reports.push({ line: row.line, outcome: 'add', summary: `${summary} → a dose of ${name}`, reason: null, ids: [made.id] });
      }
      continue;
    }
    if (as === 'tag') {
      const tag = builder.tag(row.detail || row.category, row.line);
      if (tag !== null) {
        if (!tags.includes(tag)) tags.push(tag);
        entryRows.push({ row, summary: `${summary} → tag ${tag}`, reason: null });
        continue;
      }
    }
    // A line of the note: "Symptoms: headache (2)", a note's own text.
    const text =
      kind(row.category) === 'notes' || kind(row.category) === 'note'
        ? row.notes || row.detail
        : `${label}${row.amount === '' ? '' : ` (${row.amount})`}${row.notes === '' ? '' : `: ${row.notes}`}`;
    noteLines.push(text);
    entryRows.push({ row, summary: `${summary} → note`, reason: as === 'tag' ? 'Went into the note: you can keep up to 20 tags of your own' : null });
  }
  if (entryRows.length === 0) return reports;
  const { notes, cut } = fitNotes([noteLines.join('\n')]);
  const made = builder.entry(`bearable|${day}|${part}`, first.line, {
    localDay: day,
    localTime: time,
    ratings,
    notes,
    tags,
    supplements: [],
  });
  for (const { row, summary, reason } of entryRows) {
    if ('problem' in made) reports.push({ line: row.line, outcome: 'unreadable', summary, reason: made.problem, ids: [] });
    else
      reports.push({
        line: row.line,
        outcome: 'add',
        summary,
        reason: cut ? [reason, 'The note was cut to 5,000 characters'].filter(Boolean).join('. ') : reason,
        ids: [made.id],
      });
  }
  return reports;
}
