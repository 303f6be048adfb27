/**
 * The research library's part of the backup: which shipped items the user opened and bookmarked. The marks name
 * items of the library this server ships, so a mark of an item it does not know is refused.
 */
import type { ErrorDetail } from '@wellness/contract';
import type { KeylessSection } from '../../backup/backup-section.js';
import { insertRows } from '../../backup/backup-tables.js';
import { bookmarkRows, readRows } from './repository.js';
import { researchById } from './research-library.js';

function unknownItems(records: readonly { itemId: string }[]): ErrorDetail[] {
  return records.flatMap((r, i) => (researchById.has(r.itemId) ? [] : [{ path: `${i}.itemId`, message: 'Not an item of the research library' }]));
}

export const researchReadBackup: KeylessSection<'researchReads'> = {
  kind: 'researchReads',
  tables: ['research_reads'],
  exportedWith: 'fullBackup',
  omittedWhenEmpty: true,

  async *exportPages(db, scope) {
    yield (await readRows(db, scope.userId)).map((row) => ({ itemId: row.item_id, readAt: row.read_at }));
  },

  check: async (_ctx, records) => unknownItems(records),

  async write({ trx, owner }, records) {
    return insertRows(
      trx,
      'research_reads',
      records.map((r) => ({ user_id: owner.id, item_id: r.itemId, read_at: r.readAt })),
    );
  },
};

export const researchBookmarkBackup: KeylessSection<'researchBookmarks'> = {
  kind: 'researchBookmarks',
  tables: ['research_bookmarks'],
  exportedWith: 'fullBackup',
  omittedWhenEmpty: true,

  async *exportPages(db, scope) {
    yield (await bookmarkRows(db, scope.userId)).map((row) => ({ itemId: row.item_id, createdAt: row.created_at }));
  },

  check: async (_ctx, records) => unknownItems(records),

  async write({ trx, owner }, records) {
    return insertRows(
      trx,
      'research_bookmarks',
      records.map((r) => ({ user_id: owner.id, item_id: r.itemId, created_at: r.createdAt })),
    );
  },
};
