/**
 * The marks on scheduled doses in the backup (taken through a reminder, skipped, snoozed), so adherence survives a
 * restore. A mark names its substance and the local day and time; its occurrence id is rebuilt from the substance's
 * stored id, and its dose through the doses' ids. Written only when the user has some.
 */
import type { KeylessSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { occurrenceId, parseOccurrenceId } from '../../lib/dose-schedule/occurrences.js';
import { markPage } from './repository.js';

export const occurrenceMarkBackup: KeylessSection<'occurrenceMarks'> = {
  kind: 'occurrenceMarks',
  tables: ['occurrence_marks'],
  exportedWith: 'supplements',
  omittedWhenEmpty: true,

  async *exportPages(db, scope) {
    for await (const page of keysetPages(async (after) =>
      (await markPage(db, scope.userId, after, EXPORT_PAGE_SIZE)).map((row) => ({ ...row, id: row.occurrence_id })),
    )) {
      yield page.flatMap((row) => {
        const parsed = parseOccurrenceId(row.occurrence_id);
        if (!parsed) throw new Error(`Stored occurrence id ${row.occurrence_id} does not parse`);
        return [
          {
            substanceId: row.substance_id,
            date: parsed.date,
            time: parsed.time,
            doseId: row.dose_id,
            skippedAt: row.skipped_at,
            skipReason: row.skip_reason,
            snoozedUntil: row.snoozed_until,
            updatedAt: row.updated_at,
          },
        ];
      });
    }
  },

  links: (records) =>
    records.flatMap((r, i) => [
      { kind: 'substances' as const, id: r.substanceId, path: `${i}.substanceId` },
      ...(r.doseId === null ? [] : [{ kind: 'doses' as const, id: r.doseId, path: `${i}.doseId` }]),
    ]),

  async write({ trx, owner }, records, resolve) {
    return insertRows(
      trx,
      'occurrence_marks',
      records.map((r) => {
        const substanceId = resolve('substances', r.substanceId);
        return {
          user_id: owner.id,
          occurrence_id: occurrenceId(substanceId, r.date, r.time),
          substance_id: substanceId,
          local_day: r.date,
          dose_id: r.doseId === null ? null : resolve('doses', r.doseId),
          skipped_at: r.skippedAt,
          skip_reason: r.skipReason,
          snoozed_until: r.snoozedUntil,
          updated_at: r.updatedAt,
        };
      }),
    );
  },
};
