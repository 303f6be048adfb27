/**
 * Daily entries and the day summaries built from them (part 1 §3, §7 "Entries and daily", api-decisions §5):
 * entries reference only the user's own substances, aids and sessions; days are the user's calendar days.
 */
import {
  GENERIC_MESSAGES,
  ENTRY_MESSAGES,
  ENTRY_TYPES,
  CORE_ENTRY_METRICS,
  FULL_TRACKING_REQUIRED,
  type DailySummary,
  type Entry,
  type EntryType,
  DAILY_INSIGHT_WINDOW_DAYS,
  type DailyInsight,
  type Substance,
  type createEntryRequestSchema,
} from '@wellness/contract';
import type { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addDays, calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import type { FocusAidService } from '../focus-aids/service.js';
import type { FocusSessionService } from '../focus-sessions/service.js';
import type { PreferencesService } from '../preferences/service.js';
import { composeDailyInsight } from '../insights/daily-insight.js';
import { toSubstance } from '../substances/mapping.js';
import * as repo from './repository.js';

export interface EntryOwner {
  id: string;
  timezone: string;
}

export type CreateEntryInput = z.output<typeof createEntryRequestSchema>;

export interface EntryQuery {
  limit: number;
  type?: EntryType | undefined;
  days?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  tag?: string | undefined;
}

const localTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export type EntryService = ReturnType<typeof createEntryService>;

export function createEntryService(deps: { db: Db; clock: Clock; aids: FocusAidService; sessions: FocusSessionService; preferences: PreferencesService }) {
  const { db, clock, aids, sessions, preferences } = deps;

  async function toEntries(owner: EntryOwner, rows: repo.EntryRow[]): Promise<Entry[]> {
    const links = await repo.loadLinks(
      db,
      rows.map((r) => r.id),
    );
    const known = await aids.knownAids(owner);
    const sessionRows = await repo.findSessionsByIds(
      db,
      owner.id,
      rows.flatMap((r) => (r.session_id ? [r.session_id] : [])),
    );
    return rows.map((row) => {
      if (!(ENTRY_TYPES as readonly string[]).includes(row.entry_type)) throw new Error(`Unexpected stored entry type ${row.entry_type}`);
      const session = sessionRows.find((s) => s.id === row.session_id);
      return {
        id: row.id,
        type: row.entry_type as EntryType,
        date: row.local_day,
        time: row.local_time,
        createdAt: row.created_at,
        overallRating: row.overall_rating,
        focusLevel: row.focus_level,
        taskInitiation: row.task_initiation,
        restlessness: row.restlessness,
        productivity: row.productivity,
        energy: row.energy,
        mood: row.mood,
        anxiety: row.anxiety,
        notes: row.notes,
        tags: JSON.parse(row.tags) as string[],
        supplements: links.supplements
          .filter((s) => s.entry_id === row.id)
          .map((s) => ({ supplementId: s.substance_id, taken: Number(s.taken) === 1, timeOfDay: s.time_of_day, supplement: { name: s.name, brand: s.brand } })),
        focusAids: links.aids
          .filter((a) => a.entry_id === row.id)
          .map((a) => {
            const aid = known.get(a.aid_id);
            // An aid deleted since the entry was saved keeps a neutral label rather than vanishing from history.
            return { focusAidId: a.aid_id, tool: { icon: aid?.icon ?? '🎯', name: aid?.name ?? 'Removed focus aid' } };
          }),
        session: session ? { id: session.id, type: session.session_type, duration: Number(session.duration_seconds ?? 0) } : null,
      };
    });
  }

  async function list(owner: EntryOwner, query: EntryQuery) {
    const today = calendarDayIn(clock.now(), owner.timezone);
    const fromDay = query.from ?? (query.days ? addDays(today, -(query.days - 1)) : undefined);
    const { rows, total } = await repo.listEntries(
      db,
      owner.id,
      { type: query.type, fromDay, toDay: query.to, search: query.search, tag: query.tag },
      query.limit,
    );
    return { entries: await toEntries(owner, rows), total };
  }

  return {
    async create(owner: EntryOwner, input: CreateEntryInput): Promise<Entry> {
      const now = clock.now();
      if (input.type === 'REGULAR') {
        // Full tracking records every core metric the user has not hidden in Tracking Preferences (part 2 §3.7).
        const hidden = await preferences.hiddenMetrics(owner);
        const missing = CORE_ENTRY_METRICS.filter((key) => !hidden.has(key) && (input[key] === undefined || input[key] === null));
        if (missing.length > 0) {
          throw new AppError('validation', GENERIC_MESSAGES.validationFailed, {
            details: missing.map((key) => ({ path: key, message: FULL_TRACKING_REQUIRED })),
          });
        }
      }
      const supplementIds = [...new Set(input.supplements.map((s) => s.supplementId))];
      const owned = await repo.ownedSubstanceIds(db, owner.id, supplementIds);
      const details: Array<{ path: string; message: string }> = [];
      input.supplements.forEach((s, i) => {
        if (!owned.has(s.supplementId)) details.push({ path: `supplements.${i}.supplementId`, message: 'Unknown substance' });
      });
      const known = await aids.knownAids(owner);
      input.focusAids.forEach((a, i) => {
        if (!known.has(a.focusAidId)) details.push({ path: `focusAids.${i}.focusAidId`, message: 'Unknown focus aid' });
      });
      if (input.sessionId && (await repo.findSessionsByIds(db, owner.id, [input.sessionId])).length === 0) {
        details.push({ path: 'sessionId', message: 'Unknown focus session' });
      }
      // Another user's id answers exactly like one that does not exist: 404, naming which reference (api-decisions §2).
      if (details.length > 0) throw new AppError('not_found', GENERIC_MESSAGES.notFound, { details });

      const row: repo.EntryRow = {
        id: newId(),
        user_id: owner.id,
        entry_type: input.type,
        local_day: input.date ?? calendarDayIn(now, owner.timezone),
        local_time: input.time ?? localTime(now, owner.timezone),
        overall_rating: input.overallRating ?? null,
        focus_level: input.focusLevel ?? null,
        task_initiation: input.taskInitiation ?? null,
        restlessness: input.restlessness ?? null,
        productivity: input.productivity ?? null,
        energy: input.energy ?? null,
        mood: input.mood ?? null,
        anxiety: input.anxiety ?? null,
        notes: input.notes ? input.notes : null,
        tags: JSON.stringify([...new Set(input.tags)]),
        session_id: input.sessionId ?? null,
        created_at: now.toISOString(),
      };
      const bySubstance = new Map(input.supplements.map((s) => [s.supplementId, s]));
      await db.transaction().execute((trx) =>
        repo.insertEntry(trx, row, {
          supplements: [...bySubstance.values()].map((s) => ({ substance_id: s.supplementId, taken: s.taken ? 1 : 0, time_of_day: s.timeOfDay })),
          aidIds: [...new Set(input.focusAids.map((a) => a.focusAidId))],
        }),
      );
      const [entry] = await toEntries(owner, [row]);
      if (!entry) throw new AppError('not_found', ENTRY_MESSAGES.notFound);
      return entry;
    },

    list,

    async dailySummary(owner: EntryOwner): Promise<DailySummary> {
      const today = calendarDayIn(clock.now(), owner.timezone);
      const [counts] = await repo.countsByDay(db, owner.id, today, today);
      const todaySessions = await sessions.today(owner);
      return {
        date: today,
        entriesCount: counts?.entries ?? 0,
        dosesCount: counts?.doses ?? 0,
        sessionsCount: todaySessions.summary.count,
        totalFocusTime: todaySessions.summary.totalTime,
        avgRating: round1(counts?.avgRating ?? null),
      };
    },

    /** One summary per day that has anything in it, newest first, over the last `days` days. */
    async dailySummaries(owner: EntryOwner, days: number) {
      const today = calendarDayIn(clock.now(), owner.timezone);
      const counts = await repo.countsByDay(db, owner.id, addDays(today, -(days - 1)), today);
      return {
        days: counts.map((c) => ({
          date: c.day,
          entriesCount: c.entries,
          dosesCount: c.doses,
          sessionsCount: c.sessions,
          totalFocusTime: c.focusSeconds,
          avgRating: round1(c.avgRating),
          avgProductivity: round1(c.avgProductivity),
        })),
      };
    },

    async insight(owner: EntryOwner): Promise<DailyInsight> {
      const today = calendarDayIn(clock.now(), owner.timezone);
      const counts = await repo.countsByDay(db, owner.id, addDays(today, -(DAILY_INSIGHT_WINDOW_DAYS - 1)), today);
      return composeDailyInsight(
        counts.map((c) => ({ day: c.day, entries: c.entries, avgProductivity: c.avgProductivity, avgRating: c.avgRating, sessions: c.sessions })),
        today,
      );
    },

    async loggableSubstances(owner: EntryOwner): Promise<Substance[]> {
      return (await repo.listLoggableSubstances(db, owner.id)).map((row) => toSubstance({ row, ingredients: [] }));
    },
  };
}
