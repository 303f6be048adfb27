/**
 * Daylio's `.daylio` backup: a zip archive whose entry `backup.daylio` holds the backup as base64-encoded JSON (next to
 * the photos in `assets/`, which the import leaves out). The JSON's `customMoods` name the moods (`custom_name`, or the
 * default name of `predefined_name_id` 1 rad … 5 awful) and place each in a group (`mood_group_id`, 1 best … 5 worst);
 * `tags` name the activities; each of `dayEntries` is one mood entry with its local `year`, `month` (0-based), `day`,
 * `hour`, `minute`, its `mood` (a custom mood's id), `tags` (activity ids), `note_title` and `note` (HTML in recent
 * versions). The archive is read with fflate, and no more than a bounded size is ever inflated (a zip bomb stops there).
 */
import { unzipSync } from 'fflate';
import { z } from 'zod';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@wellness/contract';
import { scanJsonText } from '../../http/json-scan.js';
import { fail, realDay, type ConversionInput, type ConversionResult, type Recognise } from './conversion.js';
import { convertDaylio, type DaylioRow, type UnreadableRow } from './daylio.js';

/** The most the backup's entry may inflate to: the base64 of a file as large as the backup import takes. */
export const DAYLIO_MAX_INFLATED = IMPORT_LIMITS.contentChars;
const DEFAULT_NAMES = ['rad', 'good', 'meh', 'bad', 'awful'];

const backupJsonSchema = z.object({
  customMoods: z
    .array(
      z.object({
        id: z.number(),
        custom_name: z.string().max(1000).nullish(),
        mood_group_id: z.number().nullish(),
        predefined_name_id: z.number().nullish(),
      }),
    )
    .max(IMPORT_LIMITS.mappingItems),
  tags: z.array(z.object({ id: z.number(), name: z.string().max(1000) })).max(IMPORT_LIMITS.rows),
  dayEntries: z.array(z.unknown()).max(IMPORT_LIMITS.rows),
});

const dayEntrySchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
  mood: z.number(),
  note: z.string().nullish(),
  note_title: z.string().nullish(),
  tags: z.array(z.number()).max(10_000).nullish(),
});

/** A recent version's HTML note as text: line breaks kept, tags dropped, the common entities read. */
export function noteText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The JSON text inside a `.daylio` archive given as base64, or null when it is no such archive. */
export function backupJsonText(base64: string): string | null {
  const zip = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  // A zip starts with a local file header ("PK\3\4").
  if (zip.length < 4 || zip.readUInt32LE(0) !== 0x04034b50) return null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => /(^|\/)backup\.daylio$/.test(file.name) && file.originalSize <= DAYLIO_MAX_INFLATED && file.size <= zip.length,
    });
  } catch {
    return null;
  }
  const [entry] = Object.values(files);
  if (!entry) return null;
  const inner = Buffer.from(entry).toString('latin1').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(inner)) return null;
  return Buffer.from(inner, 'base64').toString('utf8');
}

export function convertDaylioBackup(input: ConversionInput, recognise: Recognise): ConversionResult {
  if (input.content.trim() === '') return fail(IMPORT_MESSAGES.empty);
  const text = backupJsonText(input.content);
  if (text === null) return fail(IMPORT_MESSAGES.notDaylioBackup);
  if (!scanJsonText(text).ok) return fail(IMPORT_MESSAGES.notDaylioBackup);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(IMPORT_MESSAGES.notDaylioBackup);
  }
  const parsed = backupJsonSchema.safeParse(json);
  if (!parsed.success) {
    if (json && typeof json === 'object' && Array.isArray((json as { dayEntries?: unknown }).dayEntries)) {
      const entries = (json as { dayEntries: unknown[] }).dayEntries;
      if (entries.length > IMPORT_LIMITS.rows) return fail(IMPORT_MESSAGES.tooManyRows);
    }
    return fail(IMPORT_MESSAGES.notDaylioBackup);
  }
  const { customMoods, tags, dayEntries } = parsed.data;
  if (dayEntries.length === 0) return fail(IMPORT_MESSAGES.empty);
  const moods = new Map(
    customMoods.map((m) => {
      const custom = m.custom_name?.trim() ?? '';
      const name = custom !== '' ? custom : (DEFAULT_NAMES[(m.predefined_name_id ?? 0) - 1] ?? `mood ${m.id}`);
      const group = m.mood_group_id !== null && m.mood_group_id !== undefined && m.mood_group_id >= 1 && m.mood_group_id <= 5 ? m.mood_group_id : null;
      return [m.id, { name, group }] as const;
    }),
  );
  const activities = new Map(tags.map((t) => [t.id, t.name.trim()]));

  const rows: DaylioRow[] = [];
  const unreadable: UnreadableRow[] = [];
  dayEntries.forEach((raw, index) => {
    const line = index + 1;
    const entry = dayEntrySchema.safeParse(raw);
    if (!entry.success) {
      unreadable.push({ line, summary: `entry ${line}`, reason: 'This entry lacks its day, time or mood' });
      return;
    }
    const e = entry.data;
    const day = realDay(e.year, e.month + 1, e.day);
    const time = `${String(e.hour).padStart(2, '0')}:${String(e.minute).padStart(2, '0')}`;
    if (day === null) {
      unreadable.push({ line, summary: `entry ${line}`, reason: `${e.year}-${e.month + 1}-${e.day} is not a real day` });
      return;
    }
    const mood = moods.get(e.mood);
    rows.push({
      line,
      day,
      time,
      mood: mood?.name ?? null,
      moodGroup: mood?.group ?? null,
      activities: (e.tags ?? []).map((id) => activities.get(id) ?? '').filter((name) => name !== ''),
      noteTitle: noteText(e.note_title ?? ''),
      note: noteText(e.note ?? ''),
    });
  });
  // Daylio keeps the newest first; the report reads in the file's order either way.
  return convertDaylio(input, rows, unreadable, recognise);
}
