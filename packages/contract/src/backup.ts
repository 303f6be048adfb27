/**
 * The JSON backup (docs/data-export.md): a versioned, documented file of everything the export
 * includes, and what `POST /api/settings/import` accepts. Records keep their ids, so links between them
 * (entry → substance, dose → substance, entry → aid, entry → session) survive a restore, and importing the same
 * file twice finds its records already there. Every field is bounded, so the whole file is checked before anything is
 * written, and holds no value the app's own forms could not have stored (an enum, a real day, a count that fits its
 * column): whatever an import writes, every read can show back. The fields a form edits follow that form's own
 * request schema (`sameRulesAs`), so an empty name, a 200-character icon or an out-of-range number is refused by the
 * import exactly as by the form, at the record's own path.
 */
import { z } from 'zod';
import { conditionSettingsSchema, CONDITION_CATEGORIES, createCustomConditionRequestSchema, hexColor } from './conditions.js';
import { TRACKING_METRICS } from './metrics.js';
import { logDoseRequestSchema } from './doses.js';
import { createEntryRequestSchema, ENTRY_TYPES, TIMES_OF_DAY } from './entries.js';
import { createFocusAidRequestSchema, FOCUS_AID_CATEGORIES } from './focus-aids.js';
import { SESSION_TYPES, startSessionRequestSchema } from './focus-sessions.js';
import { GOAL_CATEGORIES, GOAL_PRIORITIES, GOAL_TARGET_TYPES, goalRequestSchema } from './goals.js';
import { PERIODS } from './periods.js';
import { preferencesRequestSchema } from './preferences.js';
import { EXPERIMENT_LIMITS } from './experiments.js';
import { ENTRY_TAGS_MAX, MOOD_TAG_LIMITS, moodTagInputSchema } from './mood-tags.js';
import { BETTER_DIRECTIONS, FACTOR_ICONS, FACTOR_KINDS, FACTOR_LIMITS, factorInputSchema } from './factors.js';
import { REMINDER_CHANNELS, SCHEDULE_KINDS, SCHEDULE_LIMITS, SCHEDULE_WEEKDAYS, scheduleInputSchema } from './schedules.js';
import { findOrCreateNameRequestSchema, HEALTH_CLAIMS, INGREDIENT_UNITS, substanceInputSchema, SUBSTANCE_LIMITS, SUBSTANCE_TYPES } from './substances.js';

export const BACKUP_FORMAT = 'wellness-tracker-export';
export const BACKUP_VERSION = 1;
/** The most records of one kind a file may hold (a five-year heavy user has about 20 000 entries). */
export const BACKUP_MAX_RECORDS = 200_000;
/** The largest file the import accepts, in bytes. */
export const BACKUP_MAX_BYTES = 32 * 1024 * 1024;

const id = z.string().min(1).max(64);
const text = z.string().max(10_000);
const short = z.string().max(200);
// A real calendar day (zod's ISO date checks the month's length and leap years), as every read does arithmetic on it.
const day = z.iso.date({ message: 'Expected a day YYYY-MM-DD' });
const instant = z.iso.datetime({ offset: false }).max(40);
const time = z.string().regex(/^\d{2}:\d{2}$/, 'Expected a time HH:mm');
const finite = z.number().finite();
const rating = z.number().int().min(1).max(10);
const many = <T extends z.ZodType>(item: T) => z.array(item).max(BACKUP_MAX_RECORDS);
/**
 * Counts stored in 32-bit integer columns: PostgreSQL refuses a larger one (SQLite would take it), so the check
 * belongs before the write, where it is a 400 naming the field, not a failed transaction.
 */
const count = z.number().int().min(0).max(2_147_483_647);

/** Where a request field lives in a backup record when the two name it differently. */
const RECORD_FIELD_OF: Readonly<Record<string, string>> = {
  type: 'entryType',
  date: 'localDay',
  time: 'localTime',
  supplementId: 'substanceId',
  focusAidId: 'aidId',
  plannedDuration: 'plannedMinutes',
};

/**
 * Checks a record with the request schema of the form that creates it (one rule per field, kept with the form):
 * `toRequest` gives the request the record amounts to, and each problem is reported at the record's own path.
 * Only a record whose own shape is right is checked (zod runs refinements after the shape holds).
 */
function sameRulesAs<R>(request: z.ZodType, toRequest: (record: R) => unknown) {
  return (record: R, ctx: z.RefinementCtx) => {
    const result = request.safeParse(toRequest(record));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const path = issue.path.map((key) => (typeof key === 'string' ? (RECORD_FIELD_OF[key] ?? key) : key));
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  };
}
/** The request form of an optional text: a stored null is a field the form left out. */
const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

export const backupIngredientSchema = z.strictObject({
  id,
  position: z.number().int().min(0).max(1000),
  name: short,
  amount: finite,
  unit: z.enum(INGREDIENT_UNITS),
  form: short.nullable(),
  percentage: finite.nullable(),
  standardized: z.boolean(),
});

/** The most dose-history rows one substance's record may hold: one per local day, so decades of daily changes. */
export const BACKUP_DOSE_HISTORY_MAX = 20_000;

/**
 * One row of a substance's dose history: the dosage and unit it took on from a local day (the exporting user's zone)
 * until the next row's day. Dosage and unit follow the substance form's rules.
 */
export const backupDoseChangeSchema = z
  .strictObject({ id, date: day, dosage: finite.nullable(), unit: z.string().max(SUBSTANCE_LIMITS.unit).nullable(), recordedAt: instant })
  .superRefine(
    sameRulesAs(substanceInputSchema.pick({ dosage: true, unit: true }), (r: { dosage: number | null; unit: string | null }) => ({
      dosage: r.dosage,
      unit: r.unit,
    })),
  );

/** A substance's history: at most one row per day (a later change on a day replaces the earlier one). */
const doseHistorySchema = z
  .array(backupDoseChangeSchema)
  .max(BACKUP_DOSE_HISTORY_MAX)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.date)) ctx.addIssue({ code: 'custom', message: 'Each day may have one dose change', path: [index, 'date'] });
      seen.add(row.date);
    });
  });

export const backupSubstanceSchema = z
  .strictObject({
    id,
    substanceType: z.enum(SUBSTANCE_TYPES),
    name: short,
    brand: short.nullable(),
    category: short.nullable(),
    dosage: finite.nullable(),
    unit: short.nullable(),
    productForm: short.nullable(),
    notes: text.nullable(),
    expirationDate: day.nullable(),
    remainingSupply: count.nullable(),
    totalDoses: count,
    prescribedBy: short.nullable(),
    pharmacy: short.nullable(),
    refillsRemaining: count.nullable(),
    extractRatio: short.nullable(),
    standardization: short.nullable(),
    potency: short.nullable(),
    crudeEquivalent: finite.nullable(),
    regulatoryNumber: short.nullable(),
    licenseHolder: short.nullable(),
    healthClaim: z.enum(HEALTH_CLAIMS).nullable(),
    allergenInfo: text.nullable(),
    createdAt: instant,
    updatedAt: instant,
    ingredients: z.array(backupIngredientSchema).max(100),
    /**
     * Its dose history, oldest first (issue 33). Optional: files from before it, and other trackers' imports, have
     * none, and the import then starts the history on the day the substance was created, with its current dose.
     */
    doseHistory: doseHistorySchema.optional(),
  })
  .superRefine(sameRulesAs(substanceInputSchema, (record: { ingredients: unknown[] }) => record));

export const backupSupplementNameSchema = z
  .strictObject({ id, name: short, normalizedName: short, category: short.nullable(), createdAt: instant })
  .superRefine(
    sameRulesAs(findOrCreateNameRequestSchema, (r: { name: string; category: string | null }) => ({ name: r.name, category: orUndefined(r.category) })),
  );

export const backupDoseSchema = z
  .strictObject({
    id,
    substanceId: id,
    takenAt: instant,
    localDay: day,
    dosage: finite.nullable(),
    notes: text.nullable(),
    supplyTaken: z.boolean(),
    createdAt: instant,
  })
  .superRefine(
    sameRulesAs(logDoseRequestSchema, (r: { substanceId: string; dosage: number | null; notes: string | null }) => ({
      supplementId: r.substanceId,
      dosage: r.dosage,
      notes: r.notes,
    })),
  );

export const backupFocusSessionSchema = z
  .strictObject({
    id,
    sessionType: z.enum(SESSION_TYPES),
    startedAt: instant,
    localDay: day,
    plannedMinutes: z.number().int().min(0).max(100_000),
    notes: text.nullable(),
    pausedAt: instant.nullable(),
    pausedMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    endedAt: instant.nullable(),
    durationSeconds: count.nullable(),
    productivity: rating.nullable(),
    createdAt: instant,
  })
  .superRefine(
    sameRulesAs(startSessionRequestSchema, (r: { sessionType: string; plannedMinutes: number; notes: string | null }) => ({
      sessionType: r.sessionType,
      plannedDuration: r.plannedMinutes,
      notes: orUndefined(r.notes),
    })),
  );

export const backupFocusAidSchema = z
  .strictObject({
    id,
    name: short,
    icon: short,
    category: z.enum(FOCUS_AID_CATEGORIES),
    description: text.nullable(),
    isActive: z.boolean(),
    createdAt: instant,
  })
  .superRefine(
    sameRulesAs(createFocusAidRequestSchema, (r: { name: string; icon: string; category: string; description: string | null }) => ({
      name: r.name,
      icon: r.icon,
      category: r.category,
      description: orUndefined(r.description),
    })),
  );

export const backupAidVisibilitySchema = z.strictObject({ aidId: id, isActive: z.boolean() });

interface EntryRecord {
  entryType: string;
  localDay: string;
  localTime: string;
  notes: string | null;
  sessionId: string | null;
  supplements: { substanceId: string; taken: boolean; timeOfDay: string }[];
  focusAids: { aidId: string }[];
}
/** The entry form's request an entry record amounts to (its ratings and tags carry the same names). */
function toEntryRequest(r: EntryRecord): unknown {
  return {
    ...r,
    type: r.entryType,
    date: r.localDay,
    time: r.localTime,
    notes: orUndefined(r.notes),
    sessionId: orUndefined(r.sessionId),
    supplements: r.supplements.map((s) => ({ supplementId: s.substanceId, taken: s.taken, timeOfDay: s.timeOfDay })),
    focusAids: r.focusAids.map((a) => ({ focusAidId: a.aidId })),
  };
}

export const backupEntrySchema = z
  .strictObject({
    id,
    entryType: z.enum(ENTRY_TYPES),
    localDay: day,
    localTime: time,
    overallRating: rating.nullable(),
    focusLevel: rating.nullable(),
    taskInitiation: rating.nullable(),
    restlessness: rating.nullable(),
    productivity: rating.nullable(),
    energy: rating.nullable(),
    mood: rating.nullable(),
    anxiety: rating.nullable(),
    notes: text.nullable(),
    tags: z.array(short).max(ENTRY_TAGS_MAX),
    sessionId: id.nullable(),
    createdAt: instant,
    supplements: z.array(z.strictObject({ substanceId: id, taken: z.boolean(), timeOfDay: z.enum(TIMES_OF_DAY) })).max(500),
    focusAids: z.array(z.strictObject({ aidId: id })).max(500),
  })
  .superRefine(sameRulesAs(createEntryRequestSchema, toEntryRequest));

export const backupCustomConditionSchema = z
  .strictObject({
    id,
    name: short,
    description: text,
    category: z.enum(CONDITION_CATEGORIES),
    defaultMetrics: z.array(z.enum(TRACKING_METRICS)).max(TRACKING_METRICS.length),
    defaultTags: z.array(short).max(50),
    color: hexColor,
    createdAt: instant,
  })
  .superRefine(sameRulesAs(createCustomConditionRequestSchema, (record: object) => record));

export const backupUserConditionSchema = z.strictObject({
  id,
  catalogConditionId: id.nullable(),
  customConditionId: id.nullable(),
  customMetrics: z.array(z.enum(TRACKING_METRICS)).max(TRACKING_METRICS.length),
  settings: conditionSettingsSchema,
  startedAt: instant,
});

export const backupGoalSchema = z
  .strictObject({
    id,
    name: short,
    description: text.nullable(),
    category: z.enum(GOAL_CATEGORIES),
    targetValue: finite.nullable(),
    targetType: z.enum(GOAL_TARGET_TYPES),
    priority: z.enum(GOAL_PRIORITIES),
    metric: z.enum(TRACKING_METRICS).nullable(),
    catalogConditionId: id.nullable(),
    customConditionId: id.nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .superRefine(
    sameRulesAs(goalRequestSchema, (r: { catalogConditionId: string | null; customConditionId: string | null }) => ({
      ...r,
      conditionId: r.catalogConditionId ?? r.customConditionId,
    })),
  );

/** A shipped research item the user opened, and when. */
export const backupResearchReadSchema = z.strictObject({ itemId: id, readAt: instant });
/** A shipped research item the user bookmarked, and when. */
export const backupResearchBookmarkSchema = z.strictObject({ itemId: id, createdAt: instant });

/** A substance's dose schedule, as PUT /api/schedules/{substanceId} takes it, with when it was saved. */
export const backupScheduleSchema = z
  .strictObject({
    substanceId: id,
    kind: z.enum(SCHEDULE_KINDS),
    times: z.array(time).max(SCHEDULE_LIMITS.timesPerDay),
    weekdays: z.array(z.enum(SCHEDULE_WEEKDAYS)).max(SCHEDULE_WEEKDAYS.length).nullable(),
    everyNDays: z.number().int().nullable(),
    amount: finite.nullable(),
    startDate: day,
    endDate: day.nullable(),
    reminders: z.strictObject({
      enabled: z.boolean(),
      channels: z.array(z.enum(REMINDER_CHANNELS)).max(REMINDER_CHANNELS.length),
      repeatEveryMinutes: z.number().int(),
      giveUpAfterMinutes: z.number().int(),
      quietHours: z.strictObject({ from: time, to: time }).nullable(),
    }),
    refillLeadDays: z.number().int(),
    createdAt: instant,
    updatedAt: instant,
  })
  .superRefine(sameRulesAs(scheduleInputSchema, (record: object) => record));

/** What the person did about one scheduled dose: the dose that took it, a skip with its reason, a snooze. */
export const backupOccurrenceMarkSchema = z.strictObject({
  substanceId: id,
  date: day,
  time,
  doseId: id.nullable(),
  skippedAt: instant.nullable(),
  skipReason: z.string().max(SCHEDULE_LIMITS.skipReasonMax).nullable(),
  snoozedUntil: instant.nullable(),
  updatedAt: instant,
});

/** A self-experiment with every locked version of its protocol (canonical JSON and its SHA-256, checked on import). */
export const backupExperimentSchema = z.strictObject({
  id,
  substanceId: id,
  version: z.number().int().min(1).max(EXPERIMENT_LIMITS.versionsMax),
  startDate: day,
  endDate: day,
  stoppedAt: instant.nullable(),
  stoppedOn: day.nullable(),
  stopReason: z.string().max(EXPERIMENT_LIMITS.stopReasonMax).nullable(),
  createdAt: instant,
  updatedAt: instant,
  versions: z
    .array(
      z.strictObject({
        version: z.number().int().min(1).max(EXPERIMENT_LIMITS.versionsMax),
        protocol: z.string().max(EXPERIMENT_LIMITS.protocolChars),
        fingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 in hex'),
        lockedAt: instant,
      }),
    )
    .min(1)
    .max(EXPERIMENT_LIMITS.versionsMax),
});

/** A custom mood tag (the eight defaults are not stored). */
export const backupMoodTagSchema = z
  .strictObject({ id, name: short, createdAt: instant })
  .superRefine(sameRulesAs(moodTagInputSchema, (record: { name: string }) => ({ name: record.name })));

/**
 * One of the user's own factors, as POST /api/factors takes it, with its values (a value as PUT takes it: yes-no as
 * true or false, checked against the factor's kind by the import; within the export's range of days).
 */
export const backupFactorSchema = z
  .strictObject({
    id,
    name: short,
    kind: z.enum(FACTOR_KINDS),
    unit: short.nullable(),
    icon: z.enum(FACTOR_ICONS),
    betterDirection: z.enum(BETTER_DIRECTIONS).nullable(),
    describesNightBefore: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
    values: z.array(z.strictObject({ date: day, value: z.union([z.boolean(), finite]), updatedAt: instant })).max(FACTOR_LIMITS.valuesPerUser),
  })
  .superRefine(sameRulesAs(factorInputSchema, (record: object) => record));

/** Every kind of record, in the order a restore writes them (a record's links point only to earlier kinds). */
export const backupDataSchema = z.strictObject({
  substances: many(backupSubstanceSchema).optional(),
  supplementNames: many(backupSupplementNameSchema).optional(),
  focusAids: many(backupFocusAidSchema).optional(),
  focusAidVisibility: many(backupAidVisibilitySchema).optional(),
  focusSessions: many(backupFocusSessionSchema).optional(),
  doses: many(backupDoseSchema).optional(),
  entries: many(backupEntrySchema).optional(),
  customConditions: many(backupCustomConditionSchema).optional(),
  userConditions: many(backupUserConditionSchema).optional(),
  goals: many(backupGoalSchema).optional(),
  researchReads: many(backupResearchReadSchema).optional(),
  researchBookmarks: many(backupResearchBookmarkSchema).optional(),
  schedules: many(backupScheduleSchema).optional(),
  occurrenceMarks: many(backupOccurrenceMarkSchema).optional(),
  experiments: many(backupExperimentSchema).optional(),
  moodTags: z.array(backupMoodTagSchema).max(MOOD_TAG_LIMITS.perUser).optional(),
  factors: z.array(backupFactorSchema).max(FACTOR_LIMITS.perUser).optional(),
  preferences: preferencesRequestSchema.optional(),
});
export type BackupData = z.infer<typeof backupDataSchema>;
export type BackupKind = keyof BackupData;
/**
 * The kinds in the order of the schema: the order an export writes them and a restore reads them. Written out rather
 * than read from the schema, which would build every backup schema whenever this module loads, in the web app too
 * (backup.test.ts holds the two equal).
 */
export const BACKUP_KINDS = [
  'substances',
  'supplementNames',
  'focusAids',
  'focusAidVisibility',
  'focusSessions',
  'doses',
  'entries',
  'customConditions',
  'userConditions',
  'goals',
  'researchReads',
  'researchBookmarks',
  'schedules',
  'occurrenceMarks',
  'experiments',
  'moodTags',
  'factors',
  'preferences',
] as const satisfies readonly BackupKind[];

export const backupFileSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: instant,
  dateRange: z.enum(PERIODS),
  /** Which kinds the export included; a full backup (everything, all time) also holds conditions, goals, research marks and preferences. */
  includes: z.strictObject({ entries: z.boolean(), supplements: z.boolean(), focusAids: z.boolean(), sessions: z.boolean() }),
  data: backupDataSchema,
});
export type BackupFile = z.infer<typeof backupFileSchema>;
export type BackupSubstance = z.infer<typeof backupSubstanceSchema>;
export type BackupEntry = z.infer<typeof backupEntrySchema>;

/** What an import wrote and what was already there (records with the same id), per kind. */
export const importResultSchema = z.object({
  message: z.string(),
  counts: z.record(z.string(), z.object({ added: z.number().int().nonnegative(), alreadyPresent: z.number().int().nonnegative() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
