/** Custom mood tags in the backup (a full backup; written only when the user has some, so older files are unchanged). */
import { MOOD_TAG_LIMITS, nameKey } from '@wellness/contract';
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { countMoodTags, moodTagPage } from './repository.js';

export const moodTagBackup: KeyedSection<'moodTags'> = {
  kind: 'moodTags',
  tables: ['mood_tags'],
  exportedWith: 'fullBackup',
  omittedWhenEmpty: true,
  identity: { table: 'mood_tags', linkNoun: 'a mood tag', cap: { limit: MOOD_TAG_LIMITS.perUser, noun: 'mood tags', count: countMoodTags } },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => moodTagPage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      yield page.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at }));
    }
  },

  // A tag the account already has under another id is skipped by the unique name rule, like a repeated import.
  async write({ trx, owner }, records) {
    return insertRows(
      trx,
      'mood_tags',
      records.map(({ record: r, id }) => ({ id, user_id: owner.id, name: r.name, name_key: nameKey(r.name), created_at: r.createdAt })),
    );
  },
};
