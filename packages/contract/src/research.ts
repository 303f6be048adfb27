/**
 * The research library: real, verifiable public documents shipped with the product, each summarised in the product's
 * own words, with per-user read and bookmark marks. The evidence-kind texts say what each type of document can and
 * cannot show, so a review of many trials is never read as a single study.
 */
import { z } from 'zod';

export const RESEARCH_TYPES = ['fact-sheet', 'systematic-review', 'meta-analysis', 'rct', 'guideline', 'safety-communication', 'overview'] as const;
export type ResearchType = (typeof RESEARCH_TYPES)[number];

export const RESEARCH_TYPE_LABELS: Record<ResearchType, string> = {
  'fact-sheet': 'Fact sheet',
  'systematic-review': 'Systematic review',
  'meta-analysis': 'Meta-analysis',
  rct: 'Randomized trial',
  guideline: 'Guideline',
  'safety-communication': 'Safety communication',
  overview: 'Overview',
};

/** What kind of evidence each type is, in plain words: a review of trials is not a single study. */
export const RESEARCH_EVIDENCE_KINDS: Record<ResearchType, string> = {
  'fact-sheet': 'A reference page from a health agency that sums up what is known; it is not a study itself.',
  'systematic-review': 'A review that searched for every trial on the question and weighed them together; stronger than any single study.',
  'meta-analysis': 'A statistical pooling of many studies into one estimate; its strength depends on the quality of the studies it pools.',
  rct: 'A single randomized trial comparing the treatment with a control; one study, so its result needs confirming by others.',
  guideline: 'Recommendations from an expert body, based on its review of the evidence.',
  'safety-communication': 'A safety notice about risks reported in real-world use; it warns, it does not measure benefit.',
  overview: 'A plain-language or narrative overview; it describes the topic rather than testing a treatment.',
};

/** Default limits: updates 20, a substance's or condition's items 10. */
export const RESEARCH_LIMITS = { updatesDefault: 20, itemsDefault: 10, max: 50, itemId: 100 } as const;

export const RESEARCH_MESSAGES = {
  disclaimer: 'Not medical advice; talk to your clinician',
  itemNotFound: 'Research item not found',
  substanceNotFound: 'Supplement not found',
  conditionNotFound: 'Condition not found',
  // The product's own texts (the spec shows none for these).
  loadFailed: 'Failed to load research',
  bookmarkFailed: 'Failed to update the bookmark. Please try again.',
  noneForSubstance: 'No research in the library matches this item yet.',
  noneForCondition: 'No research in the library for this condition yet.',
  noBookmarks: 'No bookmarked research yet.',
  undated: 'Living page (no date shown)',
} as const;

export const researchItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  authors: z.string(),
  /** Publisher or journal. */
  source: z.string(),
  /** Publication year; null for a living web page that shows no date. */
  year: z.number().int().nullable(),
  type: z.enum(RESEARCH_TYPES),
  url: z.string(),
  summary: z.string(),
  /** The direction of the finding, so null results are visible as such. */
  finding: z.enum(['positive', 'mixed', 'null', 'safety', 'background']),
  substances: z.array(z.string()),
  conditions: z.array(z.object({ id: z.string(), name: z.string() })),
  isRead: z.boolean(),
  isBookmarked: z.boolean(),
  bookmarkedAt: z.string().nullable(),
});
export type ResearchItem = z.infer<typeof researchItemSchema>;

export const researchListResponseSchema = z.object({ items: z.array(researchItemSchema), disclaimer: z.string() });
export type ResearchListResponse = z.infer<typeof researchListResponseSchema>;

const limit = (fallback: number) => z.coerce.number().int().min(1).max(RESEARCH_LIMITS.max).default(fallback);

export const researchUpdatesQuerySchema = z.object({
  limit: limit(RESEARCH_LIMITS.updatesDefault),
  /** `true` (or `1`): only items the user has not opened; `false`, `0` or an empty value: every item. */
  unread: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export const researchItemsQuerySchema = z.object({ limit: limit(RESEARCH_LIMITS.itemsDefault) });
export const researchIdParamsSchema = z.object({ id: z.string().min(1).max(RESEARCH_LIMITS.itemId) });
export const researchItemParamsSchema = z.object({ itemId: z.string().min(1).max(RESEARCH_LIMITS.itemId) });

export const researchMarkResponseSchema = z.object({ itemId: z.string(), isRead: z.boolean(), isBookmarked: z.boolean() });
export type ResearchMarkResponse = z.infer<typeof researchMarkResponseSchema>;
