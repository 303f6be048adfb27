/**
 * The report's side-effect notes from the range's tagged entries: those with a tag the rule counts, each with its date,
 * time, the tags that counted, the ratings it gave and its note; at most CLINICIAN_REPORT_LIMITS.sideEffectNotes, the
 * rest counted.
 */
import { CLINICIAN_REPORT_LIMITS, METRIC_TABLE, TRACKING_METRICS, type ReportSideEffect } from '@wellness/contract';
import type { TaggedEntryRow } from '../../reads/tagged-entries/repository.js';
import type { SideEffectRule } from './side-effect-tags.js';

function storedTags(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
}

export function sideEffectNotes(rows: readonly TaggedEntryRow[], rule: SideEffectRule): { notes: ReportSideEffect[]; notListed: number; tags: string[] } {
  const matched = rows.flatMap((row) => {
    const tags = rule.matching(storedTags(row.tags));
    return tags.length === 0 ? [] : [{ row, tags }];
  });
  const notes = matched.slice(0, CLINICIAN_REPORT_LIMITS.sideEffectNotes).map(({ row, tags }) => ({
    entryId: row.id,
    date: row.local_day,
    time: row.local_time,
    tags,
    ratings: TRACKING_METRICS.flatMap((metric) => {
      const value = row[METRIC_TABLE[metric].column];
      return value === null ? [] : [{ metric, label: METRIC_TABLE[metric].label, value: Number(value) }];
    }),
    note: row.notes,
  }));
  const tags = [...new Set(matched.flatMap((m) => m.tags))];
  return { notes, notListed: matched.length - notes.length, tags };
}
