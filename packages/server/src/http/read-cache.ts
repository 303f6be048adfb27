/**
 * Kept answers of signed-in reads (issue 35): a route that opts in (`config.readCache`) has its 200 answer kept, per
 * user, for the version of the user's data it was computed at (users.data_version, read with the session check of
 * every signed-in request and moved by the database with every change to the user's rows: migration 0025), and for
 * the user's calendar day and time zone. The same request again answers the kept bytes while all three still hold.
 *
 * Why it cannot serve stale data:
 * - The version a request carries was read before its data, and a write moves the version in its own transaction, so
 *   an answer kept under version v was computed from data at least as new as v; once anything changes, every process
 *   reads a newer version at the next request and computes afresh. Nothing here is shared between processes, and
 *   nothing needs to be.
 * - An answer that depends on the time of day beyond the calendar day is kept only for as long as it holds: the
 *   route's `holdsUntil` says until when, counted from the time taken before the handler ran (checked after the
 *   answer; a change in between moves the version, so a wrong verdict is never served). An answer counting a running
 *   focus session's seconds holds until that count's next second: an answer computed later in the same second would
 *   be the same bytes, and one computed after it was already past its end when kept, so it is never served. A run-out
 *   forecast counting a schedule's doses still to come today is not kept at all.
 *
 * Bounded: at most MAX_ANSWER_BYTES per answer, MAX_USER_BYTES per user, MAX_TOTAL_BYTES in all (least recently used
 * users go first), so query-string variations cannot grow it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarDayIn } from '../lib/calendar.js';
import type { Clock } from '../lib/clock.js';
import { createPerUserStore } from '../lib/per-user-store.js';
import type { RequestUser } from './current-user.js';

export interface ReadCacheRoute {
  /**
   * Until when (epoch ms) an answer computed after `askedAt` holds, when it depends on the time beyond the calendar
   * day: Infinity for the whole day, `askedAt` or earlier for not at all. Default: the whole day.
   */
  holdsUntil?: (user: RequestUser, askedAt: Date) => Promise<number>;
}

/** For routes whose answer depends on the data and the calendar day alone. */
export const THROUGH_THE_DAY = Number.POSITIVE_INFINITY;

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCacheRoute;
  }
  interface FastifyRequest {
    /** The calendar day a missed kept read was computed for (taken before its handler ran), else null. */
    readCacheMissedOn: string | null;
    /** The time (epoch ms) that day was taken at. */
    readCacheMissedAt: number;
  }
}

export const MAX_ANSWER_BYTES = 512 * 1024;
export const MAX_USER_BYTES = 2 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

interface KeptAnswer {
  body: string;
  contentType: string;
  /** Epoch ms from which it no longer holds (Infinity: until the data, the day or the zone changes). */
  until: number;
}

export interface ReadCacheStats {
  users: number;
  bytes: number;
  hits: number;
  misses: number;
}

export interface ReadCache {
  /**
   * For the authentication hook, right after it set `request.user`: answers the request with its kept answer and
   * says true, or notes the miss (and the day it was computed for) and says false. Answering here, before the
   * query is validated and the handler runs, is safe: only a URL that was answered 200 before is ever kept.
   */
  answer(request: FastifyRequest, reply: FastifyReply): boolean;
  stats(): ReadCacheStats;
}

const answerBytes = (url: string, answer: KeptAnswer) => 2 * (url.length + answer.body.length + answer.contentType.length);

/** Installs the cache's hook; register before compression so it keeps the serialized JSON, not compressed bytes. */
export function installReadCache(server: FastifyInstance, options: { clock: Clock; enabled?: boolean }): ReadCache {
  // Kept under the version, the calendar day and the zone: an answer holds while all three do (lib/per-user-store.ts).
  const store = createPerUserStore<KeptAnswer>({ maxValue: MAX_ANSWER_BYTES, maxUser: MAX_USER_BYTES, maxTotal: MAX_TOTAL_BYTES });
  const stampOf = (user: RequestUser, day: string) => ({ version: user.dataVersion, context: `${day} ${user.timezone}` });
  let hits = 0;
  let misses = 0;

  const off: ReadCache = { answer: () => false, stats: () => ({ users: 0, bytes: 0, hits: 0, misses: 0 }) };
  if (options.enabled === false) return off;
  // A property of the request rather than a WeakMap keyed by it: a WeakMap entry per request is costly to collect.
  server.decorateRequest('readCacheMissedOn', null);
  server.decorateRequest('readCacheMissedAt', 0);

  // Callback style: it runs on every response, and most are not the cache's (no promise for them).
  server.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.config.readCache;
    const user = request.user;
    const day = request.readCacheMissedOn;
    const contentType = reply.getHeader('content-type');
    if (!route || !user || day === null || reply.statusCode !== 200 || typeof payload !== 'string' || typeof contentType !== 'string') {
      done(null, payload);
      return;
    }
    const askedAt = request.readCacheMissedAt;
    const holds = route.holdsUntil ? route.holdsUntil(user, new Date(askedAt)) : Promise.resolve(THROUGH_THE_DAY);
    holds.then(
      (until) => {
        if (until > askedAt) {
          const answer = { body: payload, contentType, until };
          store.keep(user.id, stampOf(user, day), request.url, answer, answerBytes(request.url, answer));
        }
        done(null, payload);
      },
      (error: unknown) => {
        // The answer is right; only whether to keep it could not be told. Send it, keep nothing, say why in the log.
        request.log.error({ err: error }, 'the read cache could not tell whether an answer may be kept');
        done(null, payload);
      },
    );
  });

  return {
    answer(request, reply) {
      const route = request.routeOptions.config.readCache;
      const user = request.user;
      if (!route || !user || request.method !== 'GET') return false;
      const now = options.clock.now();
      const day = calendarDayIn(now, user.timezone);
      const kept = store.find(user.id, stampOf(user, day), request.url);
      if (!kept || now.getTime() >= kept.until) {
        misses++;
        request.readCacheMissedOn = day;
        request.readCacheMissedAt = now.getTime();
        return false;
      }
      hits++;
      reply.type(kept.contentType).send(kept.body);
      return true;
    },
    stats: () => {
      const { users, size } = store.stats();
      return { users, bytes: size, hits, misses };
    },
  };
}
