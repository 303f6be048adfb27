/** The custom supplement names' part of the backup: the names the user added to their library. */
import { SUBSTANCE_LIMITS } from '@wellness/contract';
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { countCustomNames, customNamePage } from './repository.js';

export const supplementNameBackup: KeyedSection<'supplementNames'> = {
  kind: 'supplementNames',
  tables: ['custom_supplement_names'],
  exportedWith: 'supplements',
  identity: {
    table: 'custom_supplement_names',
    linkNoun: 'a custom supplement name',
    cap: { limit: SUBSTANCE_LIMITS.customNames, noun: 'custom supplement names', count: countCustomNames },
  },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => customNamePage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      yield page.map((row) => ({ id: row.id, name: row.name, normalizedName: row.normalized_name, category: row.category, createdAt: row.created_at }));
    }
  },

  async write({ trx, owner }, records) {
    return insertRows(
      trx,
      'custom_supplement_names',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        name: r.name,
        normalized_name: r.normalizedName,
        category: r.category,
        created_at: r.createdAt,
      })),
    );
  },
};
