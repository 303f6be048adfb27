/**
 * The calendar feed: one secret address per user (making one replaces the last; only the token's hash is stored,
 * so a leaked database cannot be turned into feed addresses), and the feed itself, served to whoever holds the
 * token, since calendar apps cannot sign in. Schedules and refill dates come from the composition root through
 * `CalendarSources`, so this feature imports no other.
 */
import { CALENDAR_FEED_SUFFIX, CALENDAR_MESSAGES } from '@wellness/contract';
import { findUserById } from '../../accounts/repository.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { onFirstUse } from '../../lib/on-first-use.js';
import { hashToken, newSecretToken } from '../../lib/secure-token.js';
import type { FeedSchedule, RefillDate } from './ics-feed.js';
import * as repo from './repository.js';

/** What the feed shows, read by other features and passed in by app.ts. */
export interface CalendarSources {
  schedules(owner: Owner): Promise<FeedSchedule[]>;
  refills(owner: Owner): Promise<RefillDate[]>;
}

/** The feed's writer and the iCalendar, time-zone and date libraries it needs, read when a calendar first asks (issue 35). */
const loadIcsFeed = onFirstUse(() => import('./ics-feed.js'));

/** newSecretToken's shape: 32 random bytes in base64url. Anything else names no feed, so no query is spent on it. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type CalendarService = ReturnType<typeof createCalendarService>;

export function createCalendarService(deps: { db: Db; clock: Clock; appUrl: URL; sources: CalendarSources }) {
  const { db, clock, appUrl, sources } = deps;
  const feedNotFound = () => new AppError('not_found', CALENDAR_MESSAGES.feedNotFound);
  const feedUrl = (token: string) => new URL(`/api/calendar/${token}${CALENDAR_FEED_SUFFIX}`, appUrl.origin).href;

  return {
    /** Makes or replaces the feed address; the token is shown this once and never stored. */
    async create(owner: Owner): Promise<{ url: string; createdAt: string }> {
      const token = newSecretToken();
      const createdAt = clock.now().toISOString();
      await repo.saveToken(db, owner.id, hashToken(token), createdAt);
      return { url: feedUrl(token), createdAt };
    },

    /** Revoking a feed that does not exist is done already: no error. */
    async revoke(owner: Owner): Promise<void> {
      await repo.deleteToken(db, owner.id);
    },

    async status(owner: Owner): Promise<{ active: boolean; createdAt: string | null }> {
      const found = await repo.findTokenOfUser(db, owner.id);
      return { active: found !== undefined, createdAt: found?.createdAt ?? null };
    },

    /** The calendar text for `file` ("<token>.ics"); an unknown, replaced or revoked token is 404. */
    async feed(file: string): Promise<string> {
      if (!file.endsWith(CALENDAR_FEED_SUFFIX)) throw feedNotFound();
      const token = file.slice(0, -CALENDAR_FEED_SUFFIX.length);
      if (!TOKEN_SHAPE.test(token)) throw feedNotFound();
      const found = await repo.findTokenByHash(db, hashToken(token));
      if (!found) throw feedNotFound();
      const user = await findUserById(db, found.userId);
      if (!user) throw feedNotFound();
      const owner: Owner = { id: user.id, timezone: user.timezone };
      const [schedules, refills] = await Promise.all([sources.schedules(owner), sources.refills(owner)]);
      const { buildCalendarFeed } = await loadIcsFeed();
      return buildCalendarFeed({ timeZone: owner.timezone, schedules, refills, now: clock.now(), appUrl });
    },
  };
}
