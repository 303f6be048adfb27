/**
 * Interaction checks: results from the curated knowledge base shipped with the product, each with its public source.
 */
import { z } from 'zod';
import { SUBSTANCE_LIMITS, SUBSTANCE_TYPES } from './substances.js';

export const RISK_LEVELS = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** CRITICAL and HIGH show as critical, MEDIUM as moderate, LOW as mild. */
export const RISK_GROUPS: Record<RiskLevel, 'critical' | 'moderate' | 'mild'> = {
  CRITICAL: 'critical',
  HIGH: 'critical',
  MEDIUM: 'moderate',
  LOW: 'mild',
};
export const URGENCY_BY_RISK = { CRITICAL: 'immediate', HIGH: 'soon', MEDIUM: 'routine', LOW: 'informational' } as const;

const sourceSchema = z.object({ name: z.string(), url: z.string() });
const timingSchema = z.object({ separateHours: z.number(), detail: z.string().nullable() });

const ruleMatchSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(RISK_LEVELS),
  effect: z.string(),
  mechanism: z.string(),
  recommendation: z.string(),
  timing: timingSchema.nullable(),
  sources: z.array(sourceSchema),
});
export type RuleMatchResult = z.infer<typeof ruleMatchSchema>;

/** Rule ids of duplicates start with these, followed by the substance or class id. */
export const DUPLICATE_RULE_PREFIXES = { ingredient: 'duplicate-ingredient-', class: 'duplicate-class-' } as const;

/** One item's share of a duplicated ingredient, in the finding's unit. */
const duplicateAmountSchema = z.object({
  /** The ingredient in one dose of the item; null when the item does not say. */
  perDose: z.number().nullable(),
  /** Doses of the item logged today (the user's calendar day); null when not looked at (a name being typed). */
  dosesToday: z.number().int().nullable(),
  /** The ingredient in today's logged doses; null when unknown. */
  today: z.number().nullable(),
});

/**
 * What a duplicate doubles: the same ingredient in both items, or two medicines of one class whose labels
 * warn against combining them. Amounts are per dose as the items state them and from the doses logged today; the
 * inventory keeps no doses a day, so no daily amount is guessed.
 */
export const duplicateSchema = z.object({
  kind: z.enum(['ingredient', 'class']),
  /** The substance id or class id, as in the rule id. */
  id: z.string(),
  /** "acetaminophen", or "NSAIDs (anti-inflammatory pain relievers)". */
  label: z.string(),
  /** The ingredients through which each item counts, in the order of the pair's substances. */
  ingredients: z.tuple([z.array(z.string()), z.array(z.string())]),
  /** Per item, in the order of the pair's substances; null for a class (different medicines do not add up). */
  amounts: z.tuple([duplicateAmountSchema, duplicateAmountSchema]).nullable(),
  /** The unit of every amount ("mg" for any weight); null when none is known. */
  unit: z.string().nullable(),
  /** One dose of each together; null unless both are known. */
  perDoseTotal: z.number().nullable(),
  /** Today's logged doses of both together; null unless something was logged today and every amount is known. */
  todayTotal: z.number().nullable(),
  /** The label's most a day for adults, with its sources; null when none is kept for the ingredient. */
  dailyMaximum: z.object({ amount: z.number(), unit: z.literal('mg'), sources: z.array(sourceSchema) }).nullable(),
  /** A known total (today's, or one dose of each) is above the daily maximum. */
  overMaximum: z.boolean(),
});
export type DuplicateResult = z.infer<typeof duplicateSchema>;

/** A rule match between two items; a duplicate carries what it doubles. */
const pairRuleMatchSchema = ruleMatchSchema.extend({ duplicate: duplicateSchema.optional() });
export type PairRuleMatchResult = z.infer<typeof pairRuleMatchSchema>;

const itemRefSchema = z.object({ id: z.string(), name: z.string(), substanceType: z.enum(SUBSTANCE_TYPES).nullable() });
export type ItemRefResult = z.infer<typeof itemRefSchema>;

/** One interacting pair; `substance` is the second item, as a result shows one substance. */
const pairInteractionSchema = z.object({
  id: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  substances: z.tuple([itemRefSchema, itemRefSchema]),
  substance: z.object({ name: z.string(), substanceType: z.enum(SUBSTANCE_TYPES).nullable() }),
  interaction: z.object({ effect: z.string(), recommendation: z.string() }),
  recommendation: z.string(),
  rules: z.array(pairRuleMatchSchema),
});
export type PairInteractionResult = z.infer<typeof pairInteractionSchema>;

/** A rule about one item and everyday life (foods, drinks, lab tests, nutrient stores). */
const itemWarningSchema = z.object({
  id: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  substance: itemRefSchema,
  concerns: z.object({ kind: z.enum(['diet', 'lab-test', 'nutrient-status']), label: z.string() }),
  interaction: z.object({ effect: z.string(), recommendation: z.string() }),
  recommendation: z.string(),
  rules: z.array(ruleMatchSchema),
});

/**
 * One item of which something was not checked, because it matched nothing in the knowledge base: the whole item,
 * its own name (then only its listed ingredients were checked), and/or some of its ingredients. Not checked is
 * not the same as safe, so every view lists these.
 */
const uncheckedItemSchema = z.object({
  item: itemRefSchema,
  /** Neither the name nor any ingredient matched; the item is also listed in `unrecognized`. */
  wholeItem: z.boolean(),
  /** Whether the item's own name matched; when it did not, only its listed ingredients were checked. */
  nameRecognized: z.boolean(),
  /** The item's ingredients that matched nothing, as the user wrote them. */
  uncheckedIngredients: z.array(z.string()),
});
export type UncheckedItemResult = z.infer<typeof uncheckedItemSchema>;

/**
 * A report lists at most this many rule matches across its interactions: a real inventory has a few dozen, and
 * 100 items of 50 ingredients that all interact would otherwise make an answer of over 100 MB.
 */
export const MAX_REPORTED_RULE_MATCHES = 1000;

export const interactionReportSchema = z.object({
  hasInteraction: z.boolean(),
  highestRisk: z.enum(RISK_LEVELS).nullable(),
  interactions: z.array(pairInteractionSchema),
  warnings: z.array(itemWarningSchema),
  /** Items the knowledge base could not place at all: not checked, which is not the same as safe. */
  unrecognized: z.array(itemRefSchema),
  /** Every item with a name or an ingredient that matched nothing (a superset of `unrecognized`). */
  unchecked: z.array(uncheckedItemSchema),
  /**
   * Interactions found but left out of `interactions` because the list is too long to send whole (more than
   * MAX_REPORTED_RULE_MATCHES rules in all); the most severe are kept. Zero almost always.
   */
  interactionsNotShown: z.number().int().min(0),
  disclaimer: z.string(),
});
export type InteractionReportResult = z.infer<typeof interactionReportSchema>;

export const bulkCheckRequestSchema = z.object({
  substanceIds: z.array(z.string().min(1).max(100)).min(2, 'Choose at least two substances').max(SUBSTANCE_LIMITS.items),
});

export const pairCheckRequestSchema = z.object({
  substance1Id: z.string().min(1).max(100),
  substance2Id: z.string().min(1).max(100),
});
export const pairCheckResponseSchema = z.object({
  hasInteraction: z.boolean(),
  interaction: pairInteractionSchema.nullable(),
  potentialInteractions: z.array(pairRuleMatchSchema),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  urgency: z.enum(['immediate', 'soon', 'routine', 'informational']).nullable(),
  /** True when the two named substances themselves meet in a rule, not only through their classes. */
  directInteraction: z.boolean(),
  recommendation: z.string(),
  unrecognized: z.array(itemRefSchema),
  unchecked: z.array(uncheckedItemSchema),
  disclaimer: z.string(),
});
export type PairCheckResult = z.infer<typeof pairCheckResponseSchema>;

/** The form's check of a name being typed against what the user already has. */
const typedAmountSchema = z.object({
  amount: z.number().finite().min(0).max(SUBSTANCE_LIMITS.maxDosage),
  unit: z.string().trim().min(1).max(SUBSTANCE_LIMITS.unit),
});
export const nameCheckRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  substanceType: z.enum(SUBSTANCE_TYPES).optional(),
  ingredients: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  excludeId: z.string().min(1).max(100).optional(),
  /** The amounts typed in the form (its dosage and unit, and its ingredients'), so a duplicate can add them up. */
  amounts: z
    .object({
      dose: typedAmountSchema.nullable().default(null),
      ingredients: z
        .array(typedAmountSchema.extend({ name: z.string().trim().min(1).max(200) }))
        .max(SUBSTANCE_LIMITS.ingredients)
        .default([]),
    })
    .optional(),
});
/** The id the name being typed carries in the check-name report (its pairs, warnings and unchecked entries). */
export const NAME_CHECK_DRAFT_ID = 'draft';
export const nameCheckResponseSchema = interactionReportSchema.extend({ recognized: z.boolean() });

/**
 * The help assistant's interaction question (docs/decisions.md): the assistant recognises the question
 * locally by keyword matching and sends only its text; the server finds the medicine and supplement names in it and
 * checks them against each other with the interaction engine.
 */
export const INTERACTION_QUESTION_MAX_CHARS = 500;
/** The most names one question is checked for; more are left out, in the order they appear. */
export const INTERACTION_QUESTION_MAX_NAMES = 6;
export const interactionQuestionRequestSchema = z.object({
  text: z.string().trim().min(1, 'Type a question').max(INTERACTION_QUESTION_MAX_CHARS, `At most ${INTERACTION_QUESTION_MAX_CHARS} characters`),
});
export const interactionQuestionResponseSchema = z.object({
  /** The names found in the question, in order, each with whether the interaction check could place it. */
  names: z.array(z.object({ name: z.string(), substanceType: z.enum(SUBSTANCE_TYPES), checked: z.boolean() })),
  /** The names checked against each other: pairs, single-item warnings, and what was not checked. */
  report: interactionReportSchema,
});
export type InteractionQuestionResult = z.infer<typeof interactionQuestionResponseSchema>;

export const healthcareReportSchema = z.object({
  generatedAt: z.string(),
  date: z.string(),
  patient: z.object({ name: z.string(), email: z.string() }),
  substances: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      brand: z.string().nullable(),
      substanceType: z.enum(SUBSTANCE_TYPES),
      dosage: z.number().nullable(),
      unit: z.string().nullable(),
      productForm: z.string().nullable(),
      prescribedBy: z.string().nullable(),
      pharmacy: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  report: interactionReportSchema,
});
export type HealthcareReport = z.infer<typeof healthcareReportSchema>;

export const NO_INTERACTION_RECOMMENDATION =
  'No interaction is listed in our knowledge base for this combination. That is not a guarantee: ask your pharmacist if unsure.';
