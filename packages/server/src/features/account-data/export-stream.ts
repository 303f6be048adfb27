/**
 * The export as a stream of text chunks (issue 14 §4): every kind is read a page at a time (keyset by id) and
 * written out before the next page is read, so a five-year user's export runs in constant memory; the HTTP layer
 * pipes the generator with back-pressure. JSON is the versioned backup of contract `backup.ts`
 * (docs/data-export.md); CSV is one table with a record_type column, documented there too.
 */
import { BACKUP_FORMAT, BACKUP_VERSION, mergeStoredPreferences, type FocusAid, type Period } from '@wellness/contract';
import type { DbOrTx } from '../../db/schema.js';
import * as records from './backup-records.js';
import { csvLine, UTF8_BOM, type CsvValue } from './csv.js';
import * as repo from './repository.js';

export interface ExportScope {
  userId: string;
  dateRange: Period;
  /** First calendar day of the range in the user's zone; null for all time. */
  fromDay: string | null;
  includeEntries: boolean;
  includeSupplements: boolean;
  includeFocusAids: boolean;
  includeSessions: boolean;
}

/** A full backup (everything, all time) also carries conditions, goals and preferences. */
export function isFullBackup(scope: ExportScope): boolean {
  return scope.dateRange === 'all' && scope.includeEntries && scope.includeSupplements && scope.includeFocusAids && scope.includeSessions;
}

/** Pages of a table in id order until a short page says there is no more. */
async function* pages<T extends { id: string }>(read: (afterId: string) => Promise<T[]>): AsyncGenerator<T[]> {
  let afterId = '';
  for (;;) {
    const page = await read(afterId);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < repo.EXPORT_PAGE_SIZE) return;
    afterId = last.id;
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** A JSON array property written record by record. */
async function* jsonArray<T>(name: string, first: boolean, source: AsyncIterable<T[]>): AsyncGenerator<string> {
  yield `${first ? '' : ','}\n    ${JSON.stringify(name)}: [`;
  let count = 0;
  for await (const page of source) {
    for (const record of page) {
      yield `${count === 0 ? '' : ','}\n      ${JSON.stringify(record)}`;
      count++;
    }
  }
  yield count === 0 ? ']' : '\n    ]';
}

async function* substanceRecords(db: DbOrTx, userId: string) {
  for await (const page of pages((after) => repo.substancePage(db, userId, after))) {
    const ingredients = groupBy(
      await repo.ingredientsOf(
        db,
        page.map((s) => s.id),
      ),
      (i) => i.substance_id,
    );
    yield page.map((s) => records.substanceRecord(s, ingredients.get(s.id) ?? []));
  }
}

async function* entryPages(db: DbOrTx, scope: ExportScope) {
  for await (const page of pages((after) => repo.entryPage(db, scope.userId, scope.fromDay, after))) {
    const links = await repo.entryLinks(
      db,
      page.map((e) => e.id),
    );
    const supplements = groupBy(links.supplements, (s) => s.entry_id);
    const aids = groupBy(links.aids, (a) => a.entry_id);
    yield page.map((e) => records.entryRecord(e, supplements.get(e.id) ?? [], aids.get(e.id) ?? []));
  }
}

async function* mapPages<R extends { id: string }, T>(source: AsyncIterable<R[]>, map: (row: R) => T): AsyncGenerator<T[]> {
  for await (const page of source) yield page.map(map);
}

export async function* jsonExport(db: DbOrTx, scope: ExportScope, exportedAt: string): AsyncGenerator<string> {
  const header = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt,
    dateRange: scope.dateRange,
    includes: { entries: scope.includeEntries, supplements: scope.includeSupplements, focusAids: scope.includeFocusAids, sessions: scope.includeSessions },
  };
  const head = JSON.stringify(header, null, 2);
  yield `${head.slice(0, -2)},\n  "data": {`;
  let first = true;
  const section = async function* (name: string, source: AsyncIterable<unknown[]>) {
    yield* jsonArray(name, first, source);
    first = false;
  };
  const { userId, fromDay } = scope;
  if (scope.includeSupplements) {
    yield* section('substances', substanceRecords(db, userId));
    yield* section(
      'supplementNames',
      mapPages(
        pages((after) => repo.supplementNamePage(db, userId, after)),
        records.supplementNameRecord,
      ),
    );
  }
  if (scope.includeFocusAids) {
    yield* section(
      'focusAids',
      mapPages(
        pages((after) => repo.focusAidPage(db, userId, after)),
        records.focusAidRecord,
      ),
    );
    yield* section(
      'focusAidVisibility',
      (async function* () {
        yield (await repo.aidVisibility(db, userId)).map(records.aidVisibilityRecord);
      })(),
    );
  }
  if (scope.includeSessions) {
    yield* section(
      'focusSessions',
      mapPages(
        pages((after) => repo.sessionPage(db, userId, fromDay, after)),
        records.focusSessionRecord,
      ),
    );
  }
  if (scope.includeSupplements) {
    yield* section(
      'doses',
      mapPages(
        pages((after) => repo.dosePage(db, userId, fromDay, after)),
        records.doseRecord,
      ),
    );
  }
  if (scope.includeEntries) yield* section('entries', entryPages(db, scope));
  if (isFullBackup(scope)) {
    yield* section(
      'customConditions',
      mapPages(
        pages((after) => repo.customConditionPage(db, userId, after)),
        records.customConditionRecord,
      ),
    );
    yield* section(
      'userConditions',
      mapPages(
        pages((after) => repo.userConditionPage(db, userId, after)),
        records.userConditionRecord,
      ),
    );
    yield* section(
      'goals',
      mapPages(
        pages((after) => repo.goalPage(db, userId, after)),
        records.goalRecord,
      ),
    );
    const stored = await repo.storedPreferences(db, userId);
    if (stored !== undefined) {
      const { preferences } = mergeStoredPreferences(JSON.parse(stored) as unknown);
      yield `${first ? '' : ','}\n    "preferences": ${JSON.stringify(preferences)}`;
      first = false;
    }
  }
  yield '\n  }\n}\n';
}

/** The CSV's columns, in order (docs/data-export.md describes each). */
export const CSV_COLUMNS = [
  'record_type',
  'id',
  'date',
  'time',
  'timestamp',
  'name',
  'category',
  'dosage',
  'unit',
  'overall_rating',
  'focus_level',
  'task_initiation',
  'restlessness',
  'productivity',
  'energy',
  'mood',
  'anxiety',
  'duration_minutes',
  'substances',
  'focus_aids',
  'tags',
  'notes',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

function row(values: Partial<Record<CsvColumn, CsvValue>>): string {
  return csvLine(CSV_COLUMNS.map((c) => values[c]));
}

export async function* csvExport(db: DbOrTx, scope: ExportScope, aids: ReadonlyMap<string, FocusAid>): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(CSV_COLUMNS);
  const { userId, fromDay } = scope;
  if (scope.includeSupplements) {
    for await (const page of pages((after) => repo.substancePage(db, userId, after))) {
      for (const s of page) {
        yield row({
          record_type: 'substance',
          id: s.id,
          timestamp: s.created_at,
          name: s.name,
          category: s.substance_type,
          dosage: s.dosage,
          unit: s.unit,
          notes: s.notes,
        });
      }
    }
    for await (const page of pages((after) => repo.dosePage(db, userId, fromDay, after))) {
      const names = await repo.substanceNames(db, userId, [...new Set(page.map((d) => d.substance_id))]);
      for (const d of page) {
        yield row({
          record_type: 'dose',
          id: d.id,
          date: d.local_day,
          timestamp: d.taken_at,
          name: names.get(d.substance_id) ?? '',
          dosage: d.dosage,
          notes: d.notes,
        });
      }
    }
  }
  if (scope.includeFocusAids) {
    for (const aid of aids.values()) {
      yield row({ record_type: 'focus_aid', id: aid.id, name: aid.name, category: aid.category, notes: aid.description ?? null });
    }
  }
  if (scope.includeSessions) {
    for await (const page of pages((after) => repo.sessionPage(db, userId, fromDay, after))) {
      for (const s of page) {
        yield row({
          record_type: 'focus_session',
          id: s.id,
          date: s.local_day,
          timestamp: s.started_at,
          category: s.session_type,
          productivity: s.productivity,
          duration_minutes: s.duration_seconds === null ? null : Math.round((s.duration_seconds / 60) * 10) / 10,
          notes: s.notes,
        });
      }
    }
  }
  if (scope.includeEntries) {
    for await (const page of entryPages(db, scope)) {
      const names = await repo.substanceNames(db, userId, [...new Set(page.flatMap((e) => e.supplements.map((s) => s.substanceId)))]);
      for (const e of page) {
        yield row({
          record_type: 'entry',
          id: e.id,
          date: e.localDay,
          time: e.localTime,
          timestamp: e.createdAt,
          category: e.entryType,
          overall_rating: e.overallRating,
          focus_level: e.focusLevel,
          task_initiation: e.taskInitiation,
          restlessness: e.restlessness,
          productivity: e.productivity,
          energy: e.energy,
          mood: e.mood,
          anxiety: e.anxiety,
          substances: e.supplements
            .filter((s) => s.taken)
            .map((s) => names.get(s.substanceId) ?? s.substanceId)
            .join('; '),
          focus_aids: e.focusAids.map((a) => aids.get(a.aidId)?.name ?? a.aidId).join('; '),
          tags: e.tags.join('; '),
          notes: e.notes,
        });
      }
    }
  }
}
