/**
 * Stored rows ⇄ backup records (contract `backup.ts`): one place that knows both shapes, so the export writes
 * exactly what the import reads back. Booleans are 0/1 and lists are JSON text in the database; true booleans and
 * arrays in the file. The owner's id never appears in a file.
 */
import type { Insertable, Selectable } from 'kysely';
import {
  CONDITION_CATEGORIES,
  ENTRY_TYPES,
  FOCUS_AID_CATEGORIES,
  GOAL_CATEGORIES,
  GOAL_PRIORITIES,
  GOAL_TARGET_TYPES,
  HEALTH_CLAIMS,
  INGREDIENT_UNITS,
  MOOD_TAGS,
  SESSION_TYPES,
  SUBSTANCE_TYPES,
  TIMES_OF_DAY,
  TRACKING_METRICS,
  type BackupEntry,
  type BackupSubstance,
  type backupAidVisibilitySchema,
  type backupCustomConditionSchema,
  type backupDoseSchema,
  type backupFocusAidSchema,
  type backupFocusSessionSchema,
  type backupGoalSchema,
  type backupSupplementNameSchema,
  type backupUserConditionSchema,
  type backupIngredientSchema,
} from '@wellness/contract';
import type { z } from 'zod';
import type {
  CustomConditionsTable,
  CustomSupplementNamesTable,
  DosesTable,
  EntriesTable,
  EntryFocusAidsTable,
  EntrySupplementsTable,
  FocusAidsTable,
  FocusAidVisibilityTable,
  FocusSessionsTable,
  GoalsTable,
  SubstanceIngredientsTable,
  SubstancesTable,
  UserConditionsTable,
} from '../../db/schema.js';
import { storedEnum, storedEnumOrNull } from '../../lib/stored-enum.js';

type Ingredient = z.infer<typeof backupIngredientSchema>;
type SupplementName = z.infer<typeof backupSupplementNameSchema>;
type Dose = z.infer<typeof backupDoseSchema>;
type FocusSession = z.infer<typeof backupFocusSessionSchema>;
type FocusAid = z.infer<typeof backupFocusAidSchema>;
type AidVisibility = z.infer<typeof backupAidVisibilitySchema>;
type CustomCondition = z.infer<typeof backupCustomConditionSchema>;
type UserCondition = z.infer<typeof backupUserConditionSchema>;
type Goal = z.infer<typeof backupGoalSchema>;

const bool = (value: number) => value === 1;
const bit = (value: boolean) => (value ? 1 : 0);

function jsonList(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
}

function jsonSettings(text: string): Record<string, string | number | boolean | null> {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

export function substanceRecord(row: Selectable<SubstancesTable>, ingredients: readonly Selectable<SubstanceIngredientsTable>[]): BackupSubstance {
  return {
    id: row.id,
    substanceType: storedEnum(SUBSTANCE_TYPES, row.substance_type, 'substance_type'),
    name: row.name,
    brand: row.brand,
    category: row.category,
    dosage: row.dosage,
    unit: row.unit,
    productForm: row.product_form,
    notes: row.notes,
    expirationDate: row.expiration_date,
    remainingSupply: row.remaining_supply,
    totalDoses: Number(row.total_doses),
    prescribedBy: row.prescribed_by,
    pharmacy: row.pharmacy,
    refillsRemaining: row.refills_remaining,
    extractRatio: row.extract_ratio,
    standardization: row.standardization,
    potency: row.potency,
    crudeEquivalent: row.crude_equivalent,
    regulatoryNumber: row.regulatory_number,
    licenseHolder: row.license_holder,
    healthClaim: storedEnumOrNull(HEALTH_CLAIMS, row.health_claim, 'health_claim'),
    allergenInfo: row.allergen_info,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ingredients: ingredients.map((i): Ingredient => ({
      id: i.id,
      position: i.position,
      name: i.name,
      amount: i.amount,
      unit: storedEnum(INGREDIENT_UNITS, i.unit, 'substance_ingredients.unit'),
      form: i.form,
      percentage: i.percentage,
      standardized: bool(i.standardized),
    })),
  };
}

export function substanceRow(userId: string, r: BackupSubstance, id: string): Insertable<SubstancesTable> {
  return {
    id,
    user_id: userId,
    substance_type: r.substanceType,
    name: r.name,
    brand: r.brand,
    category: r.category,
    dosage: r.dosage,
    unit: r.unit,
    product_form: r.productForm,
    notes: r.notes,
    expiration_date: r.expirationDate,
    remaining_supply: r.remainingSupply,
    total_doses: r.totalDoses,
    prescribed_by: r.prescribedBy,
    pharmacy: r.pharmacy,
    refills_remaining: r.refillsRemaining,
    extract_ratio: r.extractRatio,
    standardization: r.standardization,
    potency: r.potency,
    crude_equivalent: r.crudeEquivalent,
    regulatory_number: r.regulatoryNumber,
    license_holder: r.licenseHolder,
    health_claim: r.healthClaim,
    allergen_info: r.allergenInfo,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

export function ingredientRow(substanceId: string, r: Ingredient, id: string): Insertable<SubstanceIngredientsTable> {
  return {
    id,
    substance_id: substanceId,
    position: r.position,
    name: r.name,
    amount: r.amount,
    unit: r.unit,
    form: r.form,
    percentage: r.percentage,
    standardized: bit(r.standardized),
  };
}

export function supplementNameRecord(row: Selectable<CustomSupplementNamesTable>): SupplementName {
  return { id: row.id, name: row.name, normalizedName: row.normalized_name, category: row.category, createdAt: row.created_at };
}

export function supplementNameRow(userId: string, r: SupplementName, id: string): Insertable<CustomSupplementNamesTable> {
  return { id, user_id: userId, name: r.name, normalized_name: r.normalizedName, category: r.category, created_at: r.createdAt };
}

export function doseRecord(row: Selectable<DosesTable>): Dose {
  return {
    id: row.id,
    substanceId: row.substance_id,
    takenAt: row.taken_at,
    localDay: row.local_day,
    dosage: row.dosage,
    notes: row.notes,
    supplyTaken: bool(row.supply_taken),
    createdAt: row.created_at,
  };
}

export function doseRow(userId: string, r: Dose, id: string, substanceId: string): Insertable<DosesTable> {
  return {
    id,
    user_id: userId,
    substance_id: substanceId,
    taken_at: r.takenAt,
    local_day: r.localDay,
    dosage: r.dosage,
    notes: r.notes,
    supply_taken: bit(r.supplyTaken),
    created_at: r.createdAt,
  };
}

export function focusSessionRecord(row: Selectable<FocusSessionsTable>): FocusSession {
  return {
    id: row.id,
    sessionType: storedEnum(SESSION_TYPES, row.session_type, 'session_type'),
    startedAt: row.started_at,
    localDay: row.local_day,
    plannedMinutes: row.planned_minutes,
    notes: row.notes,
    pausedAt: row.paused_at,
    pausedMs: Number(row.paused_ms),
    endedAt: row.ended_at,
    durationSeconds: row.duration_seconds,
    productivity: row.productivity,
    createdAt: row.created_at,
  };
}

export function focusSessionRow(userId: string, r: FocusSession, id: string): Insertable<FocusSessionsTable> {
  return {
    id,
    user_id: userId,
    session_type: r.sessionType,
    started_at: r.startedAt,
    local_day: r.localDay,
    planned_minutes: r.plannedMinutes,
    notes: r.notes,
    paused_at: r.pausedAt,
    paused_ms: r.pausedMs,
    ended_at: r.endedAt,
    duration_seconds: r.durationSeconds,
    productivity: r.productivity,
    created_at: r.createdAt,
  };
}

export function focusAidRecord(row: Selectable<FocusAidsTable>): FocusAid {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    category: storedEnum(FOCUS_AID_CATEGORIES, row.category, 'focus_aids.category'),
    description: row.description,
    isActive: bool(row.is_active),
    createdAt: row.created_at,
  };
}

export function focusAidRow(userId: string, r: FocusAid, id: string): Insertable<FocusAidsTable> {
  return {
    id,
    user_id: userId,
    name: r.name,
    icon: r.icon,
    category: r.category,
    description: r.description,
    is_active: bit(r.isActive),
    created_at: r.createdAt,
  };
}

export function aidVisibilityRecord(row: Selectable<FocusAidVisibilityTable>): AidVisibility {
  return { aidId: row.aid_id, isActive: bool(row.is_active) };
}

export function aidVisibilityRow(userId: string, r: AidVisibility): Insertable<FocusAidVisibilityTable> {
  return { user_id: userId, aid_id: r.aidId, is_active: bit(r.isActive) };
}

export function entryRecord(
  row: Selectable<EntriesTable>,
  supplements: readonly Selectable<EntrySupplementsTable>[],
  aids: readonly Selectable<EntryFocusAidsTable>[],
): BackupEntry {
  return {
    id: row.id,
    entryType: storedEnum(ENTRY_TYPES, row.entry_type, 'entry_type'),
    localDay: row.local_day,
    localTime: row.local_time,
    overallRating: row.overall_rating,
    focusLevel: row.focus_level,
    taskInitiation: row.task_initiation,
    restlessness: row.restlessness,
    productivity: row.productivity,
    energy: row.energy,
    mood: row.mood,
    anxiety: row.anxiety,
    notes: row.notes,
    tags: jsonList(row.tags).map((tag) => storedEnum(MOOD_TAGS, tag, 'entries.tags')),
    sessionId: row.session_id,
    createdAt: row.created_at,
    supplements: supplements.map((s) => ({
      substanceId: s.substance_id,
      taken: bool(s.taken),
      timeOfDay: storedEnum(TIMES_OF_DAY, s.time_of_day, 'time_of_day'),
    })),
    focusAids: aids.map((a) => ({ aidId: a.aid_id })),
  };
}

export function entryRow(userId: string, r: BackupEntry, id: string, sessionId: string | null): Insertable<EntriesTable> {
  return {
    id,
    user_id: userId,
    entry_type: r.entryType,
    local_day: r.localDay,
    local_time: r.localTime,
    overall_rating: r.overallRating,
    focus_level: r.focusLevel,
    task_initiation: r.taskInitiation,
    restlessness: r.restlessness,
    productivity: r.productivity,
    energy: r.energy,
    mood: r.mood,
    anxiety: r.anxiety,
    notes: r.notes,
    tags: JSON.stringify(r.tags),
    session_id: sessionId,
    created_at: r.createdAt,
  };
}

export function customConditionRecord(row: Selectable<CustomConditionsTable>): CustomCondition {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: storedEnum(CONDITION_CATEGORIES, row.category, 'custom_conditions.category'),
    defaultMetrics: jsonList(row.default_metrics).map((m) => storedEnum(TRACKING_METRICS, m, 'default_metrics')),
    defaultTags: jsonList(row.default_tags),
    color: row.color,
    createdAt: row.created_at,
  };
}

export function customConditionRow(userId: string, r: CustomCondition, id: string): Insertable<CustomConditionsTable> {
  return {
    id,
    user_id: userId,
    name: r.name,
    description: r.description,
    category: r.category,
    default_metrics: JSON.stringify(r.defaultMetrics),
    default_tags: JSON.stringify(r.defaultTags),
    color: r.color,
    created_at: r.createdAt,
  };
}

export function userConditionRecord(row: Selectable<UserConditionsTable>): UserCondition {
  return {
    id: row.id,
    catalogConditionId: row.catalog_condition_id,
    customConditionId: row.custom_condition_id,
    customMetrics: jsonList(row.custom_metrics).map((m) => storedEnum(TRACKING_METRICS, m, 'custom_metrics')),
    settings: jsonSettings(row.settings),
    startedAt: row.started_at,
  };
}

export function userConditionRow(userId: string, r: UserCondition, id: string, customConditionId: string | null): Insertable<UserConditionsTable> {
  return {
    id,
    user_id: userId,
    catalog_condition_id: r.catalogConditionId,
    custom_condition_id: customConditionId,
    custom_metrics: JSON.stringify(r.customMetrics),
    settings: JSON.stringify(r.settings),
    started_at: r.startedAt,
  };
}

export function goalRecord(row: Selectable<GoalsTable>): Goal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: storedEnum(GOAL_CATEGORIES, row.category, 'goals.category'),
    targetValue: row.target_value,
    targetType: storedEnum(GOAL_TARGET_TYPES, row.target_type, 'target_type'),
    priority: storedEnum(GOAL_PRIORITIES, row.priority, 'priority'),
    metric: storedEnumOrNull(TRACKING_METRICS, row.metric, 'goals.metric'),
    catalogConditionId: row.catalog_condition_id,
    customConditionId: row.custom_condition_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function goalRow(userId: string, r: Goal, id: string, customConditionId: string | null): Insertable<GoalsTable> {
  return {
    id,
    user_id: userId,
    name: r.name,
    description: r.description,
    category: r.category,
    target_value: r.targetValue,
    target_type: r.targetType,
    priority: r.priority,
    metric: r.metric,
    catalog_condition_id: r.catalogConditionId,
    custom_condition_id: customConditionId,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}
