/**
 * GET /api/analytics/factor-effects?period=: how the user's own factors and ratings relate to each other and to
 * substances, same day and next day, every row decided in the one family of claims Analytics makes for the period
 * (weighted Benjamini–Hochberg, docs/analytics.md). Association, never cause.
 */
import { z } from 'zod';
import { CONCLUSIONS, EFFECT_TIMINGS, claimFamilySchema } from './analytics.js';
import { PERIODS } from './periods.js';
import { withheldSubstanceSchema } from './experiments.js';

/** What a row's predictor or outcome is: one of the user's factors, a rating metric, or (as a predictor) a substance. */
export const FACTOR_EFFECT_SUBJECTS = ['factor', 'rating', 'substance'] as const;
export type FactorEffectSubject = (typeof FACTOR_EFFECT_SUBJECTS)[number];

/**
 * The scale of `estimate`: `difference`, a yes-no predictor's adjusted difference (yes days minus no days) in the
 * outcome's units; `per-unit`, a numeric predictor's slope, the outcome's units per unit of the predictor; `g`, a
 * substance's effect on Hedges' g scale as elsewhere in Analytics.
 */
export const FACTOR_EFFECT_SCALES = ['difference', 'per-unit', 'g'] as const;
export type FactorEffectScale = (typeof FACTOR_EFFECT_SCALES)[number];

/**
 * `benefit`/`harm` when the outcome has a better direction (ratings always, factors when set); `higher`/`lower` when a
 * claim holds on an outcome that has none (caffeine, cycle day): more of the predictor goes with more (or less) of it.
 */
export const FACTOR_EFFECT_CONCLUSIONS = [...CONCLUSIONS, 'higher', 'lower'] as const;
export type FactorEffectConclusion = (typeof FACTOR_EFFECT_CONCLUSIONS)[number];

const interval = z.object({ low: z.number(), high: z.number() });

export const factorEffectRowSchema = z.object({
  /** The predictor: a factor's id, a rating metric's name (focusLevel…) or a substance's id, as `factorKind` says. */
  factor: z.string(),
  factorKind: z.enum(FACTOR_EFFECT_SUBJECTS),
  factorName: z.string(),
  /** The outcome: a rating metric's name or a factor's id. */
  outcome: z.string(),
  outcomeKind: z.enum(['factor', 'rating']),
  outcomeName: z.string(),
  /** same-day: the predictor's value and the outcome on one date; next-day: the outcome on the following date. */
  timing: z.enum(EFFECT_TIMINGS),
  scale: z.enum(FACTOR_EFFECT_SCALES),
  estimate: z.number().nullable(),
  /** The interval that agrees with the family's decision, at `intervalLevel` (the name is the API's, as elsewhere). */
  ci95: interval.nullable(),
  intervalLevel: z.number().nullable(),
  pValue: z.number().nullable(),
  adjustedP: z.number().nullable(),
  /** Days with both the predictor and the outcome. */
  days: z.number().int(),
  /**
   * The plain comparison behind the sentence: days on each side and the outcome's mean there. A yes-no predictor
   * splits into yes and no days, a numeric one at its median (`splitAt`, "under 6.5 h" against the rest).
   */
  split: z
    .object({
      splitAt: z.number().nullable(),
      lowDays: z.number().int(),
      highDays: z.number().int(),
      lowMean: z.number().nullable(),
      highMean: z.number().nullable(),
    })
    .nullable(),
  conclusion: z.enum(FACTOR_EFFECT_CONCLUSIONS),
  summary: z.string(),
});
export type FactorEffectRow = z.infer<typeof factorEffectRowSchema>;

export const factorEffectsResponseSchema = z.object({
  period: z.enum(PERIODS),
  rows: z.array(factorEffectRowSchema),
  /** The whole family the rows were decided in (substances' claims included). */
  family: claimFamilySchema,
  /** Substances left out while their experiment runs (no peeking). */
  withheld: z.array(withheldSubstanceSchema),
});
export type FactorEffectsResponse = z.infer<typeof factorEffectsResponseSchema>;
