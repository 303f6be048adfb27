/**
 * Daily entries: entries reference only the user's own substances, aids and sessions; days are the user's calendar
 * days. Whole-day reads live in features/daily.
 */
import {
  GENERIC_MESSAGES,
  ENTRY_MESSAGES,
  ENTRY_TYPES,
  SESSION_TYPES,
  CORE_ENTRY_METRICS,
  FULL_TRACKING_REQUIRED,
  MOOD_TAG_MESSAGES,
  nameKey,
  timeOfDayAt,
  type Entry,
  type EntryType,
  type createEntryRequestSchema,
} from '@wellness/contract';
import type { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { oncePerKey } from '../../db/once-per-key.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import { lastDaysFrom } from '../../reads/day-series/periods.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import { ownedSubstanceIds } from '../../reads/inventory/repository.js';
import * as repo from './repository.js';
import { ratingColumns, ratingsOf, storedTags, tagsOf } from './stored-entry.js';
import type { Owner } from '../../lib/owner.js';
import { groupBy } from '../../lib/group-by.js';
import { storedEnum } from '../../lib/stored-enum.js';

export type CreateEntryInput = z.output<typeof createEntryRequestSchema>;

export interface EntryQuery {
  limit: number;
  offset?: number | undefined;
  type?: EntryType | undefined;
  days?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  tag?: string | undefined;
}

const localTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** Each tag as the user's list spells it; 400 naming the tags that are neither one of the eight nor the user's own. */
function canonicalTags(known: ReadonlyMap<string, string>, tags: readonly string[]): string[] {
  const details: Array<{ path: string; message: string }> = [];
  const canonical = tags.map((tag, i) => {
    const name = known.get(nameKey(tag));
    if (name === undefined) details.push({ path: `tags.${i}`, message: MOOD_TAG_MESSAGES.unknownTag });
    return name ?? tag;
  });
  if (details.length > 0) throw new AppError('validation', GENERIC_MESSAGES.validationFailed, { details });
  return canonical;
}

export type EntryService = ReturnType<typeof createEntryService>;

/** The focus aids an entry may name, by id (built-in and the user's own); the focus-aids feature provides it. */
export type KnownAids = (owner: Owner) => Promise<Map<string, { icon: string; name: string }>>;

/** The tags an entry may carry (the eight and the user's own), by nameKey; the mood-tags feature provides it. */
export type KnownMoodTags = (owner: Owner) => Promise<ReadonlyMap<string, string>>;

/** The metrics the user has hidden in Tracking Preferences; the preferences feature provides it. */
export type HiddenMetrics = (owner: Owner) => Promise<ReadonlySet<string>>;

/** The stored fields of an entry from its input; `base` gives the id, owner, day, time and creation of the row. */
function toRow(
  input: CreateEntryInput,
  base: Pick<repo.EntryRow, 'id' | 'user_id' | 'local_day' | 'local_time' | 'created_at' | 'idempotency_key'>,
): repo.EntryRow {
  return {
    ...base,
    entry_type: input.type,
    local_day: input.date ?? base.local_day,
    local_time: input.time ?? base.local_time,
    ...ratingColumns(input),
    notes: input.notes ? input.notes : null,
    tags: storedTags(input.tags),
    session_id: input.sessionId ?? null,
  };
}

/** A substance given without its part of the day takes the entry's: one taken at 20:47 is 'evening'. */
function toLinks(input: CreateEntryInput, entryTime: string): repo.EntryLinks {
  const bySubstance = new Map(input.supplements.map((s) => [s.supplementId, s]));
  return {
    substances: [...bySubstance.values()].map((s) => ({
      substance_id: s.supplementId,
      taken: s.taken ? 1 : 0,
      time_of_day: s.timeOfDay ?? timeOfDayAt(entryTime),
    })),
    aidIds: [...new Set(input.focusAids.map((a) => a.focusAidId))],
  };
}

export function createEntryService(deps: { db: Db; clock: Clock; knownAids: KnownAids; hiddenMetrics: HiddenMetrics; knownMoodTags: KnownMoodTags }) {
  const { db, clock, knownAids, hiddenMetrics, knownMoodTags } = deps;

  async function toEntries(owner: Owner, rows: repo.EntryRow[]): Promise<Entry[]> {
    const links = await repo.loadLinks(
      db,
      rows.map((r) => r.id),
    );
    const known = await knownAids(owner);
    const sessionRows = await repo.findSessionsByIds(
      db,
      owner.id,
      rows.flatMap((r) => (r.session_id ? [r.session_id] : [])),
    );
    // Grouped once, so 500 entries cost one pass over their links, not one pass per entry.
    const substancesOf = groupBy(links.substances, (s) => s.entry_id);
    const aidsOf = groupBy(links.aids, (a) => a.entry_id);
    const sessionsById = new Map(sessionRows.map((s) => [s.id, s]));
    return rows.map((row) => {
      const session = row.session_id ? sessionsById.get(row.session_id) : undefined;
      return {
        id: row.id,
        type: storedEnum(ENTRY_TYPES, row.entry_type, 'entry type'),
        date: row.local_day,
        time: row.local_time,
        createdAt: row.created_at,
        ...ratingsOf(row),
        notes: row.notes,
        tags: tagsOf(row.tags),
        supplements: (substancesOf.get(row.id) ?? []).map((s) => ({
          supplementId: s.substance_id,
          taken: Number(s.taken) === 1,
          timeOfDay: s.time_of_day,
          supplement: { name: s.name, brand: s.brand },
        })),
        focusAids: (aidsOf.get(row.id) ?? []).map((a) => {
          const aid = known.get(a.aid_id);
          // An aid deleted since the entry was saved keeps a neutral label rather than vanishing from history.
          return { focusAidId: a.aid_id, tool: { icon: aid?.icon ?? '🎯', name: aid?.name ?? 'Removed focus aid' } };
        }),
        session: session
          ? { id: session.id, type: storedEnum(SESSION_TYPES, session.session_type, 'session type'), duration: Number(session.duration_seconds ?? 0) }
          : null,
      };
    });
  }

  async function list(owner: Owner, query: EntryQuery) {
    const today = calendarDayIn(clock.now(), owner.timezone);
    const fromDay = query.from ?? (query.days ? lastDaysFrom(today, query.days) : undefined);
    const { rows, total } = await repo.listEntries(
      db,
      owner.id,
      {
        type: query.type,
        fromDay,
        toDay: query.to,
        search: query.search,
        tag: query.tag,
        customTags: query.search ? [...(await knownMoodTags(owner)).values()] : undefined,
      },
      { limit: query.limit, offset: query.offset ?? 0 },
    );
    return { entries: await toEntries(owner, rows), total };
  }

  /** Full tracking's metrics, the references (only the user's own), and a date that has come: 400 or 404, nothing stored. */
  async function checkInput(owner: Owner, input: CreateEntryInput, today: string): Promise<CreateEntryInput> {
    const tags = await canonicalTags(await knownMoodTags(owner), input.tags);
    if (input.type === 'REGULAR') {
      // Full tracking records every core metric the user has not hidden in Tracking Preferences.
      const hidden = await hiddenMetrics(owner);
      const missing = CORE_ENTRY_METRICS.filter((key) => !hidden.has(key) && (input[key] === undefined || input[key] === null));
      if (missing.length > 0) {
        throw new AppError('validation', GENERIC_MESSAGES.validationFailed, {
          details: missing.map((key) => ({ path: key, message: FULL_TRACKING_REQUIRED })),
        });
      }
    }
    if (input.date !== undefined && input.date > today) {
      throw new AppError('validation', GENERIC_MESSAGES.validationFailed, { details: [{ path: 'date', message: ENTRY_MESSAGES.futureDate }] });
    }
    const substanceIds = [...new Set(input.supplements.map((s) => s.supplementId))];
    const owned = await ownedSubstanceIds(db, owner.id, substanceIds);
    const details: Array<{ path: string; message: string }> = [];
    input.supplements.forEach((s, i) => {
      if (!owned.has(s.supplementId)) details.push({ path: `supplements.${i}.supplementId`, message: 'Unknown substance' });
    });
    const known = await knownAids(owner);
    input.focusAids.forEach((a, i) => {
      if (!known.has(a.focusAidId)) details.push({ path: `focusAids.${i}.focusAidId`, message: 'Unknown focus aid' });
    });
    if (input.sessionId && (await repo.findSessionsByIds(db, owner.id, [input.sessionId])).length === 0) {
      details.push({ path: 'sessionId', message: 'Unknown focus session' });
    }
    // Another user's id answers exactly like one that does not exist: 404, naming which reference.
    if (details.length > 0) throw new AppError('not_found', GENERIC_MESSAGES.notFound, { details });
    return { ...input, tags };
  }

  async function one(owner: Owner, row: repo.EntryRow): Promise<Entry> {
    const [entry] = await toEntries(owner, [row]);
    if (!entry) throw new AppError('not_found', ENTRY_MESSAGES.notFound);
    return entry;
  }

  return {
    /**
     * Keeps a new entry. With an idempotency key the same save is kept once however often it is sent: a repeat answers
     * the entry kept first; a repeat racing the first loses on the unique index and answers the winner.
     */
    async create(owner: Owner, input: CreateEntryInput): Promise<Entry> {
      const key = input.idempotencyKey ?? null;
      return oncePerKey(key, {
        find: (k) => repo.findEntryByKey(db, owner.id, k),
        answer: (row) => one(owner, row),
        create: async () => {
          const now = clock.now();
          const checked = await checkInput(owner, input, calendarDayIn(now, owner.timezone));
          const row = toRow(checked, {
            id: newId(),
            user_id: owner.id,
            local_day: calendarDayIn(now, owner.timezone),
            local_time: localTime(now, owner.timezone),
            created_at: now.toISOString(),
            idempotency_key: key,
          });
          await db.transaction().execute((trx) => repo.insertEntry(trx, row, toLinks(input, row.local_time)));
          return one(owner, row);
        },
      });
    },

    /** PUT: the entry becomes the given one; its day and time stay unless given. Another user's entry is 404. */
    async update(owner: Owner, id: string, input: CreateEntryInput): Promise<Entry> {
      const existing = await repo.findEntry(db, owner.id, id);
      if (!existing) throw new AppError('not_found', ENTRY_MESSAGES.notFound);
      const checked = await checkInput(owner, input, calendarDayIn(clock.now(), owner.timezone));
      const row = toRow(checked, existing);
      const replaced = await db.transaction().execute((trx) => repo.replaceEntry(trx, row, toLinks(input, row.local_time)));
      // Deleted between the read and the write (another tab): the same 404 as never existing.
      if (!replaced) throw new AppError('not_found', ENTRY_MESSAGES.notFound);
      return one(owner, row);
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await repo.deleteEntry(db, owner.id, id))) throw new AppError('not_found', ENTRY_MESSAGES.notFound);
    },

    list,
  };
}
