/**
 * The BOLA matrix's fixture table: for every route whose path names a user-owned record, how the owner creates
 * one, how the owner reads it back, and a valid body per method. bola.test.ts fails for any parameterised route
 * that is neither here nor in BOLA_EXEMPT, so a route added later must be given a line here.
 *
 * Adding an id-taking route: add `'<path pattern>': { resource, methods: { METHOD: { body?, ownerStatus } } }` to
 * BOLA_FIXTURES, reusing a resource of bola-resources.ts or writing one there (create + read, a dozen lines).
 */
import {
  customAid,
  customCondition,
  dose,
  entry,
  goal,
  openOccurrence,
  plannedExperiment,
  ownFactor,
  customMoodTag,
  otherLogin,
  scheduledSupplement,
  SCHEDULE_EVERY_TWO_HOURS,
  pausedSession,
  pushSubscription,
  runningSession,
  substanceIn,
  supplement,
  supplementAsSubstance,
  supplementWithDose,
  trackedCustomCondition,
  type OwnedResource,
} from './bola-resources.js';
import type { HttpMethod } from './route-table.js';

export interface MethodCase {
  /** A body that passes validation, so that the ownership check is what answers another user. */
  body?: unknown;
  /** What the owner gets for the same call, proving the route works and another user's 404 means something. */
  ownerStatus: number;
}

export interface RouteFixture {
  resource: OwnedResource;
  /** HEAD may be left out when GET is given: it is answered by the GET handler. */
  methods: Partial<Record<HttpMethod, MethodCase>>;
}

const read = { ownerStatus: 200 };
const deleted = { ownerStatus: 204 };
const rename = { name: 'Renamed by another user', notes: 'Written by another user' };

export const BOLA_FIXTURES: Record<string, RouteFixture> = {
  '/api/supplements/:id': { resource: supplement, methods: { GET: read, PUT: { body: rename, ownerStatus: 200 }, DELETE: deleted } },
  '/api/prescriptions/:id': { resource: substanceIn('prescriptions'), methods: { GET: read, PUT: { body: rename, ownerStatus: 200 }, DELETE: deleted } },
  '/api/otc-medications/:id': { resource: substanceIn('otc-medications'), methods: { GET: read, PUT: { body: rename, ownerStatus: 200 }, DELETE: deleted } },
  '/api/interactions/substance/:id': { resource: supplement, methods: { GET: read } },
  '/api/supplement-doses/:supplementId/history': { resource: supplementWithDose, methods: { GET: read } },
  '/api/supplement-doses/:id': {
    resource: dose,
    methods: { PATCH: { body: { dosage: 99, notes: 'Written by another user' }, ownerStatus: 200 }, DELETE: deleted },
  },
  '/api/entries/:id': {
    resource: entry,
    methods: {
      PUT: { body: { type: 'SESSION_ONLY', notes: 'Written by another user' }, ownerStatus: 200 },
      DELETE: deleted,
    },
  },
  '/api/focus-aids/:id': {
    resource: customAid,
    methods: { PUT: { body: { name: 'Renamed by another user', isActive: false }, ownerStatus: 200 }, DELETE: deleted },
  },
  '/api/focus-sessions/:id': { resource: runningSession, methods: { DELETE: deleted } },
  '/api/focus-sessions/:id/pause': { resource: runningSession, methods: { PATCH: read } },
  '/api/focus-sessions/:id/resume': { resource: pausedSession, methods: { PATCH: read } },
  '/api/focus-sessions/:id/stop': {
    resource: runningSession,
    methods: { PATCH: { body: { productivity: 2, notes: 'Written by another user' }, ownerStatus: 200 } },
  },
  '/api/auth/sessions/:id': { resource: otherLogin, methods: { DELETE: deleted } },
  '/api/conditions/custom/:id': { resource: customCondition, methods: { DELETE: deleted } },
  '/api/user-conditions/:conditionId': { resource: trackedCustomCondition, methods: { DELETE: deleted } },
  '/api/goals/:id': {
    resource: goal,
    methods: { PUT: { body: { name: 'Renamed by another user', description: 'Written by another user' }, ownerStatus: 200 }, DELETE: deleted },
  },
  '/api/schedules/:substanceId': {
    resource: scheduledSupplement,
    methods: { GET: read, PUT: { body: { ...SCHEDULE_EVERY_TWO_HOURS, times: ['09:15'] }, ownerStatus: 200 }, DELETE: deleted },
  },
  '/api/reminders/:occurrenceId/take': { resource: openOccurrence, methods: { POST: read } },
  '/api/reminders/:occurrenceId/snooze': { resource: openOccurrence, methods: { POST: { body: { minutes: 10 }, ownerStatus: 200 } } },
  '/api/reminders/:occurrenceId/skip': { resource: openOccurrence, methods: { POST: { body: { reason: 'Written by another user' }, ownerStatus: 200 } } },
  '/api/analytics/supplement-insights/:id': { resource: supplement, methods: { GET: read } },
  '/api/analytics/dose-response/:substanceId': { resource: supplementAsSubstance, methods: { GET: read } },
  '/api/analytics/ailment-supplement-analysis/:conditionId': { resource: trackedCustomCondition, methods: { GET: read } },
  '/api/research/supplements/:id': { resource: supplement, methods: { GET: read } },
  '/api/research/conditions/:id': { resource: customCondition, methods: { GET: read } },
  '/api/push/subscriptions/:id': { resource: pushSubscription, methods: { DELETE: deleted } },
  '/api/experiments/:id': {
    resource: plannedExperiment,
    methods: { GET: read, PUT: { body: { question: 'Written by another user', outcomeMetric: 'mood' }, ownerStatus: 200 } },
  },
  // A planned experiment has no result yet: the owner's 409 shows the route found it, where another user gets 404.
  '/api/experiments/:id/result': { resource: plannedExperiment, methods: { GET: { ownerStatus: 409 } } },
  '/api/experiments/:id/stop': { resource: plannedExperiment, methods: { POST: { body: { reason: 'Written by another user' }, ownerStatus: 200 } } },
  '/api/factors/:id': {
    resource: ownFactor,
    methods: { PUT: { body: { name: 'Renamed by another user', kind: 'number', unit: 'h' }, ownerStatus: 200 }, DELETE: deleted },
  },
  '/api/factors/:id/values/:date': { resource: ownFactor, methods: { PUT: { body: { value: 3 }, ownerStatus: 200 }, DELETE: deleted } },
  '/api/mood-tags/:id': { resource: customMoodTag, methods: { DELETE: deleted } },
};

/**
 * Query strings for list routes that show nothing without one, so the sweep of another user's lists searches for
 * the owner's records (every record's name starts with "Owner").
 */
/** Today in UTC, the fresh owners' zone: the day their doses and sessions are recorded on. */
const today = new Date().toISOString().slice(0, 10);

export const LIST_QUERIES: Record<string, string> = {
  '/api/supplement-autocomplete/autocomplete': '?q=Owner',
  '/api/supplement-doses': `?date=${today}`,
  '/api/focus-sessions': `?date=${today}`,
};

/** Parameterised routes that name nothing a user owns, each with the reason. */
export const BOLA_EXEMPT: Record<string, string> = {
  '/api/auth/verify-email/:token':
    'The token is a 256-bit secret mailed to the address, not the id of an owned record; it is taken signed out. Unknown, expired and used tokens are covered by registration.test.ts.',
  '/api/calendar/:file':
    'The file name is the calendar feed’s 256-bit secret, not the id of an owned record; it is taken signed out. That one user’s feed never shows another’s doses, and replaced, revoked and odd tokens, are covered by calendar.test.ts.',
  '/api/docs/static/*': 'Swagger UI’s static files: public, the same for everyone, no user data.',
  '/api/research/:itemId/bookmark':
    'The item id names a shipped public document, the same for every user, not an owned record; that one user’s bookmark never shows for another is tested in research.test.ts.',
  '/api/research/:itemId/read':
    'The item id names a shipped public document, the same for every user, not an owned record; that one user’s read mark never shows for another is tested in research.test.ts.',
};
