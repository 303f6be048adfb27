/**
 * Custom mood tags (issue 32): a user's own tags beside the spec's eight. An entry takes the eight and the user's
 * current custom tags; a deleted custom tag stays on the entries that carry it (history is not rewritten).
 */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';
import { hasControlCharacter, NAME_CONTROL_CHARACTER_MESSAGE } from './name-rule.js';

/** The spec's eight mood tags (part 1). */
export const MOOD_TAGS = ['Focused', 'Energetic', 'Clear', 'Productive', 'Calm', 'Motivated', 'Restless', 'Tired'] as const;

export const MOOD_TAG_LIMITS = { perUser: 20, name: 30 } as const;
/** The most tags one entry carries: the eight and every custom one. */
export const ENTRY_TAGS_MAX = MOOD_TAGS.length + MOOD_TAG_LIMITS.perUser;

export const MOOD_TAG_MESSAGES = {
  nameRequired: 'Tag name is required',
  duplicate: 'You already have this tag',
  tooMany: `You can keep up to ${MOOD_TAG_LIMITS.perUser} tags of your own`,
  notFound: 'Tag not found',
  unknownTag: 'Use one of the mood tags or one of your own tags',
} as const;

/** A tag's text anywhere (an entry's list, a backup): one line, bounded. */
export const moodTagTextSchema = z
  .string({ message: MOOD_TAG_MESSAGES.nameRequired })
  .max(MOOD_TAG_LIMITS.name * 4, { message: `A tag must be at most ${MOOD_TAG_LIMITS.name} characters`, abort: true })
  .trim()
  .min(1, MOOD_TAG_MESSAGES.nameRequired)
  .max(MOOD_TAG_LIMITS.name, `A tag must be at most ${MOOD_TAG_LIMITS.name} characters`)
  // The name rule (name-rule.ts), written out so the web's lazy-schema build recognises the chain as a schema.
  .refine((value) => !hasControlCharacter(value), NAME_CONTROL_CHARACTER_MESSAGE);

export const moodTagInputSchema = z.object({ name: moodTagTextSchema });
/** POST /api/mood-tags: the name, and the key its form chose for this save (`idempotency-key.ts`). */
export const createMoodTagRequestSchema = moodTagInputSchema.extend({ idempotencyKey: idempotencyKeySchema.optional() });
export type CreateMoodTagRequest = z.input<typeof createMoodTagRequestSchema>;
export const moodTagSchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export type MoodTag = z.infer<typeof moodTagSchema>;
export const moodTagListResponseSchema = z.object({ defaults: z.array(z.enum(MOOD_TAGS)), custom: z.array(moodTagSchema) });
export type MoodTagList = z.infer<typeof moodTagListResponseSchema>;
export const moodTagIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
