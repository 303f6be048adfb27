/**
 * The substance inventory: five types kept in three API collections, with ingredients and market-specific regulatory
 * fields.
 */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';
import { runOutSchema } from './schedules.js';
import { withoutControlCharacters } from './name-rule.js';

export const SUBSTANCE_TYPES = ['PRESCRIPTION', 'OTC_MEDICATION', 'SUPPLEMENT', 'HERBAL', 'HOMEOPATHIC'] as const;
export type SubstanceType = (typeof SUBSTANCE_TYPES)[number];
export const SUBSTANCE_TYPE_LABELS: Record<SubstanceType, string> = {
  PRESCRIPTION: 'Prescription',
  OTC_MEDICATION: 'OTC Medication',
  SUPPLEMENT: 'Supplement',
  HERBAL: 'Herbal',
  HOMEOPATHIC: 'Homeopathic',
};
/** The types the supplement collection holds (`/api/supplements`); its default is SUPPLEMENT. */
export const SUPPLEMENT_COLLECTION_TYPES = ['SUPPLEMENT', 'HERBAL', 'HOMEOPATHIC'] as const;

export const HEALTH_CLAIMS = ['immune', 'energy', 'bones', 'heart', 'cognitive'] as const;
export const INGREDIENT_UNITS = ['mg', 'g', 'mcg', 'IU', 'ml', 'units', 'percentage'] as const;
export const MARKETS = ['US', 'EU', 'CA', 'AU', 'JP', 'INTL'] as const;
export type Market = (typeof MARKETS)[number];

/** A card warns of low supply at 7 or less; the dose picker of low stock below 10; expiring soon is 720 hours. */
export const LOW_SUPPLY_CARD_THRESHOLD = 7;
export const LOW_STOCK_DOSE_THRESHOLD = 10;
export const EXPIRING_SOON_HOURS = 720;

export const SUBSTANCE_LIMITS = {
  name: 200,
  brand: 200,
  category: 100,
  unit: 30,
  productForm: 50,
  notes: 2000,
  text: 200,
  ingredients: 50,
  /** Substances one person keeps; every interaction check reads them all, so the list must stay bounded. */
  items: 100,
  /** Names of one's own (not in the catalog) remembered for autocomplete. */
  customNames: 500,
  maxSupply: 100_000,
  maxRefills: 99,
  maxDosage: 1_000_000,
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const isoDate = z
  .string()
  .max(10, { message: 'Use a date like 2027-01-31', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2027-01-31', abort: true })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Not a real date');

/** Amounts with at most three decimals, as the form's step of 0.001 allows. */
const amount = z
  .number({ message: 'Must be a number' })
  .finite('Must be a number')
  .min(0, 'Must not be negative')
  .max(SUBSTANCE_LIMITS.maxDosage, 'Too large')
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, 'Use at most three decimals');

const ingredientSchema = z.object({
  name: withoutControlCharacters(z.string().trim().min(1, 'Ingredient name is required').max(SUBSTANCE_LIMITS.name)),
  amount: amount.default(0),
  unit: z.enum(INGREDIENT_UNITS, { message: `Unit must be one of ${INGREDIENT_UNITS.join(', ')}` }),
  form: optionalText(SUBSTANCE_LIMITS.text, 'Form'),
  percentage: z.number({ message: 'Must be a number' }).finite().min(0).max(100_000).nullable().optional(),
  standardized: z.boolean().default(false),
});

export const substanceInputSchema = z.object({
  name: withoutControlCharacters(
    z
      .string({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(SUBSTANCE_LIMITS.name, `Name must be at most ${SUBSTANCE_LIMITS.name} characters`),
  ),
  brand: optionalText(SUBSTANCE_LIMITS.brand, 'Brand'),
  category: optionalText(SUBSTANCE_LIMITS.category, 'Category'),
  dosage: amount.nullable().optional(),
  unit: optionalText(SUBSTANCE_LIMITS.unit, 'Unit'),
  productForm: optionalText(SUBSTANCE_LIMITS.productForm, 'Product form'),
  notes: optionalText(SUBSTANCE_LIMITS.notes, 'Notes'),
  expirationDate: isoDate.nullable().optional(),
  remainingSupply: z
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Must not be negative')
    .max(SUBSTANCE_LIMITS.maxSupply)
    .nullable()
    .optional(),
  prescribedBy: optionalText(SUBSTANCE_LIMITS.text, 'Prescriber'),
  pharmacy: optionalText(SUBSTANCE_LIMITS.text, 'Pharmacy'),
  refillsRemaining: z
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Must not be negative')
    .max(SUBSTANCE_LIMITS.maxRefills)
    .nullable()
    .optional(),
  extractRatio: optionalText(SUBSTANCE_LIMITS.text, 'Extract ratio'),
  standardization: optionalText(SUBSTANCE_LIMITS.text, 'Standardization'),
  potency: optionalText(SUBSTANCE_LIMITS.text, 'Potency'),
  crudeEquivalent: amount.nullable().optional(),
  regulatoryNumber: optionalText(SUBSTANCE_LIMITS.text, 'Registration number'),
  licenseHolder: optionalText(SUBSTANCE_LIMITS.text, 'License holder'),
  healthClaim: z
    .enum(HEALTH_CLAIMS, { message: `Health claim must be one of ${HEALTH_CLAIMS.join(', ')}` })
    .nullable()
    .optional(),
  allergenInfo: optionalText(SUBSTANCE_LIMITS.text, 'Allergen information'),
  ingredients: z.array(ingredientSchema).max(SUBSTANCE_LIMITS.ingredients, `At most ${SUBSTANCE_LIMITS.ingredients} ingredients`).default([]),
});
export type SubstanceInput = z.input<typeof substanceInputSchema>;

/** The supplement collection also takes the type: SUPPLEMENT (default), HERBAL or HOMEOPATHIC. */
export const supplementInputSchema = substanceInputSchema.extend({
  substanceType: z.enum(SUPPLEMENT_COLLECTION_TYPES, { message: 'Type must be SUPPLEMENT, HERBAL or HOMEOPATHIC' }).default('SUPPLEMENT'),
});
export type SupplementInput = z.input<typeof supplementInputSchema>;
/** PUT of a supplement-collection item: without a type it keeps its own (a Herbal item edited without one stays Herbal). */
export const updateSupplementRequestSchema = substanceInputSchema.extend({
  substanceType: z.enum(SUPPLEMENT_COLLECTION_TYPES, { message: 'Type must be SUPPLEMENT, HERBAL or HOMEOPATHIC' }).optional(),
});

/**
 * POST of a substance: its fields, with the key its form chose for this save (`idempotency-key.ts`): a save sent again
 * after its answer was lost answers the substance kept the first time instead of adding it twice.
 */
export const createSubstanceRequestSchema = substanceInputSchema.extend({ idempotencyKey: idempotencyKeySchema.optional() });
export const createSupplementRequestSchema = supplementInputSchema.extend({ idempotencyKey: idempotencyKeySchema.optional() });
/** A key sent again with a substance of another collection (a client's mistake): refused, never answered with it. */
export const SUBSTANCE_KEY_REUSED_MESSAGE = 'This idempotency key was already used for another substance';

const ingredientSchemaOut = z.object({
  name: z.string(),
  amount: z.number(),
  unit: z.enum(INGREDIENT_UNITS),
  form: z.string().nullable(),
  percentage: z.number().nullable(),
  standardized: z.boolean(),
});
export type Ingredient = z.infer<typeof ingredientSchemaOut>;

export const substanceSchema = z.object({
  id: z.string(),
  substanceType: z.enum(SUBSTANCE_TYPES),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  dosage: z.number().nullable(),
  unit: z.string().nullable(),
  productForm: z.string().nullable(),
  notes: z.string().nullable(),
  expirationDate: z.string().nullable(),
  remainingSupply: z.number().nullable(),
  totalDoses: z.number(),
  prescribedBy: z.string().nullable(),
  pharmacy: z.string().nullable(),
  refillsRemaining: z.number().nullable(),
  extractRatio: z.string().nullable(),
  standardization: z.string().nullable(),
  potency: z.string().nullable(),
  crudeEquivalent: z.number().nullable(),
  regulatoryNumber: z.string().nullable(),
  licenseHolder: z.string().nullable(),
  healthClaim: z.enum(HEALTH_CLAIMS).nullable(),
  allergenInfo: z.string().nullable(),
  ingredients: z.array(ingredientSchemaOut),
  /** When the supply runs out at the expected use (schedules.ts); null without a supply or without use to go by. */
  runOut: runOutSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Substance = z.infer<typeof substanceSchema>;

export const substanceListSchema = z.array(substanceSchema);
export const substanceIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const expirationAlertSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  substanceType: z.enum(SUBSTANCE_TYPES),
  expirationDate: z.string(),
  daysUntilExpiration: z.number(),
  status: z.enum(['expired', 'expiring']),
});
export const expirationAlertsResponseSchema = z.object({
  expired: z.array(expirationAlertSchema),
  expiringSoon: z.array(expirationAlertSchema),
});
export type ExpirationAlerts = z.infer<typeof expirationAlertsResponseSchema>;

/**
 * An autocomplete suggestion (name, category, isExisting shown as 'In your library'). `type` is the item type
 * the name is for: prescriptions and OTC medications get medicines, shown brand and generic together;
 * without it the suggestions are supplement names, as before.
 */
export const autocompleteQuerySchema = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  type: z.enum(SUBSTANCE_TYPES).default('SUPPLEMENT'),
});
const autocompleteSuggestionSchema = z.object({
  name: z.string(),
  category: z.string().nullable(),
  isExisting: z.boolean(),
  /** A medicine's brand, which choosing the suggestion puts in the form's brand field. */
  brand: z.string().optional(),
  /** How the suggestion is shown when that differs from `name`, e.g. "Zoloft (sertraline)". */
  label: z.string().optional(),
});
export const autocompleteResponseSchema = z.object({ suggestions: z.array(autocompleteSuggestionSchema) });
export type AutocompleteSuggestion = z.infer<typeof autocompleteSuggestionSchema>;

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_DEFAULT_LIMIT = 10;
/** Part 1 §9: a name box shows at most 8 distinct suggestions of the 10 it asks for. */
export const NAME_SUGGESTIONS_SHOWN = 8;
export const INTERACTION_CHECK_MIN_CHARS = 3;
export const INTERACTION_CHECK_DEBOUNCE_MS = 500;

export const supplementNameRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(SUBSTANCE_LIMITS.name),
});
export const supplementNameValidationSchema = z.object({
  name: z.string(),
  normalizedName: z.string(),
  valid: z.boolean(),
  isKnown: z.boolean(),
  isExisting: z.boolean(),
  category: z.string().nullable(),
  suggestions: z.array(z.string()),
  message: z.string().nullable(),
});
export const findOrCreateNameRequestSchema = z.object({
  name: withoutControlCharacters(z.string().trim().min(1, 'Name is required').max(SUBSTANCE_LIMITS.name)),
  category: z.string().trim().max(SUBSTANCE_LIMITS.category).optional(),
});
export const findOrCreateNameResponseSchema = z.object({
  name: z.string(),
  category: z.string().nullable(),
  created: z.boolean(),
});

export const SUBSTANCE_MESSAGES = {
  loadAuth: 'Please log in to view your substances.',
  loadNetwork: 'Unable to connect to server. Please check your internet connection.',
  loadOther: 'Failed to load substances. Please try again.',
  saveFailed: 'Failed to save substance. Please try again.',
  deleteFailed: 'Failed to delete substance. Please try again.',
  emptyFiltered: 'No substances match your current filters.',
  emptyAll: 'Get started by adding your first prescription, OTC medication, or supplement.',
  searchPlaceholder: 'Search substances...',
  notFound: 'Substance not found',
  tooManyNames: `You can keep up to ${SUBSTANCE_LIMITS.customNames} names of your own. Pick a name from the suggestions instead.`,
  tooMany: `You can keep up to ${SUBSTANCE_LIMITS.items} substances. Delete one you no longer use before adding another.`,
} as const;

/** GET /daily/supplements: the substances offered for dose logging (remainingSupply above 0 or unknown). */
export const dailySupplementsResponseSchema = z.object({ supplements: z.array(substanceSchema) });
