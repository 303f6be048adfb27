/**
 * Dose schedules, today's scheduled doses and what settled them, adherence, and the run-out forecast. Times are the
 * user's local wall clock ("08:00" stays 08:00 across daylight-saving changes and a change of time zone). The windows
 * that decide on time, late and missed are the product's (docs/reminders.md) and live here, once.
 */
import { z } from 'zod';

export const SCHEDULE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type ScheduleWeekday = (typeof SCHEDULE_WEEKDAYS)[number];
export const SCHEDULE_WEEKDAY_LABELS: Record<ScheduleWeekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

export const SCHEDULE_KINDS = ['fixed', 'as-needed'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const REMINDER_CHANNELS = ['push', 'email', 'in-app'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = {
  push: 'Notification on this device and your other subscribed devices',
  email: 'E-mail',
  'in-app': 'In the app',
};

export const SCHEDULE_LIMITS = {
  timesPerDay: 12,
  everyNDaysMax: 365,
  amountMax: 1_000_000,
  repeatEveryMinutesMax: 240,
  giveUpAfterMinutesMax: 1440,
  refillLeadDaysMax: 90,
  snoozeMinutesMax: 720,
  skipReasonMax: 500,
} as const;

export const SCHEDULE_DEFAULTS = {
  repeatEveryMinutes: 15,
  giveUpAfterMinutes: 120,
  refillLeadDays: 7,
  snoozeMinutes: 15,
} as const;

/**
 * The windows around a scheduled time t (minutes). A dose logged from `opensBefore` minutes before t settles the
 * occurrence (never before the midpoint to the previous occurrence of the same substance); it is on time up to
 * `onTimeAfter` minutes after t and late after that; the occurrence is missed when `closesAfter` minutes have
 * passed (or the midpoint to the next occurrence comes first) without a dose or a skip.
 */
export const OCCURRENCE_WINDOW_MINUTES = { opensBefore: 120, onTimeAfter: 60, closesAfter: 720 } as const;

/** What a schedule can be read from: the past days adherence may cover. */
export const ADHERENCE_DAYS = { default: 30, max: 365 } as const;
/** The logged doses a forecast without a schedule reads: the last 30 days. */
export const RUN_OUT_RECENT_DAYS = 30;

export const SCHEDULE_MESSAGES = {
  notFound: 'Schedule not found',
  substanceNotFound: 'Substance not found',
  timesRequired: 'Add at least one time of day',
  timesForAsNeeded: 'An as-needed schedule has no times of day',
  repeatForAsNeeded: 'An as-needed schedule has no weekdays or interval',
  weekdaysOrInterval: 'Choose weekdays or an interval of days, not both',
  endBeforeStart: 'The end date must be on or after the start date',
  duplicateTime: 'Each time of day may appear once',
  duplicateWeekday: 'Each weekday may appear once',
  duplicateChannel: 'Each channel may appear once',
  quietHoursSame: 'Quiet hours must start and end at different times',
  occurrenceNotFound: 'Scheduled dose not found',
  occurrenceClosed: 'This scheduled dose has passed its window. Log the dose by hand with the time you took it.',
  occurrenceNotOpen: 'This scheduled dose is not due yet. If you take it now, log it by hand.',
  occurrenceTaken: 'This scheduled dose was already taken',
  saveFailed: 'Failed to save schedule. Please try again.',
  deleteFailed: 'Failed to remove schedule. Please try again.',
  takeFailed: 'Failed to log this dose. Please try again.',
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const localTimeSchema = z.string().max(5, 'Use a time like 08:00').regex(TIME_PATTERN, 'Use a time like 08:00');
export const localDateSchema = z
  .string()
  .max(10, 'Use a date like 2026-11-28')
  .regex(DATE_PATTERN, 'Use a date like 2026-11-28')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Use a real date');

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

export const quietHoursSchema = z
  .object({ from: localTimeSchema, to: localTimeSchema })
  .refine((value) => value.from !== value.to, { message: SCHEDULE_MESSAGES.quietHoursSame, path: ['to'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const reminderSettingsSchema = z.object({
  enabled: z.boolean().default(true),
  channels: z
    .array(z.enum(REMINDER_CHANNELS))
    .max(REMINDER_CHANNELS.length, 'Too many channels')
    .refine(unique, SCHEDULE_MESSAGES.duplicateChannel)
    .default(['push', 'in-app']),
  repeatEveryMinutes: z
    .number()
    .int('Use whole minutes')
    .min(0, 'Use 0 (no repeat) or more')
    .max(SCHEDULE_LIMITS.repeatEveryMinutesMax, `At most ${SCHEDULE_LIMITS.repeatEveryMinutesMax} minutes`)
    .default(SCHEDULE_DEFAULTS.repeatEveryMinutes),
  giveUpAfterMinutes: z
    .number()
    .int('Use whole minutes')
    .min(0, 'Use 0 or more')
    .max(SCHEDULE_LIMITS.giveUpAfterMinutesMax, `At most ${SCHEDULE_LIMITS.giveUpAfterMinutesMax} minutes`)
    .default(SCHEDULE_DEFAULTS.giveUpAfterMinutes),
  quietHours: quietHoursSchema.nullable().default(null),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  enabled: true,
  channels: ['push', 'in-app'],
  repeatEveryMinutes: SCHEDULE_DEFAULTS.repeatEveryMinutes,
  giveUpAfterMinutes: SCHEDULE_DEFAULTS.giveUpAfterMinutes,
  quietHours: null,
};

/**
 * PUT /api/schedules/{substanceId}: the whole schedule (replaces what was there). Fields left out take their defaults:
 * fixed, every day, no end, no amount (the substance's dosage), reminders on by push and in the app, a week's refill lead.
 */
export const scheduleInputSchema = z
  .object({
    kind: z.enum(SCHEDULE_KINDS).default('fixed'),
    times: z.array(localTimeSchema).max(SCHEDULE_LIMITS.timesPerDay, `At most ${SCHEDULE_LIMITS.timesPerDay} times a day`).default([]),
    weekdays: z
      .array(z.enum(SCHEDULE_WEEKDAYS))
      .min(1, 'Choose at least one weekday')
      .max(SCHEDULE_WEEKDAYS.length, 'Too many weekdays')
      .refine(unique, SCHEDULE_MESSAGES.duplicateWeekday)
      .nullable()
      .default(null),
    everyNDays: z
      .number()
      .int('Use a whole number of days')
      .min(1, 'Use 1 or more')
      .max(SCHEDULE_LIMITS.everyNDaysMax, `At most ${SCHEDULE_LIMITS.everyNDaysMax} days`)
      .nullable()
      .default(null),
    amount: z
      .number({ message: 'Must be a number' })
      .finite('Must be a number')
      .positive('Must be more than 0')
      .max(SCHEDULE_LIMITS.amountMax, 'Too large')
      .nullable()
      .default(null),
    /** The user's today when left out. */
    startDate: localDateSchema.optional(),
    endDate: localDateSchema.nullable().default(null),
    reminders: reminderSettingsSchema.default({
      enabled: true,
      channels: ['push', 'in-app'],
      repeatEveryMinutes: SCHEDULE_DEFAULTS.repeatEveryMinutes,
      giveUpAfterMinutes: SCHEDULE_DEFAULTS.giveUpAfterMinutes,
      quietHours: null,
    }),
    refillLeadDays: z
      .number()
      .int('Use whole days')
      .min(0, 'Use 0 or more')
      .max(SCHEDULE_LIMITS.refillLeadDaysMax, `At most ${SCHEDULE_LIMITS.refillLeadDaysMax} days`)
      .default(SCHEDULE_DEFAULTS.refillLeadDays),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'fixed' && value.times.length === 0) ctx.addIssue({ code: 'custom', path: ['times'], message: SCHEDULE_MESSAGES.timesRequired });
    if (value.kind === 'as-needed' && value.times.length > 0) ctx.addIssue({ code: 'custom', path: ['times'], message: SCHEDULE_MESSAGES.timesForAsNeeded });
    if (value.kind === 'as-needed' && (value.weekdays !== null || value.everyNDays !== null)) {
      ctx.addIssue({ code: 'custom', path: [value.weekdays !== null ? 'weekdays' : 'everyNDays'], message: SCHEDULE_MESSAGES.repeatForAsNeeded });
    }
    if (value.weekdays !== null && value.everyNDays !== null)
      ctx.addIssue({ code: 'custom', path: ['everyNDays'], message: SCHEDULE_MESSAGES.weekdaysOrInterval });
    if (!unique(value.times)) ctx.addIssue({ code: 'custom', path: ['times'], message: SCHEDULE_MESSAGES.duplicateTime });
    if (value.endDate !== null && value.startDate !== undefined && value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: SCHEDULE_MESSAGES.endBeforeStart });
  });
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export const scheduleSchema = z.object({
  substanceId: z.string(),
  substanceName: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  /** Sorted, earliest first. */
  times: z.array(z.string()),
  weekdays: z.array(z.enum(SCHEDULE_WEEKDAYS)).nullable(),
  everyNDays: z.number().nullable(),
  amount: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  reminders: reminderSettingsSchema,
  refillLeadDays: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleListResponseSchema = z.object({ schedules: z.array(scheduleSchema) });
export const scheduleParamsSchema = z.object({ substanceId: z.string().min(1).max(100) });

/** upcoming: before its time; due: from its time until the on-time window ends; late: past that, still open; missed: closed unsettled. */
export const OCCURRENCE_STATES = ['upcoming', 'due', 'taken', 'late', 'skipped', 'missed'] as const;
export type OccurrenceState = (typeof OCCURRENCE_STATES)[number];
export const OCCURRENCE_STATE_LABELS: Record<OccurrenceState, string> = {
  upcoming: 'Upcoming',
  due: 'Due now',
  taken: 'Taken',
  late: 'Overdue',
  skipped: 'Skipped',
  missed: 'Missed',
};

export const occurrenceSchema = z.object({
  /** Stable: the substance, the local day and the local time of the occurrence. */
  id: z.string(),
  substanceId: z.string(),
  substanceName: z.string(),
  date: z.string(),
  time: z.string(),
  /**
   * The instant the local time falls on. A time a daylight-saving gap skips is read with the offset before the gap
   * (RFC 5545: 02:30 becomes 03:30), or the next free minute if another dose already falls there.
   */
  scheduledAt: z.string(),
  amount: z.number().nullable(),
  unit: z.string().nullable(),
  state: z.enum(OCCURRENCE_STATES),
  /** For a taken occurrence, whether the dose came within the on-time window; null otherwise. */
  onTime: z.boolean().nullable(),
  dose: z.object({ id: z.string(), timestamp: z.string(), dosage: z.number().nullable() }).nullable(),
  snoozedUntil: z.string().nullable(),
  skipReason: z.string().nullable(),
  /** The last moment a dose settles it; past it the occurrence is missed. */
  closesAt: z.string(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

/** GET /api/reminders/today: today, or the local day `date` names (History's day view). */
export const todayRemindersQuerySchema = z.object({ date: localDateSchema.optional() });
export const todayRemindersResponseSchema = z.object({ date: z.string(), occurrences: z.array(occurrenceSchema) });
export type TodayReminders = z.infer<typeof todayRemindersResponseSchema>;

export const occurrenceParamsSchema = z.object({ occurrenceId: z.string().min(1).max(200) });
export const snoozeRequestSchema = z.object({
  minutes: z
    .number()
    .int('Use whole minutes')
    .min(1, 'Snooze at least 1 minute')
    .max(SCHEDULE_LIMITS.snoozeMinutesMax, `At most ${SCHEDULE_LIMITS.snoozeMinutesMax} minutes`)
    .default(SCHEDULE_DEFAULTS.snoozeMinutes),
});
export const skipRequestSchema = z.object({
  reason: z.string().trim().max(SCHEDULE_LIMITS.skipReasonMax, `At most ${SCHEDULE_LIMITS.skipReasonMax} characters`).nullable().optional(),
});
export const occurrenceResponseSchema = z.object({ occurrence: occurrenceSchema });

export const adherenceQuerySchema = z.object({
  days: z.coerce
    .number()
    .int('Use whole days')
    .min(1, 'Use 1 or more days')
    .max(ADHERENCE_DAYS.max, `At most ${ADHERENCE_DAYS.max} days`)
    .default(ADHERENCE_DAYS.default),
});
export const substanceAdherenceSchema = z.object({
  substanceId: z.string(),
  substanceName: z.string(),
  /** Occurrences whose window has closed, or that were settled, in the range (today's still-open ones are not counted). */
  scheduled: z.number(),
  onTime: z.number(),
  late: z.number(),
  missed: z.number(),
  skipped: z.number(),
  /** (onTime + late) / scheduled, 0..1; null when nothing was scheduled. */
  adherence: z.number().nullable(),
});
export type SubstanceAdherence = z.infer<typeof substanceAdherenceSchema>;
export const adherenceResponseSchema = z.object({ days: z.number(), from: z.string(), to: z.string(), substances: z.array(substanceAdherenceSchema) });
export type AdherenceResponse = z.infer<typeof adherenceResponseSchema>;

/** On a substance with a supply: when it runs out at its expected use, and when to refill. */
export const runOutSchema = z.object({
  date: z.string(),
  daysLeft: z.number(),
  basis: z.enum(['schedule', 'recent-use']),
  refillBy: z.string(),
});
export type RunOut = z.infer<typeof runOutSchema>;

/** "runs out around Dec 14; refill by Dec 9" with the dates already formatted by the caller. */
export function runOutSentence(date: string, refillBy: string): string {
  return `Runs out around ${date}; refill by ${refillBy}`;
}
