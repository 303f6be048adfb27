/**
 * Imports from other trackers (issue 33): a Daylio CSV export, a Daylio `.daylio` backup, a Bearable CSV export, or
 * any CSV with a column mapping. `POST /api/imports/preview` reads the file and says, row by row, what an import
 * would add, what is already there and what it leaves out and why, and proposes the mapping it needs (Daylio's mood
 * names onto the 1-10 scale, Bearable's items onto ratings and substances, a CSV's columns); `POST /api/imports`
 * writes exactly that in one transaction. Every record gets an id derived from the user and the row, so importing
 * the same file twice adds nothing the second time. The backup import's caps, field rules and size limits hold.
 */
import { z } from 'zod';
import { BACKUP_MAX_BYTES } from './backup.js';
import { TRACKING_METRICS } from './metrics.js';

export const IMPORT_SOURCES = ['daylio-csv', 'daylio-backup', 'bearable-csv', 'csv'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_SOURCE_LABELS: Readonly<Record<ImportSource, string>> = {
  'daylio-csv': 'Daylio (CSV export)',
  'daylio-backup': 'Daylio (.daylio backup)',
  'bearable-csv': 'Bearable (CSV export)',
  csv: 'Another app or a spreadsheet (CSV)',
};

export const IMPORT_LIMITS = {
  /** The file's text (or its base64 for a `.daylio` backup) at most; the JSON body a little more. */
  contentChars: Math.ceil((BACKUP_MAX_BYTES * 4) / 3),
  /** Rows of one file at most (the backup's per-kind limit). */
  rows: 200_000,
  /** Mapping items (mood names, activities, Bearable items, columns) at most. */
  mappingItems: 500,
  /** Rows the preview lists one by one; the counts cover all of them. */
  previewRows: 500,
  /** A name or column heading at most. */
  nameChars: 200,
} as const;

/** Daylio's five default mood levels, best first, and the 1-10 rating each is proposed as (symmetric around 5.5). */
export const DAYLIO_DEFAULT_MOODS: ReadonlyArray<{ name: string; rating: number }> = [
  { name: 'rad', rating: 10 },
  { name: 'good', rating: 8 },
  { name: 'meh', rating: 5 },
  { name: 'bad', rating: 3 },
  { name: 'awful', rating: 1 },
];

/** What a Daylio activity or a Bearable item becomes. */
export const IMPORT_TARGETS = ['metric', 'substance', 'tag', 'note', 'skip'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** Day orders a generic CSV's date column may use. */
export const CSV_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];

const name = z.string().min(1).max(IMPORT_LIMITS.nameChars);
const items = <T extends z.ZodType>(item: T) => z.array(item).max(IMPORT_LIMITS.mappingItems);
const finite = z.number().finite();
/** A source scale read linearly onto 1-10 and rounded: `from` becomes 1, `to` becomes 10 (`from` > `to` reverses it). */
const sourceScale = { from: finite, to: finite };

export const importMappingSchema = z.strictObject({
  /** Daylio: each mood name and the rating it becomes; null leaves the mood out (the row keeps its activities and note). */
  moods: items(z.strictObject({ name, rating: z.number().int().min(1).max(10).nullable() })).optional(),
  /** Daylio: what each activity becomes on its row's entry (a tag, a taken substance, a line of the note, nothing). */
  activities: items(z.strictObject({ name, as: z.enum(['substance', 'tag', 'note', 'skip']) })).optional(),
  /**
   * Bearable: each item, by its category and detail (Mood, Energy, a symptom, a medication …), and what it becomes:
   * a rating metric on its scale, a substance's dose, a tag, a line of the note, or nothing.
   */
  items: items(
    z.strictObject({
      category: name,
      detail: z.string().max(IMPORT_LIMITS.nameChars),
      as: z.enum(IMPORT_TARGETS),
      metric: z.enum(TRACKING_METRICS).nullable().default(null),
      ...sourceScale,
    }),
  ).optional(),
  /** A generic CSV: which column holds what. */
  csv: z
    .strictObject({
      dateColumn: name,
      dateFormat: z.enum(CSV_DATE_FORMATS),
      timeColumn: name.nullable(),
      metrics: items(z.strictObject({ column: name, metric: z.enum(TRACKING_METRICS), ...sourceScale })),
      /** A column per substance whose cell is the amount taken (empty or 0: not taken). */
      substanceColumns: items(z.strictObject({ column: name, substance: name, unit: z.string().max(50).nullable() })),
      /** Rows naming a substance in one column and its amount in another. */
      substanceRows: z.strictObject({ nameColumn: name, amountColumn: name.nullable(), unitColumn: name.nullable() }).nullable(),
      notesColumn: name.nullable(),
    })
    .optional(),
  /** Leave out rows that cannot be read (each listed with its line) instead of refusing the whole file. */
  leaveOutUnreadableRows: z.boolean().default(false),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;
export type ImportMappingInput = z.input<typeof importMappingSchema>;

export const importRequestSchema = z.strictObject({
  source: z.enum(IMPORT_SOURCES),
  /** The file's text; a `.daylio` backup (a zip) as base64. */
  content: z.string().max(IMPORT_LIMITS.contentChars),
  /** Left out (or partly): the preview proposes the rest. */
  mapping: importMappingSchema.optional(),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export const IMPORT_ROW_OUTCOMES = ['add', 'already-present', 'skip', 'unreadable'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

/** The kinds of record an import from another tracker writes. */
export const IMPORT_KINDS = ['substances', 'moodTags', 'doses', 'entries'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
const tally = z.number().int().nonnegative();
const kindCounts = z.object({ substances: tally, moodTags: tally, doses: tally, entries: tally });

export const importPreviewSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  /** The mapping the preview used: the request's, with a proposal for everything it left out. */
  mapping: importMappingSchema,
  /** A CSV's column headings (for the mapping screen); empty for a backup. */
  columns: z.array(z.string()),
  /** How many rows use each mood name, activity or Bearable item (key: the name, or `category|detail`), in the mapping's order. */
  usage: z.array(z.object({ key: z.string(), rows: z.number().int().nonnegative() })),
  counts: z.object({
    rows: z.number().int().nonnegative(),
    add: kindCounts,
    alreadyPresent: kindCounts,
    skippedRows: z.number().int().nonnegative(),
    unreadableRows: z.number().int().nonnegative(),
  }),
  /** The first rows, one line each: its line number in the file, what it becomes and, when left out, why. */
  rows: z.array(
    z.object({
      line: z.number().int().positive(),
      outcome: z.enum(IMPORT_ROW_OUTCOMES),
      summary: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  /** True when the file has more rows than `rows` lists. */
  truncated: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * The backup import's result (`importResultSchema`: a message and `{added, alreadyPresent}` per kind) and the rows left
 * out; spelled out rather than extended, so the web's build can make it lazily like every schema of this module.
 */
export const importDoneSchema = z.object({
  message: z.string(),
  counts: z.record(z.string(), z.object({ added: tally, alreadyPresent: tally })),
  skippedRows: z.number().int().nonnegative(),
  unreadableRows: z.number().int().nonnegative(),
});
export type ImportDone = z.infer<typeof importDoneSchema>;

export const IMPORT_MESSAGES = {
  empty: 'This file has no rows to import.',
  tooManyRows: `This file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows; split it and import each part.`,
  notDaylioCsv:
    'This is not a Daylio CSV export: its first line should name the columns full_date, date, weekday, time, mood, activities, note_title and note.',
  notDaylioBackup: 'This is not a Daylio backup: a .daylio file is a zip archive holding the backup as base64-encoded JSON.',
  notBearableCsv: 'This is not a Bearable CSV export: its first line should name the columns date, time of day, category, rating/amount, detail and notes.',
  notCsv: 'This file could not be read as CSV: check that it is text with one row per line and a heading row.',
  mappingNeeded: 'Choose which column holds the date before importing.',
  unreadableRows: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'} of this file cannot be read. Fix ${count === 1 ? 'it' : 'them'} in the file, or choose to leave ${count === 1 ? 'it' : 'them'} out.`,
  done: 'Import complete.',
} as const;
