/** Focus sessions: one active per user; durations in seconds of running time. */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';

export const SESSION_TYPES = ['BORING_TASK', 'INTERESTING_TASK', 'MEETING', 'READING', 'CREATIVE_WORK', 'ADMIN_WORK'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  BORING_TASK: 'Boring task',
  INTERESTING_TASK: 'Interesting task',
  MEETING: 'Meeting',
  READING: 'Reading',
  CREATIVE_WORK: 'Creative work',
  ADMIN_WORK: 'Admin work',
};
export const DEFAULT_SESSION_TYPE: SessionType = 'BORING_TASK';
export const DEFAULT_PLANNED_MINUTES = 25;
export const MAX_PLANNED_MINUTES = 720;
export const STOP_PRODUCTIVITY = 7;
export const STOP_NOTES = 'Session completed';
export const TIMER_TICK_MS = 1000;
export const SESSION_REFRESH_MS = 30_000;

export const SESSION_MESSAGES = {
  alreadyActive: 'You already have an active session. Please stop it first.',
  noneToStop: 'No active session to stop',
  notFound: 'Focus session not found',
  notActive: 'This session has already ended',
  alreadyPaused: 'The session is already paused',
  notPaused: 'The session is not paused',
  loadFailed: 'Failed to load sessions',
  startFailed: 'Failed to start session',
  stopFailed: 'Failed to stop session',
  pauseFailed: 'Failed to pause session',
  resumeFailed: 'Failed to resume session',
  deleteFailed: 'Failed to delete session',
  /** Not in the spec: sessions added afterwards for a past day (issue 32). */
  pastNotEnded: 'A past session must have ended by now',
  pastTooEarly: 'A past session must start in 2000 or later',
  pastOverlap: 'This overlaps another focus session. Change the time or the duration.',
  pastAdded: 'Focus session added.',
  pastAddFailed: 'Failed to add the session. Please try again.',
} as const;

export const startSessionRequestSchema = z.object({
  sessionType: z.enum(SESSION_TYPES, { message: `Session type must be one of ${SESSION_TYPES.join(', ')}` }).default(DEFAULT_SESSION_TYPE),
  plannedDuration: z
    .number({ message: 'Must be a number' })
    .int('Must be whole minutes')
    .min(1, 'At least 1 minute')
    .max(MAX_PLANNED_MINUTES, `At most ${MAX_PLANNED_MINUTES} minutes`)
    .default(DEFAULT_PLANNED_MINUTES),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional(),
});

/** A finished session's productivity (7 when not given, as the spec's stop) and notes: stopped live or added afterwards. */
const sessionProductivity = z
  .number({ message: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'From 1 to 10')
  .max(10, 'From 1 to 10')
  .default(STOP_PRODUCTIVITY);
const sessionNotes = z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional();

export const stopSessionRequestSchema = z.object({
  productivity: sessionProductivity,
  notes: sessionNotes,
});

export const focusSessionSchema = z.object({
  id: z.string(),
  type: z.enum(SESSION_TYPES),
  startTime: z.string(),
  endTime: z.string().nullable(),
  isActive: z.boolean(),
  isPaused: z.boolean(),
  pausedAt: z.string().nullable(),
  /** Seconds spent paused in pauses that have ended. */
  pausedSeconds: z.number(),
  plannedDuration: z.number(),
  notes: z.string().nullable(),
  /** Seconds of running time: final once stopped, so far while active. */
  duration: z.number(),
  productivity: z.number().nullable(),
  date: z.string(),
});
export type FocusSession = z.infer<typeof focusSessionSchema>;

export const activeSessionResponseSchema = z.object({ session: focusSessionSchema.nullable() });
export const todaySessionsResponseSchema = z.object({
  date: z.string(),
  sessions: z.array(focusSessionSchema),
  summary: z.object({ totalTime: z.number(), count: z.number() }),
});
export type TodaySessions = z.infer<typeof todaySessionsResponseSchema>;
export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Not in the spec: the History tab lists one past day's sessions (at most MAX_DAY_SESSIONS, oldest first) to delete one. */
export const MAX_DAY_SESSIONS = 500;
export const daySessionsQuerySchema = z.object({ date: z.iso.date({ message: 'Use a date like 2026-11-23' }) });
export const daySessionsResponseSchema = todaySessionsResponseSchema;

/**
 * POST /api/focus-sessions/past: a session that happened, added afterwards (issue 32). `startTime` is an ISO date-time
 * with an offset, or without one read in the account's time zone; it must end by now and overlap no other session.
 */
/** The earliest start a past session may have: older records are typing mistakes, and dates far back are not read reliably. */
export const PAST_SESSION_EARLIEST = '2000-01-01T00:00:00.000Z';

export const pastSessionRequestSchema = z.object({
  // The fraction of a second may have any number of digits; 40 characters hold every date-time a person means.
  startTime: z.iso
    .datetime({ offset: true, local: true, message: 'Use a date and time like 2026-11-23T08:30' })
    .max(40, 'Use a date and time like 2026-11-23T08:30'),
  durationMinutes: z
    .number({ message: 'Must be a number' })
    .int('Must be whole minutes')
    .min(1, 'At least 1 minute')
    .max(MAX_PLANNED_MINUTES, `At most ${MAX_PLANNED_MINUTES} minutes`),
  sessionType: z.enum(SESSION_TYPES, { message: `Session type must be one of ${SESSION_TYPES.join(', ')}` }).default(DEFAULT_SESSION_TYPE),
  productivity: sessionProductivity,
  notes: sessionNotes,
  /** The key the editor chose for this save: sent again after a lost answer, it answers the session kept (not a 409). */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type PastSessionRequest = z.input<typeof pastSessionRequestSchema>;
