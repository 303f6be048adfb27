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
 * - An answer that depends on the time of day beyond the calendar day (a running focus session's seconds, a schedule's
 *   next dose) is not kept: the route's `keepable` says so, checked after the answer (a change in between moves the
 *   version, so a wrong verdict is never served).
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
  /** Whether this answer may be kept: false when it depends on the time beyond the calendar day. Default: always. */
  keepable?: (user: RequestUser) => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCacheRoute;
  }
  interface FastifyRequest {
    /** The calendar day a missed kept read was computed for (taken before its handler ran), else null. */
    readCacheMissedOn: string | null;
  }
}

export const MAX_ANSWER_BYTES = 512 * 1024;
export const MAX_USER_BYTES = 2 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

interface KeptAnswer {
  body: string;
  contentType: string;
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

  const dayOf = (user: RequestUser) => calendarDayIn(options.clock.now(), user.timezone);

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
    const keepable = route.keepable ? route.keepable(user) : Promise.resolve(true);
    keepable.then(
      (yes) => {
        if (yes) {
          const answer = { body: payload, contentType };
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
      const day = dayOf(user);
      const kept = store.find(user.id, stampOf(user, day), request.url);
      if (!kept) {
        misses++;
        request.readCacheMissedOn = day;
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
