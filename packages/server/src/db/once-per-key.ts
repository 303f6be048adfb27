/**
 * A create under an idempotency key (a dose's tap, an entry's save): the record kept first for the key is answered
 * again, and a repeat racing the first attempt, which loses on the unique index, answers the winner. Without a key
 * every call creates.
 */
import { isUniqueViolation } from './constraint-errors.js';

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
    const winner = key !== null && isUniqueViolation(error) ? await steps.find(key) : undefined;
    if (!winner) throw error;
    return steps.answer(winner);
  }
}
