/**
 * The export as a stream of text chunks: every section is read a page at a time (keyset by id) and written out
 * before the next page is read, so a five-year user's export runs in constant memory; the HTTP layer pipes the
 * generator with back-pressure. JSON is the versioned backup of contract `backup.ts`, composed from the sections
 * each feature declares for its tables (docs/data-export.md); CSV is one table with a record_type column,
 * documented there too.
 */
import { BACKUP_FORMAT, BACKUP_KINDS, BACKUP_VERSION, type FocusAid } from '@wellness/contract';
import { isValueKind, type BackupRecord, type BackupSections, type ExportGroup, type ExportScope, type RecordKind } from '../../backup/backup-section.js';
import type { DbOrTx } from '../../db/schema.js';
import { substanceNames } from '../../reads/inventory/repository.js';
import { csvLine, UTF8_BOM, type CsvValue } from './csv.js';

/** A full backup (everything, all time) also carries what is not dated or chosen by a box: conditions, goals, marks, preferences. */
export function isFullBackup(scope: ExportScope): boolean {
  return scope.dateRange === 'all' && scope.includeEntries && scope.includeSupplements && scope.includeFocusAids && scope.includeSessions;
}

function included(scope: ExportScope, group: ExportGroup): boolean {
  switch (group) {
    case 'supplements':
      return scope.includeSupplements;
    case 'focusAids':
      return scope.includeFocusAids;
    case 'sessions':
      return scope.includeSessions;
    case 'entries':
      return scope.includeEntries;
    case 'fullBackup':
      return isFullBackup(scope);
  }
}

/** A JSON array property written record by record. */
async function* jsonArray(name: string, first: boolean, source: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>): AsyncGenerator<string> {
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

export async function* jsonExport(db: DbOrTx, sections: BackupSections, scope: ExportScope, exportedAt: string): AsyncGenerator<string> {
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
  for (const kind of BACKUP_KINDS) {
    if (isValueKind(kind)) {
      const section = sections[kind];
      if (!included(scope, section.exportedWith)) continue;
      const value = await section.exportValue(db, scope.userId);
      if (value === undefined) continue;
      yield `${first ? '' : ','}\n    ${JSON.stringify(kind)}: ${JSON.stringify(value)}`;
    } else {
      const section = sections[kind];
      if (!included(scope, section.exportedWith)) continue;
      if (section.omittedWhenEmpty) {
        const records: unknown[] = [];
        for await (const page of section.exportPages(db, scope)) records.push(...page);
        if (records.length === 0) continue;
        yield* jsonArray(kind, first, [records]);
      } else yield* jsonArray(kind, first, section.exportPages(db, scope));
    }
    first = false;
  }
  yield '\n  }\n}\n';
}

/** The section's pages when the export includes it, else none. */
async function* pagesOf<K extends RecordKind>(db: DbOrTx, sections: BackupSections, kind: K, scope: ExportScope): AsyncGenerator<BackupRecord<K>[]> {
  const section = sections[kind];
  if (included(scope, section.exportedWith)) yield* section.exportPages(db, scope);
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
  'value',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

function row(values: Partial<Record<CsvColumn, CsvValue>>): string {
  return csvLine(CSV_COLUMNS.map((c) => values[c]));
}

export async function* csvExport(db: DbOrTx, sections: BackupSections, scope: ExportScope, aids: ReadonlyMap<string, FocusAid>): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(CSV_COLUMNS);
  const { userId } = scope;
  for await (const page of pagesOf(db, sections, 'substances', scope)) {
    for (const s of page) {
      yield row({
        record_type: 'substance',
        id: s.id,
        timestamp: s.createdAt,
        name: s.name,
        category: s.substanceType,
        dosage: s.dosage,
        unit: s.unit,
        notes: s.notes,
      });
    }
  }
  for await (const page of pagesOf(db, sections, 'doses', scope)) {
    const names = await substanceNames(db, userId, [...new Set(page.map((d) => d.substanceId))]);
    for (const d of page) {
      yield row({
        record_type: 'dose',
        id: d.id,
        date: d.localDay,
        timestamp: d.takenAt,
        name: names.get(d.substanceId) ?? '',
        dosage: d.dosage,
        notes: d.notes,
      });
    }
  }
  if (scope.includeFocusAids) {
    for (const aid of aids.values()) {
      yield row({ record_type: 'focus_aid', id: aid.id, name: aid.name, category: aid.category, notes: aid.description ?? null });
    }
  }
  for await (const page of pagesOf(db, sections, 'focusSessions', scope)) {
    for (const s of page) {
      yield row({
        record_type: 'focus_session',
        id: s.id,
        date: s.localDay,
        timestamp: s.startedAt,
        category: s.sessionType,
        productivity: s.productivity,
        duration_minutes: s.durationSeconds === null ? null : Math.round((s.durationSeconds / 60) * 10) / 10,
        notes: s.notes,
      });
    }
  }
  for await (const page of pagesOf(db, sections, 'entries', scope)) {
    const names = await substanceNames(db, userId, [...new Set(page.flatMap((e) => e.supplements.map((s) => s.substanceId)))]);
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
  for await (const page of pagesOf(db, sections, 'factors', scope)) {
    for (const f of page) {
      for (const v of f.values) {
        yield row({
          record_type: 'factor_value',
          id: f.id,
          date: v.date,
          timestamp: v.updatedAt,
          name: f.name,
          category: f.kind,
          unit: f.unit,
          value: typeof v.value === 'boolean' ? (v.value ? 'yes' : 'no') : v.value,
        });
      }
    }
  }
}
