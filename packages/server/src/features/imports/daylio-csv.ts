/**
 * Daylio's CSV export: a heading row `full_date,date,weekday,time,mood,activities,note_title,note` (older exports
 * have no `note_title`), then one row per mood entry, newest first: `full_date` the day (`YYYY-MM-DD`), `time` on a
 * 24-hour (`20:15`) or 12-hour clock (`8:15 PM`), `mood` the mood's name as the user named it, `activities` separated
 * by ` | `, and a note that may hold line breaks (a quoted field). Columns are found by their heading, in any order.
 */
import { IMPORT_MESSAGES } from '@wellness/contract';
import { fail, readImportCsv, readTime, realDay, type ConversionInput, type ConversionResult, type Recognise } from './conversion.js';
import { headingKey } from './csv-reader.js';
import { convertDaylio, type DaylioRow, type UnreadableRow } from './daylio.js';

const REQUIRED = ['full_date', 'time', 'mood', 'activities', 'note'] as const;

/** `2026-11-20` or `2026/11/20` → the day; null when it is not a real one. */
export function readIsoDay(value: string): string | null {
  const m = /^\s*(\d{4})[-/](\d{1,2})[-/](\d{1,2})\s*$/.exec(value);
  return m ? realDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

export function convertDaylioCsv(input: ConversionInput, recognise: Recognise): ConversionResult {
  const read = readImportCsv(input.content);
  if (!read.ok) return read;
  const [heading, ...records] = read.records;
  if (!heading) return fail(IMPORT_MESSAGES.empty);
  const index = new Map(heading.fields.map((h, i) => [headingKey(h), i] as const));
  if (!REQUIRED.every((column) => index.has(column))) return fail(IMPORT_MESSAGES.notDaylioCsv);
  if (records.length === 0) return fail(IMPORT_MESSAGES.empty);
  const at = (fields: string[], column: string) => {
    const i = index.get(column);
    return i === undefined ? '' : (fields[i] ?? '');
  };

  const rows: DaylioRow[] = [];
  const unreadable: UnreadableRow[] = [];
  for (const { line, fields } of records) {
    const rawDay = at(fields, 'full_date');
    const rawTime = at(fields, 'time');
    const summary = `${rawDay} ${rawTime}`.trim();
    if (fields.length < heading.fields.length - 1) {
      unreadable.push({ line, summary, reason: `This row has ${fields.length} columns where the heading names ${heading.fields.length}` });
      continue;
    }
    const day = readIsoDay(rawDay);
    if (day === null) {
      unreadable.push({ line, summary, reason: `The date "${rawDay.slice(0, 40)}" is not a day written like 2026-11-20` });
      continue;
    }
    const time = readTime(rawTime);
    if (time === null) {
      unreadable.push({ line, summary, reason: `The time "${rawTime.slice(0, 40)}" is not a time like 20:15 or 8:15 PM` });
      continue;
    }
    const mood = at(fields, 'mood').trim();
    rows.push({
      line,
      day,
      time,
      mood: mood === '' ? null : mood,
      moodGroup: null,
      activities: at(fields, 'activities')
        .split('|')
        .map((a) => a.trim())
        .filter((a) => a !== ''),
      noteTitle: at(fields, 'note_title'),
      note: at(fields, 'note'),
    });
  }
  return { ...convertDaylio(input, rows, unreadable, recognise), columns: heading.fields };
}
