/**
 * The open substance form as the user's draft in this browser (lib/drafts.ts): kept while it has changes, so a
 * reload, a closed tab or an expired session never loses a half-typed prescription; the Substances tab opens the
 * form again with it. Saving, Discard and signing out remove it. A stored draft is checked field by field, and
 * anything malformed is dropped (null), so a bad draft never breaks the form.
 */
import { HEALTH_CLAIMS, INGREDIENT_UNITS, REMINDER_CHANNELS, SCHEDULE_WEEKDAYS, SUBSTANCE_TYPES, type SubstanceType } from '@wellness/contract';
import { isRecord, isString } from '@/lib/json-guards';
import type { ScheduleFormValues } from './schedule/schedule-form-values';
import { NUMBER_FIELDS, TEXT_FIELDS, emptyFormValues, newIngredientDraft, type IngredientDraft, type SubstanceFormValues } from './substance-form-values';

export const SUBSTANCE_FORM_DRAFT_NAME = 'substance-form';
/** The last save attempt of a new item, kept beside its draft (lib/use-kept-save-attempt.ts). */
export const SUBSTANCE_SAVE_ATTEMPT_NAME = 'substance-form.save-attempt';

export interface SubstanceFormDraft {
  type: SubstanceType;
  /** The item being edited, or null for a new one. */
  editingId: string | null;
  /** The item once added when its schedule then failed: saving again updates it rather than adding it twice. */
  savedId: string | null;
  values: SubstanceFormValues;
  /** The schedule's values, when they were changed. */
  schedule: ScheduleFormValues | null;
}

const isIdOrNull = (value: unknown): value is string | null => value === null || (isString(value) && value !== '');
const oneOf = <T extends string>(options: readonly T[], value: unknown): value is T => isString(value) && (options as readonly string[]).includes(value);
const listOf = <T extends string>(options: readonly T[], value: unknown): value is T[] => Array.isArray(value) && value.every((item) => oneOf(options, item));

function parseIngredient(stored: unknown): IngredientDraft | null {
  if (!isRecord(stored)) return null;
  const { name, amount, unit, form, percentage, standardized } = stored;
  if (!isString(name) || !isString(amount) || !oneOf(INGREDIENT_UNITS, unit) || !isString(form) || !isString(percentage) || typeof standardized !== 'boolean')
    return null;
  // Row keys are this page's own: a restored row gets a new one.
  return { ...newIngredientDraft(), name, amount, unit, form, percentage, standardized };
}

function parseValues(stored: unknown): SubstanceFormValues | null {
  if (!isRecord(stored) || !Array.isArray(stored.ingredients)) return null;
  const values = emptyFormValues();
  for (const field of [...TEXT_FIELDS, ...NUMBER_FIELDS]) {
    const value = stored[field];
    if (!isString(value)) return null;
    values[field] = value;
  }
  const claim = stored.healthClaim;
  if (claim !== '' && !oneOf(HEALTH_CLAIMS, claim)) return null;
  values.healthClaim = claim;
  const ingredients = stored.ingredients.map(parseIngredient);
  if (ingredients.some((row) => row === null)) return null;
  values.ingredients = ingredients.filter((row): row is IngredientDraft => row !== null);
  return values;
}

const SCHEDULE_TEXTS = [
  'everyNDays',
  'amount',
  'startDate',
  'endDate',
  'repeatEveryMinutes',
  'giveUpAfterMinutes',
  'quietFrom',
  'quietTo',
  'refillLeadDays',
] as const;

function parseSchedule(stored: unknown): ScheduleFormValues | null {
  if (!isRecord(stored)) return null;
  const { mode, times, repeat, weekdays, remindersEnabled, channels, quietHoursOn } = stored;
  if (!oneOf(['none', 'fixed', 'as-needed'] as const, mode) || !oneOf(['daily', 'weekdays', 'interval'] as const, repeat)) return null;
  if (!Array.isArray(times) || !times.every(isString) || !listOf(SCHEDULE_WEEKDAYS, weekdays) || !listOf(REMINDER_CHANNELS, channels)) return null;
  if (typeof remindersEnabled !== 'boolean' || typeof quietHoursOn !== 'boolean') return null;
  const texts: Partial<Record<(typeof SCHEDULE_TEXTS)[number], string>> = {};
  for (const field of SCHEDULE_TEXTS) {
    const value = stored[field];
    if (!isString(value)) return null;
    texts[field] = value;
  }
  return { ...(texts as Record<(typeof SCHEDULE_TEXTS)[number], string>), mode, times, repeat, weekdays, remindersEnabled, channels, quietHoursOn };
}

export function parseSubstanceFormDraft(stored: unknown): SubstanceFormDraft | null {
  if (!isRecord(stored) || !oneOf(SUBSTANCE_TYPES, stored.type) || !isIdOrNull(stored.editingId) || !isIdOrNull(stored.savedId)) return null;
  const values = parseValues(stored.values);
  const schedule = stored.schedule === null ? null : parseSchedule(stored.schedule);
  if (values === null || (stored.schedule !== null && schedule === null)) return null;
  return { type: stored.type, editingId: stored.editingId, savedId: stored.savedId, values, schedule };
}
