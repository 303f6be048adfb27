/**
 * Focus session rules (part 1 §4-§5): one active session per user (the database enforces it even under racing
 * starts), pause and resume, stop with productivity, and today's sessions in the user's calendar day.
 */
import { SESSION_MESSAGES, SESSION_TYPES, type FocusSession, type SessionType, type TodaySessions } from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import * as repo from './repository.js';
import { pausedMsAt, runningSecondsAt } from './session-time.js';

export interface SessionOwner {
  id: string;
  timezone: string;
}

function toTimes(row: repo.SessionRow) {
  return { startedAt: row.started_at, pausedMs: Number(row.paused_ms), pausedAt: row.paused_at, endedAt: row.ended_at };
}

export function toFocusSession(row: repo.SessionRow, now: Date): FocusSession {
  if (!(SESSION_TYPES as readonly string[]).includes(row.session_type)) throw new Error(`Unexpected session type ${row.session_type}`);
  return {
    id: row.id,
    type: row.session_type as SessionType,
    startTime: row.started_at,
    endTime: row.ended_at,
    isActive: row.ended_at === null,
    isPaused: row.ended_at === null && row.paused_at !== null,
    pausedAt: row.paused_at,
    pausedSeconds: Math.floor(Number(row.paused_ms) / 1000),
    plannedDuration: Number(row.planned_minutes),
    notes: row.notes,
    duration: row.duration_seconds !== null ? Number(row.duration_seconds) : runningSecondsAt(toTimes(row), now),
    productivity: row.productivity === null ? null : Number(row.productivity),
    date: row.local_day,
  };
}

export type FocusSessionService = ReturnType<typeof createFocusSessionService>;

export function createFocusSessionService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const notFound = () => new AppError('not_found', SESSION_MESSAGES.notFound);

  async function activeOrThrow(owner: SessionOwner, id: string): Promise<repo.SessionRow> {
    const row = await repo.findSession(db, owner.id, id);
    if (!row) throw notFound();
    if (row.ended_at !== null) throw new AppError('conflict', SESSION_MESSAGES.notActive);
    return row;
  }

  async function reload(owner: SessionOwner, id: string): Promise<FocusSession> {
    const row = await repo.findSession(db, owner.id, id);
    if (!row) throw notFound();
    return toFocusSession(row, clock.now());
  }

  return {
    async start(owner: SessionOwner, input: { sessionType: SessionType; plannedDuration: number; notes?: string | undefined }): Promise<FocusSession> {
      const now = clock.now();
      const row: repo.SessionRow = {
        id: newId(),
        user_id: owner.id,
        session_type: input.sessionType,
        started_at: now.toISOString(),
        local_day: calendarDayIn(now, owner.timezone),
        planned_minutes: input.plannedDuration,
        notes: input.notes ? input.notes : null,
        paused_at: null,
        paused_ms: 0,
        ended_at: null,
        duration_seconds: null,
        productivity: null,
        created_at: now.toISOString(),
      };
      if (!(await repo.insertActiveSession(db, row))) throw new AppError('conflict', SESSION_MESSAGES.alreadyActive);
      return toFocusSession(row, now);
    },

    async pause(owner: SessionOwner, id: string): Promise<FocusSession> {
      await activeOrThrow(owner, id);
      if (!(await repo.markPaused(db, owner.id, id, clock.now().toISOString()))) {
        throw new AppError('conflict', SESSION_MESSAGES.alreadyPaused);
      }
      return reload(owner, id);
    },

    async resume(owner: SessionOwner, id: string): Promise<FocusSession> {
      const row = await activeOrThrow(owner, id);
      if (row.paused_at === null) throw new AppError('conflict', SESSION_MESSAGES.notPaused);
      const added = Math.max(0, clock.now().getTime() - Date.parse(row.paused_at));
      if (!(await repo.markResumed(db, owner.id, id, row.paused_at, added))) {
        throw new AppError('conflict', SESSION_MESSAGES.notPaused);
      }
      return reload(owner, id);
    },

    async stop(owner: SessionOwner, id: string, input: { productivity: number; notes?: string | undefined }): Promise<FocusSession> {
      const row = await repo.findSession(db, owner.id, id);
      if (!row) throw notFound();
      if (row.ended_at !== null) throw new AppError('conflict', SESSION_MESSAGES.noneToStop);
      const now = clock.now();
      const times = toTimes(row);
      const stopped = await repo.markStopped(db, owner.id, id, {
        endedAt: now.toISOString(),
        pausedMs: pausedMsAt(times, now),
        durationSeconds: runningSecondsAt(times, now),
        productivity: input.productivity,
        notes: input.notes ? input.notes : row.notes,
      });
      if (!stopped) throw new AppError('conflict', SESSION_MESSAGES.noneToStop);
      return reload(owner, id);
    },

    async remove(owner: SessionOwner, id: string): Promise<void> {
      if (!(await repo.deleteSession(db, owner.id, id))) throw notFound();
    },

    async active(owner: SessionOwner): Promise<FocusSession | null> {
      const row = await repo.findActiveSession(db, owner.id);
      return row ? toFocusSession(row, clock.now()) : null;
    },

    /** Sessions started on the user's today; totalTime counts running time, an active session's up to now. */
    async today(owner: SessionOwner): Promise<TodaySessions> {
      const now = clock.now();
      const date = calendarDayIn(now, owner.timezone);
      const sessions = (await repo.listSessionsOfDay(db, owner.id, date)).map((row) => toFocusSession(row, now));
      return { date, sessions, summary: { totalTime: sessions.reduce((sum, s) => sum + s.duration, 0), count: sessions.length } };
    },
  };
}
