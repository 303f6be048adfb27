/**
 * What every converter shares: its input (the file, the mapping, what the user already has), its output (the records
 * in the backup's shape, a report per row, the mapping it used and how often each name is used), record ids derived
 * from the user and a row key (so the same row imported again finds itself present), days and times, scales, and the
 * builder that collects the records a file becomes.
 */
import { DateTime } from 'luxon';
import {
  backupMoodTagSchema,
  backupSubstanceSchema,
  hasControlCharacter,
  ENTRY_NOTES_MAX_LENGTH,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  MOOD_TAG_LIMITS,
  MOOD_TAGS,
  nameKey,
  SUBSTANCE_LIMITS,
  type BackupData,
  type BackupEntry,
  type BackupSubstance,
  type ImportKind,
  type ImportMapping,
  type ImportRowOutcome,
  type ImportSource,
  type TrackingMetric,
} from '@wellness/contract';
import { derivedId } from '../../backup/derived-id.js';
import { readCsv, type CsvRecord } from './csv-reader.js';

/** What the user already has, read before the conversion and handed to it (the conversion itself reads nothing). */
export interface UserContext {
  userId: string;
  timezone: string;
  /** The import's instant (ISO); rows dated after today in the user's zone are left out. */
  now: string;
  substances: ReadonlyArray<{ id: string; name: string }>;
  /** The user's own mood tags (the eight are known anyway). */
  customTags: readonly string[];
}

export interface ConversionInput {
  source: ImportSource;
  content: string;
  mapping: ImportMapping;
  user: UserContext;
}

/** Whether the interaction knowledge recognises a name as a substance (given by the composition root). */
export type Recognise = (name: string) => boolean;

export interface RowReport {
  line: number;
  outcome: Exclude<ImportRowOutcome, 'already-present'>;
  summary: string;
  reason: string | null;
  /** The ids of the records the row becomes (the preview marks the row present when all of them are). */
  ids: string[];
}

export interface Conversion {
  ok: true;
  mapping: ImportMapping;
  columns: string[];
  usage: Array<{ key: string; rows: number }>;
  data: Required<Pick<BackupData, ImportKind>>;
  rows: RowReport[];
  /** For each kind, the file line of each record (an error about record i names line lines[kind][i]). */
  lines: Record<ImportKind, number[]>;
  /** The user's own substances and tags the file names (found by name, so not among `data`): already present. */
  named: { substances: number; moodTags: number };
}

export interface ConversionFailure {
  ok: false;
  message: string;
  details: Array<{ path: string; message: string }>;
}

export type ConversionResult = Conversion | ConversionFailure;

export const fail = (message: string, details: ConversionFailure['details'] = []): ConversionFailure => ({ ok: false, message, details });

/** A CSV file's records (the heading first), or the import's answer for a file past the row bound or not CSV. */
export function readImportCsv(content: string): { ok: true; records: CsvRecord[] } | ConversionFailure {
  const read = readCsv(content, IMPORT_LIMITS.rows + 1);
  if (read.ok) return read;
  if ('tooMany' in read) return fail(IMPORT_MESSAGES.tooManyRows);
  return fail(IMPORT_MESSAGES.notCsv, [{ path: `line ${read.line}`, message: read.message }]);
}

/** A record's id: the same user and row key give the same id on every import, and no other user's. */
export function importId(userId: string, kind: ImportKind, key: string): string {
  return derivedId(userId, `import:${kind}`, key);
}

/** `YYYY-MM-DD` when it is a real calendar day. */
export function realDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `20:15`, `8:15`, `8:15 PM`, `08:15:30` → `HH:mm`; null when it is no time of day. */
export function readTime(value: string): string | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*([AaPp]\.?[Mm]\.?)?\s*$/.exec(value);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.[0]?.toLowerCase();
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The instant a local day and time stand for in the user's zone (ISO, UTC), or null when the zone skips it. */
export function instantOf(day: string, time: string, zone: string): string | null {
  const local = DateTime.fromISO(`${day}T${time}`, { zone });
  if (!local.isValid) return null;
  return local.toUTC().toISO({ suppressMilliseconds: false, includeOffset: false }) + 'Z';
}

export function todayIn(now: string, zone: string): string {
  return DateTime.fromISO(now, { zone: 'utc' }).setZone(zone).toISODate() ?? now.slice(0, 10);
}

/** A value of a source scale read onto 1-10 (`from` becomes 1, `to` becomes 10), rounded; null outside the scale. */
export function onTenScale(value: number, from: number, to: number): number | null {
  if (!Number.isFinite(value) || from === to) return null;
  const share = (value - from) / (to - from);
  if (share < -1e-9 || share > 1 + 1e-9) return null;
  return Math.min(10, Math.max(1, Math.round(1 + share * 9)));
}

/** A number as a person writes it in a cell: `2`, `2.5`, `2,5`, ` 3 `; null for anything else. */
export function readNumber(cell: string): number | null {
  const t = cell.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

const DEFAULT_TAGS = new Map(MOOD_TAGS.map((tag) => [nameKey(tag), tag]));

/** How many rows use each name, in first-use order. */
/** The ratings a row gives, by metric; a metric left out is unrated. */
export type EntryRatings = Partial<Record<TrackingMetric, number | null>>;

export class Usage {
  readonly #counts = new Map<string, number>();
  add(key: string): void {
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }
  get keys(): string[] {
    return [...this.#counts.keys()];
  }
  rows(key: string): number {
    return this.#counts.get(key) ?? 0;
  }
}

/** Cuts a note to what an entry keeps, saying so. */
export function fitNotes(parts: readonly string[]): { notes: string | null; cut: boolean } {
  const text = parts
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .join('\n\n');
  if (text === '') return { notes: null, cut: false };
  if (text.length <= ENTRY_NOTES_MAX_LENGTH) return { notes: text, cut: false };
  return { notes: `${text.slice(0, ENTRY_NOTES_MAX_LENGTH - 1).trimEnd()}…`, cut: true };
}

/** The entry form's bound on an entry's substances, a dose's amount and its note (contract entries.ts, doses.ts). */
const ENTRY_SUPPLEMENTS_MAX = 100;
const DOSE_MAX = 1_000_000;
const DOSE_NOTES_MAX = 1000;

/** A name from a file as the app keeps names: control characters (tabs, line breaks) as spaces, trimmed. */
export function cleanName(name: string): string {
  if (!hasControlCharacter(name)) return name.trim();
  return [...name]
    .map((ch) => (hasControlCharacter(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name cut to the length a mapping item may have. */
export const mappingName = (name: string) => name.trim().slice(0, IMPORT_LIMITS.nameChars);

/**
 * Collects the records a file becomes. Substances are found among the user's own by name (any case) or created once
 * per name (id derived from the name); custom tags likewise, within the cap of tags of one's own; every record is
 * checked with the backup's own rules as it is made, so a row that would break one is reported with its line.
 */
export class RecordBuilder {
  readonly data: Conversion['data'] = { substances: [], moodTags: [], doses: [], entries: [] };
  readonly lines: Conversion['lines'] = { substances: [], moodTags: [], doses: [], entries: [] };
  readonly #substances = new Map<string, string>();
  readonly #newSubstances = new Set<string>();
  readonly #tags = new Map<string, string>(DEFAULT_TAGS);
  readonly #customTagCount: number;
  readonly #substanceCount: number;
  readonly #entryIds = new Set<string>();
  readonly #doseIds = new Set<string>();
  readonly #today: string;
  readonly #ownSubstances = new Set<string>();
  readonly #ownTags = new Set<string>();
  readonly #namedSubstances = new Set<string>();
  readonly #namedTags = new Set<string>();

  constructor(readonly user: UserContext) {
    for (const s of user.substances) if (!this.#substances.has(nameKey(s.name.trim()))) this.#substances.set(nameKey(s.name.trim()), s.id);
    for (const tag of user.customTags) {
      this.#tags.set(nameKey(tag), tag);
      this.#ownTags.add(nameKey(tag));
    }
    for (const id of this.#substances.values()) this.#ownSubstances.add(id);
    this.#customTagCount = user.customTags.length;
    this.#substanceCount = user.substances.length;
    this.#today = todayIn(user.now, user.timezone);
  }

  get today(): string {
    return this.#today;
  }

  hasSubstance(name: string): boolean {
    return this.#substances.has(nameKey(name.trim()));
  }

  /** How many of the user's own substances and tags the file named. */
  get named(): Conversion['named'] {
    return { substances: this.#namedSubstances.size, moodTags: this.#namedTags.size };
  }

  /** Where the records stand, so a row found unreadable halfway can take back what it added. */
  checkpoint(): Record<ImportKind, number> {
    return { substances: this.data.substances.length, moodTags: this.data.moodTags.length, doses: this.data.doses.length, entries: this.data.entries.length };
  }

  rollback(to: Record<ImportKind, number>): void {
    for (const s of this.data.substances.splice(to.substances)) {
      this.#substances.delete(nameKey(s.name));
      this.#newSubstances.delete(nameKey(s.name));
    }
    for (const t of this.data.moodTags.splice(to.moodTags)) this.#tags.delete(nameKey(t.name));
    for (const d of this.data.doses.splice(to.doses)) this.#doseIds.delete(d.id);
    for (const e of this.data.entries.splice(to.entries)) this.#entryIds.delete(e.id);
    for (const kind of ['substances', 'moodTags', 'doses', 'entries'] as const) this.lines[kind].splice(to[kind]);
  }

  /** Whether a tag is one of the eight, one of the user's or one this file already adds (any case). */
  knowsTag(name: string): boolean {
    return this.#tags.has(nameKey(name.trim()));
  }

  /** Room for how many more custom tags (the cap less those the user has and this file adds). */
  get tagRoom(): number {
    return MOOD_TAG_LIMITS.perUser - this.#customTagCount - this.data.moodTags.length;
  }

  /** A tag the user has or may get: its spelling, or null (too long, or the cap reached). */
  tag(name: string, line: number): string | null {
    const trimmed = cleanName(name);
    const known = this.#tags.get(nameKey(trimmed));
    if (known !== undefined) {
      if (this.#ownTags.has(nameKey(trimmed))) this.#namedTags.add(nameKey(trimmed));
      return known;
    }
    if (trimmed === '' || trimmed.length > MOOD_TAG_LIMITS.name || this.tagRoom <= 0) return null;
    const id = importId(this.user.userId, 'moodTags', nameKey(trimmed));
    const record = { id, name: trimmed, createdAt: this.user.now };
    if (!backupMoodTagSchema.safeParse(record).success) return null;
    this.data.moodTags.push(record);
    this.lines.moodTags.push(line);
    this.#tags.set(nameKey(trimmed), trimmed);
    return trimmed;
  }

  /** A substance's id: the user's own of that name, or one the import creates (null when the cap of items is reached). */
  substance(name: string, line: number, extra: Partial<Pick<BackupSubstance, 'substanceType' | 'unit'>> = {}): string | null {
    const trimmed = cleanName(name).slice(0, SUBSTANCE_LIMITS.name);
    const key = nameKey(trimmed);
    const known = this.#substances.get(key);
    if (known !== undefined) {
      if (this.#ownSubstances.has(known)) this.#namedSubstances.add(known);
      return known;
    }
    if (trimmed === '' || this.#substanceCount + this.#newSubstances.size >= SUBSTANCE_LIMITS.items) return null;
    const id = importId(this.user.userId, 'substances', key);
    const unit = cleanName(extra.unit ?? '').slice(0, SUBSTANCE_LIMITS.unit) || null;
    const record: BackupSubstance = {
      id,
      substanceType: extra.substanceType ?? 'SUPPLEMENT',
      name: trimmed,
      brand: null,
      category: null,
      dosage: null,
      unit,
      productForm: null,
      notes: null,
      expirationDate: null,
      remainingSupply: null,
      totalDoses: 0,
      prescribedBy: null,
      pharmacy: null,
      refillsRemaining: null,
      extractRatio: null,
      standardization: null,
      potency: null,
      crudeEquivalent: null,
      regulatoryNumber: null,
      licenseHolder: null,
      healthClaim: null,
      allergenInfo: null,
      createdAt: this.user.now,
      updatedAt: this.user.now,
      ingredients: [],
    };
    if (!backupSubstanceSchema.safeParse(record).success) return null;
    this.data.substances.push(record);
    this.lines.substances.push(line);
    this.#substances.set(key, id);
    this.#newSubstances.add(key);
    return id;
  }

  /**
   * Adds an entry. Its fields are made by the converters within the entry form's rules (a real day, HH:mm, ratings
   * 1-10, a note cut to its length, tags the builder made); what a file can still put past a rule comes back as a
   * sentence. (The unit tests check every record the fixtures become against the backup's schema.)
   */
  entry(
    key: string,
    line: number,
    { ratings, ...fields }: Omit<BackupEntry, 'id' | 'createdAt' | 'sessionId' | 'focusAids' | 'entryType' | TrackingMetric> & { ratings: EntryRatings },
  ): { id: string } | { problem: string } {
    const id = importId(this.user.userId, 'entries', key);
    if (this.#entryIds.has(id)) return { problem: 'Repeats an earlier row at the same minute' };
    if (fields.supplements.length > ENTRY_SUPPLEMENTS_MAX) return { problem: `An entry lists at most ${ENTRY_SUPPLEMENTS_MAX} substances` };
    // Every one of the eight a row rated, whichever the mapping chose; the others unrated (null, never a default).
    const rated = {
      overallRating: ratings.overallRating ?? null,
      focusLevel: ratings.focusLevel ?? null,
      taskInitiation: ratings.taskInitiation ?? null,
      restlessness: ratings.restlessness ?? null,
      productivity: ratings.productivity ?? null,
      energy: ratings.energy ?? null,
      mood: ratings.mood ?? null,
      anxiety: ratings.anxiety ?? null,
    } satisfies Record<TrackingMetric, number | null>;
    // Saved now: the day and time say when it happened.
    const record: BackupEntry = { id, entryType: 'REGULAR', sessionId: null, focusAids: [], createdAt: this.user.now, ...rated, ...fields };
    this.#entryIds.add(id);
    this.data.entries.push(record);
    this.lines.entries.push(line);
    return { id };
  }

  /** Adds a dose taken at the row's local day and time; history never takes from today's supply. */
  dose(
    key: string,
    line: number,
    substanceId: string,
    day: string,
    time: string,
    dosage: number | null,
    notes: string | null,
  ): { id: string } | { problem: string } {
    const id = importId(this.user.userId, 'doses', key);
    if (this.#doseIds.has(id)) return { problem: 'Repeats an earlier dose at the same minute' };
    const takenAt = instantOf(day, time, this.user.timezone);
    if (takenAt === null) return { problem: 'This time does not exist on that day in your time zone' };
    if (dosage !== null && !(Number.isFinite(dosage) && dosage > 0 && dosage <= DOSE_MAX)) {
      return { problem: `The amount ${dosage} is not more than 0 and at most ${DOSE_MAX.toLocaleString('en-US')}` };
    }
    const record = {
      id,
      substanceId,
      takenAt,
      localDay: day,
      dosage,
      notes: notes?.trim().slice(0, DOSE_NOTES_MAX) || null,
      supplyTaken: false,
      createdAt: takenAt,
    };
    this.#doseIds.add(id);
    this.data.doses.push(record);
    this.lines.doses.push(line);
    return { id };
  }
}

/** Joins names for a summary: "a, b and 2 more". */
export function listNames(names: readonly string[], max = 4): string {
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}
