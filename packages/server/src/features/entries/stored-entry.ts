/**
 * An entry's ratings and mood tags as stored and as read back: one rule for the API and the backup alike. Tags are
 * JSON text of a list, each tag once. The set of tags is per user (the eight and the user's own, mood-tags), so the
 * entries service checks a tag when it is written; reading keeps every stored one, a deleted custom tag included.
 */
import { jsonList } from '../../backup/stored-values.js';
import type { EntryRow } from './repository.js';

export function storedTags(tags: readonly string[]): string {
  return JSON.stringify([...new Set(tags)]);
}

export function tagsOf(stored: string): string[] {
  return jsonList(stored);
}

type RatingColumn = 'overall_rating' | 'focus_level' | 'task_initiation' | 'restlessness' | 'productivity' | 'energy' | 'mood' | 'anxiety';

interface Ratings {
  overallRating: number | null;
  focusLevel: number | null;
  taskInitiation: number | null;
  restlessness: number | null;
  productivity: number | null;
  energy: number | null;
  mood: number | null;
  anxiety: number | null;
}

/** The eight ratings of a stored entry; an unrated metric is null (missing, never zero). */
export function ratingsOf(row: Pick<EntryRow, RatingColumn>): Ratings {
  return {
    overallRating: row.overall_rating,
    focusLevel: row.focus_level,
    taskInitiation: row.task_initiation,
    restlessness: row.restlessness,
    productivity: row.productivity,
    energy: row.energy,
    mood: row.mood,
    anxiety: row.anxiety,
  };
}

/** The stored columns of the ratings given; a rating left out is stored as null. */
export function ratingColumns(ratings: { [K in keyof Ratings]?: number | null | undefined }): Pick<EntryRow, RatingColumn> {
  return {
    overall_rating: ratings.overallRating ?? null,
    focus_level: ratings.focusLevel ?? null,
    task_initiation: ratings.taskInitiation ?? null,
    restlessness: ratings.restlessness ?? null,
    productivity: ratings.productivity ?? null,
    energy: ratings.energy ?? null,
    mood: ratings.mood ?? null,
    anxiety: ratings.anxiety ?? null,
  };
}
