/** The doses' part of the backup: every logged dose, linked to its substance (in the file or already stored). */
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { bit, storedBool } from '../../backup/stored-values.js';
import { dosePage } from './repository.js';

export const doseBackup: KeyedSection<'doses'> = {
  kind: 'doses',
  tables: ['doses'],
  exportedWith: 'supplements',
  identity: { table: 'doses', linkNoun: 'a dose' },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => dosePage(db, scope.userId, scope.fromDay, after, EXPORT_PAGE_SIZE))) {
      yield page.map((row) => ({
        id: row.id,
        substanceId: row.substance_id,
        takenAt: row.taken_at,
        localDay: row.local_day,
        dosage: row.dosage,
        notes: row.notes,
        supplyTaken: storedBool(row.supply_taken),
        createdAt: row.created_at,
      }));
    }
  },

  links: (records) => records.map((d, i) => ({ kind: 'substances', id: d.substanceId, path: `${i}.substanceId` })),

  async write({ trx, owner }, records, resolve) {
    return insertRows(
      trx,
      'doses',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        substance_id: resolve('substances', r.substanceId),
        taken_at: r.takenAt,
        local_day: r.localDay,
        dosage: r.dosage,
        notes: r.notes,
        supply_taken: bit(r.supplyTaken),
        created_at: r.createdAt,
      })),
    );
  },
};
