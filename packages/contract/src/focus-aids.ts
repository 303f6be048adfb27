/** Focus aids: shipped defaults plus the user's own. */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';
import { withoutControlCharacters } from './name-rule.js';
import { PERIODS } from './periods.js';

export const FOCUS_AID_CATEGORIES = ['physical', 'audio', 'environment', 'technique', 'break', 'other'] as const;
export type FocusAidCategory = (typeof FOCUS_AID_CATEGORIES)[number];
export const DEFAULT_FOCUS_AID_ICON = '🎯';

/**
 * The ids of the built-in aids every user has (the server's default-aids.ts holds their names and texts). The API
 * still answers each with its emoji `icon`; the web draws its own SVG for these ids instead, because an emoji is an
 * empty box on a device without an emoji font. A custom aid keeps the emoji its user chose.
 */
export const DEFAULT_FOCUS_AID_IDS = [
  'default-fidget',
  'default-walk',
  'default-standing-desk',
  'default-noise-cancelling',
  'default-brown-noise',
  'default-instrumental-music',
  'default-clear-desk',
  'default-phone-away',
  'default-body-doubling',
  'default-pomodoro',
  'default-task-list',
  'default-time-blocking',
  'default-stretch-break',
  'default-water-snack',
  'default-fresh-air',
  'default-caffeine',
] as const;
export type DefaultFocusAidId = (typeof DEFAULT_FOCUS_AID_IDS)[number];

const defaultAidIds: ReadonlySet<string> = new Set(DEFAULT_FOCUS_AID_IDS);
export function isDefaultFocusAidId(id: string): id is DefaultFocusAidId {
  return defaultAidIds.has(id);
}

/** The custom aid's icon palette of 20 emoji (free entry is allowed too). */
export const FOCUS_AID_ICON_PALETTE = [
  '🎯',
  '🎧',
  '🎵',
  '☕',
  '🍵',
  '💧',
  '🚶',
  '🧘',
  '🏃',
  '🌳',
  '💡',
  '📝',
  '⏰',
  '📵',
  '🧩',
  '🤹',
  '🛋️',
  '🌬️',
  '🍎',
  '✨',
] as const;

export type FocusAidPaletteIcon = (typeof FOCUS_AID_ICON_PALETTE)[number];

/**
 * A word for each palette emoji, shown under it in the picker: on a device without an emoji font the emoji is an
 * empty box, and the word still says what it is.
 */
export const FOCUS_AID_ICON_NAMES: Record<FocusAidPaletteIcon, string> = {
  '🎯': 'Target',
  '🎧': 'Headset',
  '🎵': 'Music',
  '☕': 'Coffee',
  '🍵': 'Tea',
  '💧': 'Water',
  '🚶': 'Walk',
  '🧘': 'Meditate',
  '🏃': 'Run',
  '🌳': 'Tree',
  '💡': 'Idea',
  '📝': 'Notes',
  '⏰': 'Alarm',
  '📵': 'No phone',
  '🧩': 'Puzzle',
  '🤹': 'Juggle',
  '🛋️': 'Sofa',
  '🌬️': 'Breeze',
  '🍎': 'Apple',
  '✨': 'Sparkles',
};

/** Custom aids one person keeps; the Daily tab lists them all, so the list must stay bounded. */
export const MAX_CUSTOM_FOCUS_AIDS = 100;

export const FOCUS_AID_MESSAGES = {
  nameRequired: 'Focus aid name is required',
  loadFailed: 'Failed to load focus aids',
  updateFailed: 'Failed to update focus aid',
  createFailed: 'Failed to create focus aid',
  empty: 'No focus aids available',
  notFound: 'Focus aid not found',
  defaultNotDeletable: 'Built-in focus aids cannot be deleted. Hide them instead.',
  defaultNotEditable: 'Built-in focus aids can only be shown or hidden.',
  noEffectivenessData: 'No focus aids data yet...',
  tooMany: `You can keep up to ${MAX_CUSTOM_FOCUS_AIDS} custom focus aids. Delete one you no longer use before creating another.`,
} as const;

/** Lengths the server accepts; the web's fields stop at the same numbers. */
export const FOCUS_AID_LIMITS = { name: 80, description: 300, icon: 16 } as const;

const iconSchema = z
  .string()
  .trim()
  .min(1, 'Choose an icon')
  // abort: the grapheme count below walks the whole string, so a longer one must never reach it.
  .max(FOCUS_AID_LIMITS.icon, { message: 'The icon must be a single emoji or a few characters', abort: true })
  .refine((v) => [...new Intl.Segmenter().segment(v)].length <= 2, 'The icon must be a single emoji or a few characters');

export const createFocusAidRequestSchema = z.object({
  name: withoutControlCharacters(
    z
      .string({ message: FOCUS_AID_MESSAGES.nameRequired })
      .trim()
      .min(1, FOCUS_AID_MESSAGES.nameRequired)
      .max(FOCUS_AID_LIMITS.name, `Name must be at most ${FOCUS_AID_LIMITS.name} characters`),
  ),
  icon: iconSchema.default(DEFAULT_FOCUS_AID_ICON),
  category: z.enum(FOCUS_AID_CATEGORIES, { message: `Category must be one of ${FOCUS_AID_CATEGORIES.join(', ')}` }).default('other'),
  description: z.string().trim().max(FOCUS_AID_LIMITS.description, `Description must be at most ${FOCUS_AID_LIMITS.description} characters`).optional(),
  /** The key the dialog chose for this save (`idempotency-key.ts`): a save sent again keeps one aid. */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type CreateFocusAidRequest = z.input<typeof createFocusAidRequestSchema>;

export const updateFocusAidRequestSchema = z.object({
  name: withoutControlCharacters(z.string().trim().min(1, FOCUS_AID_MESSAGES.nameRequired).max(FOCUS_AID_LIMITS.name)).optional(),
  icon: iconSchema.optional(),
  category: z.enum(FOCUS_AID_CATEGORIES).optional(),
  description: z.string().trim().max(FOCUS_AID_LIMITS.description).nullable().optional(),
  isActive: z.boolean().optional(),
});

export const focusAidSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  category: z.enum(FOCUS_AID_CATEGORIES),
  description: z.string().nullable(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
});
export type FocusAid = z.infer<typeof focusAidSchema>;

export const focusAidListsSchema = z.object({
  default: z.array(focusAidSchema),
  custom: z.array(focusAidSchema),
  all: z.array(focusAidSchema),
});
export type FocusAidLists = z.infer<typeof focusAidListsSchema>;

export const batchToggleRequestSchema = z.object({
  focusAidIds: z.array(z.string().min(1).max(100)).min(1, 'Choose at least one focus aid').max(200),
});
export const focusAidIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const focusAidEffectivenessQuerySchema = z.object({
  period: z.enum(PERIODS).default('30days'),
  minUsage: z.coerce.number().int().min(1).max(1000).default(1),
});
const effectiveAidSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  usageCount: z.number(),
  avgProductivityScore: z.number().nullable(),
});
export type EffectiveAid = z.infer<typeof effectiveAidSchema>;
export const focusAidEffectivenessResponseSchema = z.object({ period: z.enum(PERIODS), aids: z.array(effectiveAidSchema) });

/** GET /daily/focus-aids: the aids the user has not hidden, for the Daily tab. */
export const dailyFocusAidsResponseSchema = z.object({ focusAids: z.array(focusAidSchema) });
