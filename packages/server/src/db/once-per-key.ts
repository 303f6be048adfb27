/**
 * A create under an idempotency key (a dose's tap, an entry's save): the record kept first for the key is answered
 * again, and a repeat racing the first attempt, whatever it loses on, answers the winner. Without a key every call
 * creates.
 */
import type { DbOrTx } from './schema.js';

export async function oncePerKey<Row, Answer>(
  key: string | null,
  steps: { find: (key: string) => Promise<Row | undefined>; answer: (row: Row) => Promise<Answer>; create: () => Promise<Answer> },
): Promise<Answer> {
  if (key !== null) {
    const earlier = await steps.find(key);
    if (earlier) return steps.answer(earlier);
  }
  try {
    return await steps.create();
  } catch (error) {
    // A repeat racing the first attempt loses on the unique index, or on a rule the winner's record now trips (an
    // overlap, a cap): either way the winner is there under the key, and it is the answer.
    const winner = key !== null ? await steps.find(key) : undefined;
    if (!winner) throw error;
    return steps.answer(winner);
  }
}

/** The tables whose creates keep their idempotency key beside the row (migrations 0027 and 0028; doses and entries have their own). */
export type KeyedTable = 'substances' | 'goals' | 'focus_aids' | 'experiments' | 'focus_sessions' | 'custom_conditions' | 'factors' | 'mood_tags';

/** The id of the user's row made under `key` in `table`, if there is one. */
export async function idForKey(db: DbOrTx, table: KeyedTable, userId: string, key: string): Promise<string | undefined> {
  const row = await db.selectFrom(table).select('id').where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  return row?.id;
}
