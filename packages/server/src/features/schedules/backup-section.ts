/**
 * The schedules' part of the backup: one schedule per substance, linked to it. Written only when the user has some,
 * so files of users without schedules are as before. A substance that already has a schedule keeps its own.
 */
import type { KeylessSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { toSchedule } from '../../reads/schedules/schedule-rows.js';
import { scheduleColumns } from './service.js';
import { schedulePage } from './repository.js';

export const scheduleBackup: KeylessSection<'schedules'> = {
  kind: 'schedules',
  tables: ['schedules'],
  exportedWith: 'supplements',
  omittedWhenEmpty: true,

  async *exportPages(db, scope) {
    for await (const page of keysetPages(async (after) => {
      const rows = await schedulePage(db, scope.userId, after, EXPORT_PAGE_SIZE);
      return rows.map((row) => ({ ...row, id: row.substance_id }));
    })) {
      yield page.map((row) => {
        const { substanceName: _name, ...schedule } = toSchedule({
          ...row,
          substance_name: '',
          substance_unit: null,
          substance_dosage: null,
          substance_remaining_supply: null,
        });
        return schedule;
      });
    }
  },

  links: (records) => records.map((r, i) => ({ kind: 'substances', id: r.substanceId, path: `${i}.substanceId` })),

  async write({ trx, owner }, records, resolve) {
    return insertRows(
      trx,
      'schedules',
      records.map((r) => ({
        substance_id: resolve('substances', r.substanceId),
        user_id: owner.id,
        ...scheduleColumns(r),
        created_at: r.createdAt,
        updated_at: r.updatedAt,
      })),
    );
  },
};
