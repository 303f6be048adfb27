/**
 * Focus session rules: one active session per user (the database enforces it even under racing
 * starts), pause and resume, stop with productivity, and today's sessions in the user's calendar day.
 */
import {
  MAX_DAY_SESSIONS,
  PAST_SESSION_EARLIEST,
  SESSION_MESSAGES,
  type pastSessionRequestSchema,
  SESSION_TYPES,
  type FocusSession,
  type SessionType,
  type TodaySessions,
} from '@wellness/contract';
import type { z } from 'zod';
import { inUserTransaction } from '../../accounts/repository.js';
import type { DatabaseKind } from '../../db/connection.js';
import { idForKey, oncePerKey } from '../../db/once-per-key.js';
import type { Db } from '../../db/schema.js';
import { instantOfLocal } from '../../lib/dose-schedule/local-time.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import { createVersionedMemo, keptForOwner } from '../../lib/versioned-memo.js';
import { readRunningSession } from '../../reads/day-series/read-days.js';
import * as repo from './repository.js';
import { pausedMsAt, runningSecondsAt, sessionTimesOf } from '../../lib/session-time.js';
import type { Owner } from '../../lib/owner.js';
import { storedEnum } from '../../lib/stored-enum.js';

export function toFocusSession(row: repo.SessionRow, now: Date): FocusSession {
  return {
    id: row.id,
    type: storedEnum(SESSION_TYPES, row.session_type, 'session type'),
    startTime: row.started_at,
    endTime: row.ended_at,
    isActive: row.ended_at === null,
    isPaused: row.ended_at === null && row.paused_at !== null,
    pausedAt: row.paused_at,
    pausedSeconds: Math.floor(Number(row.paused_ms) / 1000),
    plannedDuration: Number(row.planned_minutes),
    notes: row.notes,
    duration: row.duration_seconds !== null ? Number(row.duration_seconds) : runningSecondsAt(sessionTimesOf(row), now),
    productivity: row.productivity === null ? null : Number(row.productivity),
    date: row.local_day,
  };
}

export type PastSessionInput = z.output<typeof pastSessionRequestSchema>;

/** The instant of a past session's start: as written when it has an offset, else the wall clock in the user's zone. */
function startInstant(startTime: string, timeZone: string): Date {
  if (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(startTime)) return new Date(startTime);
  const seconds = Number(startTime.slice(17, 19) || '0');
  return new Date(instantOfLocal(startTime.slice(0, 10), startTime.slice(11, 16), timeZone).getTime() + seconds * 1000);
}

export type FocusSessionService = ReturnType<typeof createFocusSessionService>;

export function createFocusSessionService(deps: { db: Db; kind: DatabaseKind; clock: Clock }) {
  const { db, kind, clock } = deps;
  const notFound = () => new AppError('not_found', SESSION_MESSAGES.notFound);
  // The rows behind today's list, kept for the version of the user's data the request read (lib/versioned-memo.ts):
  // a running session's answer changes every second, so the read cache cannot keep it, but its rows change only with
  // a write; the time so far is counted from them at each read. The active session is the shared read's (reads/).
  const keptDays = createVersionedMemo<readonly repo.SessionRow[]>({
    maxSize: 16 * 1024 * 1024,
    sizeOf: (rows) => 100 + 400 * rows.length,
    freeze: (rows) => Object.freeze(rows.map((row) => Object.freeze(row))),
  });

  // An ended session's answer no longer depends on the time: for a kept (frozen) row it is built once and the same
  // frozen object is answered again, so the route can also keep its JSON (http/frozen-item-json.ts).
  const endedAnswers = new WeakMap<repo.SessionRow, FocusSession>();
  function keptAnswerOf(row: repo.SessionRow, now: Date): FocusSession {
    if (row.ended_at === null || !Object.isFrozen(row)) return toFocusSession(row, now);
    let answer = endedAnswers.get(row);
    if (answer === undefined) {
      answer = Object.freeze(toFocusSession(row, now));
      endedAnswers.set(row, answer);
    }
    return answer;
  }

  async function activeOrThrow(owner: Owner, id: string): Promise<repo.SessionRow> {
    const row = await repo.findSession(db, owner.id, id);
    if (!row) throw notFound();
    if (row.ended_at !== null) throw new AppError('conflict', SESSION_MESSAGES.notActive);
    return row;
  }

  async function reload(owner: Owner, id: string): Promise<FocusSession> {
    const row = await repo.findSession(db, owner.id, id);
    if (!row) throw notFound();
    return toFocusSession(row, clock.now());
  }

  /**
   * A session that happened, added afterwards: it has ended by now, overlaps no other session of the user (a live
   * session never can), and is dated by its start in the user's zone, like a live one.
   */
  async function insertPast(owner: Owner, input: PastSessionInput, key: string | null): Promise<FocusSession> {
    const now = clock.now();
    const start = startInstant(input.startTime, owner.timezone);
    // Checked before anything reads the start's calendar day: a start in year 1 has no day date arithmetic can read.
    if (!(start.getTime() >= Date.parse(PAST_SESSION_EARLIEST))) {
      throw new AppError('validation', SESSION_MESSAGES.pastTooEarly, { details: [{ path: 'startTime', message: SESSION_MESSAGES.pastTooEarly }] });
    }
    const end = new Date(start.getTime() + input.durationMinutes * 60_000);
    if (end.getTime() > now.getTime()) {
      throw new AppError('validation', SESSION_MESSAGES.pastNotEnded, { details: [{ path: 'startTime', message: SESSION_MESSAGES.pastNotEnded }] });
    }
    const id = newId();
    // The overlap is checked where the row is written: two sessions sent at once cannot both pass it.
    await inUserTransaction(db, kind, owner.id, async (trx) => {
      if (await repo.overlapsSession(trx, owner.id, start.toISOString(), end.toISOString())) {
        throw new AppError('conflict', SESSION_MESSAGES.pastOverlap, { details: [{ path: 'startTime', message: SESSION_MESSAGES.pastOverlap }] });
      }
      await repo.insertSession(trx, {
        id,
        user_id: owner.id,
        session_type: input.sessionType,
        started_at: start.toISOString(),
        local_day: calendarDayIn(start, owner.timezone),
        planned_minutes: input.durationMinutes,
        notes: input.notes ? input.notes : null,
        ended_at: end.toISOString(),
        duration_seconds: input.durationMinutes * 60,
        productivity: input.productivity,
        idempotency_key: key,
        created_at: now.toISOString(),
      });
    });
    return reload(owner, id);
  }

  return {
    async start(owner: Owner, input: { sessionType: SessionType; plannedDuration: number; notes?: string | undefined }): Promise<FocusSession> {
      const now = clock.now();
      const stored = await repo.insertActiveSession(db, {
        id: newId(),
        user_id: owner.id,
        session_type: input.sessionType,
        started_at: now.toISOString(),
        local_day: calendarDayIn(now, owner.timezone),
        planned_minutes: input.plannedDuration,
        notes: input.notes ? input.notes : null,
        created_at: now.toISOString(),
      });
      if (!stored) throw new AppError('conflict', SESSION_MESSAGES.alreadyActive);
      return toFocusSession(stored, now);
    },

    async pause(owner: Owner, id: string): Promise<FocusSession> {
      await activeOrThrow(owner, id);
      if (!(await repo.markPaused(db, owner.id, id, clock.now().toISOString()))) {
        throw new AppError('conflict', SESSION_MESSAGES.alreadyPaused);
      }
      return reload(owner, id);
    },

    async resume(owner: Owner, id: string): Promise<FocusSession> {
      const row = await activeOrThrow(owner, id);
      if (row.paused_at === null) throw new AppError('conflict', SESSION_MESSAGES.notPaused);
      const added = Math.max(0, clock.now().getTime() - Date.parse(row.paused_at));
      if (!(await repo.markResumed(db, owner.id, id, row.paused_at, added))) {
        throw new AppError('conflict', SESSION_MESSAGES.notPaused);
      }
      return reload(owner, id);
    },

    async stop(owner: Owner, id: string, input: { productivity: number; notes?: string | undefined }): Promise<FocusSession> {
      const row = await repo.findSession(db, owner.id, id);
      if (!row) throw notFound();
      if (row.ended_at !== null) throw new AppError('conflict', SESSION_MESSAGES.noneToStop);
      const now = clock.now();
      const times = sessionTimesOf(row);
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

    /** A session that happened, added afterwards (insertPast); with an idempotency key a save sent again is kept once. */
    async addPast(owner: Owner, input: PastSessionInput): Promise<FocusSession> {
      // Sent again after a lost answer, the same save answers the session it kept (not a 409 for overlapping itself).
      const key = input.idempotencyKey ?? null;
      return oncePerKey(key, {
        find: (k) => idForKey(db, 'focus_sessions', owner.id, k),
        answer: (id) => reload(owner, id),
        create: () => insertPast(owner, input, key),
      });
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await repo.deleteSession(db, owner.id, id))) throw notFound();
    },

    async active(owner: Owner): Promise<FocusSession | null> {
      const row = await readRunningSession(db, owner);
      return row ? toFocusSession(row, clock.now()) : null;
    },

    /** One calendar day's sessions (the History tab deletes past ones), oldest first. */
    async ofDay(owner: Owner, date: string): Promise<TodaySessions> {
      const now = clock.now();
      const sessions = (await repo.listSessionsOfDayUpTo(db, owner.id, date, MAX_DAY_SESSIONS)).map((row) => toFocusSession(row, now));
      return { date, sessions, summary: { totalTime: sessions.reduce((sum, s) => sum + s.duration, 0), count: sessions.length } };
    },

    /** Sessions started on the user's today; totalTime counts running time, an active session's up to now. */
    async today(owner: Owner): Promise<TodaySessions> {
      const now = clock.now();
      const date = calendarDayIn(now, owner.timezone);
      const rows = await keptForOwner(keptDays, db, owner, date, () => repo.listSessionsOfDay(db, owner.id, date));
      const sessions = rows.map((row) => keptAnswerOf(row, now));
      return { date, sessions, summary: { totalTime: sessions.reduce((sum, s) => sum + s.duration, 0), count: sessions.length } };
    },
  };
}
