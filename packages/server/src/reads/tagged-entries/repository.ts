/**
 * The user's entries of a range of days that carry any tag, oldest first, with their ratings and note: the clinician
 * report picks its side-effect notes from them (features/clinician-report/side-effect-tags.ts). Read-only: the entries
 * feature writes them. Bounded by `limit`, since a range may hold many tagged entries and only a page is shown.
 */
import type { Selectable } from 'kysely';
import type { DbOrTx, EntriesTable } from '../../db/schema.js';

export type TaggedEntryRow = Pick<
  Selectable<EntriesTable>,
  | 'id'
  | 'local_day'
  | 'local_time'
  | 'tags'
  | 'notes'
  | 'overall_rating'
  | 'focus_level'
  | 'task_initiation'
  | 'restlessness'
  | 'productivity'
  | 'energy'
  | 'mood'
  | 'anxiety'
>;

export async function taggedEntries(db: DbOrTx, userId: string, range: { from: string; to: string }, limit: number): Promise<TaggedEntryRow[]> {
  return db
    .selectFrom('entries')
    .select([
      'id',
      'local_day',
      'local_time',
      'tags',
      'notes',
      'overall_rating',
      'focus_level',
      'task_initiation',
      'restlessness',
      'productivity',
      'energy',
      'mood',
      'anxiety',
    ])
    .where('user_id', '=', userId)
    .where('local_day', '>=', range.from)
    .where('local_day', '<=', range.to)
    .where('tags', '<>', '[]')
    .orderBy('local_day')
    .orderBy('local_time')
    .orderBy('id')
    .limit(limit)
    .execute();
}
