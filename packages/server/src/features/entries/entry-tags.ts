/**
 * An entry's mood tags as stored (JSON text of a list, each tag once) and as read back: one rule for the API and
 * the backup alike. A stored value that is not a mood tag is a corrupt row, and reading it says so.
 */
import { MOOD_TAGS } from '@wellness/contract';
import { jsonList } from '../../backup/stored-values.js';
import { storedEnum } from '../../lib/stored-enum.js';

export function storedTags(tags: readonly string[]): string {
  return JSON.stringify([...new Set(tags)]);
}

export function tagsOf(stored: string): (typeof MOOD_TAGS)[number][] {
  return jsonList(stored).map((tag) => storedEnum(MOOD_TAGS, tag, 'entries.tags'));
}
