/**
 * The BOLA matrix's table for ids inside request bodies and queries (`supplementId`, `substanceIds[]`, …). Each id
 * field the route table finds (support/route-table.ts, by field name) needs a case here, or bola.test.ts fails.
 *
 * Adding a route with an id in its body: add `'<METHOD> <path>': { '<field path>': { resource, request, status,
 * ownerStatus } }`, where `request` builds a valid body naming the given record in that field and only the caller's
 * own records elsewhere; a route whose path has parameters too gets them from `request` as `path` (the caller's own).
 */
import type { Goal } from '@wellness/contract';
import { randomUUID } from 'node:crypto';
import {
  aidRecord,
  backupFile,
  conditionRecord,
  doseChangeRecord,
  doseRecord,
  entryRecord,
  experimentRecord,
  factorRecord,
  goalRecord,
  moodTagRecord,
  ingredientRecord,
  occurrenceMarkRecord,
  scheduleRecord,
  sessionRecord,
  substanceRecord,
  supplementNameRecord,
  trackedRecord,
} from './backup-records.js';
import {
  customAid,
  customCondition,
  dose,
  entry,
  goal,
  plannedExperiment,
  plannedStart,
  ownFactor,
  customMoodTag,
  trackedConditionRow,
  requireId,
  runningSession,
  supplement,
  type OwnedResource,
  type Params,
} from './bola-resources.js';
import type { SignedIn } from './test-app.js';

export interface BodyIdCase {
  resource: OwnedResource;
  /** A valid request from `caller` that names the record `params` in this field. */
  request(caller: SignedIn, params: Params): Promise<{ body?: unknown; query?: string; path?: Params }>;
  /** What a caller gets when the record is not theirs; it must also be exactly what they get for an id that does not exist. */
  status: number;
  /** What the owner gets for their own record, proving the request is valid. */
  ownerStatus: number;
}

async function ownSupplementOf(caller: SignedIn): Promise<string> {
  return requireId(await supplement.create(caller, 'caller'));
}

/** A goal of the caller's own, for the route that edits one: the path names it, the body names the record under test. */
async function ownGoalOf(caller: SignedIn): Promise<Params> {
  const created = await caller.call('POST', '/api/goals', { name: 'Caller goal' });
  if (created.statusCode !== 201) throw new Error(`create the caller's goal: ${created.statusCode} ${created.body}`);
  return { id: created.json<Goal>().id };
}

/** The timeline names its supplement in the query string. */
const timelineCase: BodyIdCase = {
  resource: supplement,
  request: async (_caller, p) => ({ query: `?supplementId=${encodeURIComponent(requireId(p))}&days=7` }),
  status: 404,
  ownerStatus: 200,
};

const fullRatings = { type: 'REGULAR', overallRating: 5, focusLevel: 5, taskInitiation: 5, restlessness: 5, productivity: 5 };

/** An entry of the caller's own, for the route that corrects one: the path names it, the body names the record under test. */
async function ownEntryOf(caller: SignedIn): Promise<Params> {
  const created = await caller.call('POST', '/api/entries', { ...fullRatings, notes: 'Caller entry' });
  if (created.statusCode !== 201) throw new Error(`create the caller's entry: ${created.statusCode} ${created.body}`);
  return { id: created.json<{ id: string }>().id };
}
// ---- the import (POST /api/settings/import): a backup file naming the record under test in one field ----
const backupOf = (data: Record<string, unknown>) => ({ body: backupFile(data) });
/** A record id from another account is restored under an id of the caller's own (200, as for a new id); a link to another account's record is refused by path (400, as for an unknown id). */
const importCase = (
  resource: OwnedResource,
  data: (caller: SignedIn, id: string) => Promise<Record<string, unknown>>,
  status: number,
  ownerStatus: number,
): BodyIdCase => ({
  resource,
  request: async (caller, p) => backupOf(await data(caller, requireId(p))),
  status,
  ownerStatus,
});
const fresh = () => randomUUID();

/** A planned experiment of the caller's own, for the route that edits one: the path names it. */
async function ownExperimentOf(caller: SignedIn): Promise<Params> {
  return plannedExperiment.create(caller, `caller-${fresh()}`);
}

const experimentPlan = (substanceId: string) => ({ substanceId, question: 'Written by another user', outcomeMetric: 'focusLevel', startDate: plannedStart() });
const suggestionCase: BodyIdCase = {
  resource: supplement,
  request: async (_caller, p) => ({ query: `?substanceId=${encodeURIComponent(requireId(p))}` }),
  status: 404,
  ownerStatus: 200,
};

/** A backup naming the record under test in one field, for the import and its preview. */
const IMPORT_CASES: Record<string, BodyIdCase> = {
  'data.substances[].id': importCase(supplement, async (_c, id) => ({ substances: [substanceRecord(id)] }), 200, 200),
  'data.substances[].ingredients[].id': importCase(
    supplement,
    async (_c, id) => ({ substances: [substanceRecord(fresh(), [ingredientRecord(id)])] }),
    200,
    200,
  ),
  // Dose-change ids are not shown by the API; a substance's id stands in as a taken id, as for ingredients.
  'data.substances[].doseHistory[].id': importCase(
    supplement,
    async (_c, id) => ({ substances: [{ ...substanceRecord(fresh()), doseHistory: [doseChangeRecord(id)] }] }),
    200,
    200,
  ),
  'data.supplementNames[].id': importCase(supplement, async (_c, id) => ({ supplementNames: [supplementNameRecord(id)] }), 200, 200),
  'data.focusAids[].id': importCase(customAid, async (_c, id) => ({ focusAids: [aidRecord(id)] }), 200, 200),
  'data.focusAidVisibility[].aidId': importCase(customAid, async (_c, id) => ({ focusAidVisibility: [{ aidId: id, isActive: false }] }), 400, 200),
  'data.focusSessions[].id': importCase(runningSession, async (_c, id) => ({ focusSessions: [sessionRecord(id)] }), 200, 200),
  'data.doses[].id': importCase(dose, async (caller, id) => ({ doses: [doseRecord(id, await ownSupplementOf(caller))] }), 200, 200),
  'data.doses[].substanceId': importCase(supplement, async (_c, id) => ({ doses: [doseRecord(fresh(), id)] }), 400, 200),
  'data.entries[].id': importCase(entry, async (_c, id) => ({ entries: [entryRecord(id)] }), 200, 200),
  'data.entries[].sessionId': importCase(runningSession, async (_c, id) => ({ entries: [entryRecord(fresh(), { sessionId: id })] }), 400, 200),
  'data.entries[].supplements[].substanceId': importCase(supplement, async (_c, id) => ({ entries: [entryRecord(fresh(), { substanceId: id })] }), 400, 200),
  'data.entries[].focusAids[].aidId': importCase(customAid, async (_c, id) => ({ entries: [entryRecord(fresh(), { aidId: id })] }), 400, 200),
  'data.customConditions[].id': importCase(customCondition, async (_c, id) => ({ customConditions: [conditionRecord(id)] }), 200, 200),
  'data.userConditions[].id': importCase(
    trackedConditionRow,
    async (_c, id) => {
      const condition = fresh();
      return { customConditions: [conditionRecord(condition)], userConditions: [trackedRecord(id, null, condition)] };
    },
    200,
    200,
  ),
  'data.userConditions[].catalogConditionId': importCase(customCondition, async (_c, id) => ({ userConditions: [trackedRecord(fresh(), id, null)] }), 400, 400),
  'data.userConditions[].customConditionId': importCase(customCondition, async (_c, id) => ({ userConditions: [trackedRecord(fresh(), null, id)] }), 400, 200),
  'data.goals[].id': importCase(goal, async (_c, id) => ({ goals: [goalRecord(id, null, null)] }), 200, 200),
  'data.goals[].catalogConditionId': importCase(customCondition, async (_c, id) => ({ goals: [goalRecord(fresh(), id, null)] }), 400, 400),
  'data.goals[].customConditionId': importCase(customCondition, async (_c, id) => ({ goals: [goalRecord(fresh(), null, id)] }), 400, 200),
  'data.schedules[].substanceId': importCase(supplement, async (_c, id) => ({ schedules: [scheduleRecord(id)] }), 400, 200),
  'data.experiments[].id': importCase(
    plannedExperiment,
    async (caller, id) => ({ experiments: [experimentRecord(id, await ownSupplementOf(caller))] }),
    200,
    200,
  ),
  'data.experiments[].substanceId': importCase(supplement, async (_c, id) => ({ experiments: [experimentRecord(fresh(), id)] }), 400, 200),
  'data.moodTags[].id': importCase(customMoodTag, async (_c, id) => ({ moodTags: [moodTagRecord(id)] }), 200, 200),
  'data.factors[].id': importCase(ownFactor, async (_c, id) => ({ factors: [factorRecord(id)] }), 200, 200),
  'data.occurrenceMarks[].substanceId': importCase(supplement, async (_c, id) => ({ occurrenceMarks: [occurrenceMarkRecord(id, null)] }), 400, 200),
  'data.occurrenceMarks[].doseId': importCase(
    dose,
    async (caller, id) => ({ occurrenceMarks: [occurrenceMarkRecord(await ownSupplementOf(caller), id)] }),
    400,
    200,
  ),
  // Research marks name shipped library items, never a user's record: any other id is refused for everyone.
  'data.researchReads[].itemId': importCase(
    customCondition,
    async (_c, id) => ({ researchReads: [{ itemId: id, readAt: '2026-11-01T08:00:00.000Z' }] }),
    400,
    400,
  ),
  'data.researchBookmarks[].itemId': importCase(
    customCondition,
    async (_c, id) => ({ researchBookmarks: [{ itemId: id, createdAt: '2026-11-01T08:00:00.000Z' }] }),
    400,
    400,
  ),
};

export const BOLA_BODY_FIXTURES: Record<string, Record<string, BodyIdCase>> = {
  'POST /api/experiments': {
    substanceId: { resource: supplement, request: async (_caller, p) => ({ body: experimentPlan(requireId(p)) }), status: 404, ownerStatus: 201 },
  },
  'PUT /api/experiments/:id': {
    substanceId: {
      resource: supplement,
      request: async (caller, p) => ({ body: experimentPlan(requireId(p)), path: await ownExperimentOf(caller) }),
      status: 404,
      ownerStatus: 200,
    },
  },
  'GET /api/experiments/suggestion': { substanceId: suggestionCase },
  'HEAD /api/experiments/suggestion': { substanceId: suggestionCase },
  'POST /api/supplement-doses': {
    supplementId: {
      resource: supplement,
      request: async (_caller, p) => ({ body: { supplementId: requireId(p), notes: 'Logged by another user' } }),
      status: 404,
      ownerStatus: 201,
    },
  },
  'POST /api/interactions/check': {
    substance1Id: {
      resource: supplement,
      request: async (caller, p) => ({ body: { substance1Id: requireId(p), substance2Id: await ownSupplementOf(caller) } }),
      status: 404,
      ownerStatus: 200,
    },
    substance2Id: {
      resource: supplement,
      request: async (caller, p) => ({ body: { substance1Id: await ownSupplementOf(caller), substance2Id: requireId(p) } }),
      status: 404,
      ownerStatus: 200,
    },
  },
  'POST /api/interactions/bulk-check': {
    'substanceIds[]': {
      resource: supplement,
      request: async (caller, p) => ({ body: { substanceIds: [await ownSupplementOf(caller), requireId(p)] } }),
      status: 404,
      ownerStatus: 200,
    },
  },
  'POST /api/interactions/check-name': {
    // excludeId only leaves one of the caller's own items out of the check; a foreign id excludes nothing.
    excludeId: {
      resource: supplement,
      request: async (_caller, p) => ({ body: { name: 'Ibuprofen', excludeId: requireId(p) } }),
      status: 200,
      ownerStatus: 200,
    },
  },
  'POST /api/focus-aids/batch-toggle': {
    'focusAidIds[]': {
      resource: customAid,
      request: async (_caller, p) => ({ body: { focusAidIds: ['default-pomodoro', requireId(p)] } }),
      status: 404,
      ownerStatus: 200,
    },
  },
  'POST /api/entries': {
    'supplements[].supplementId': {
      resource: supplement,
      request: async (_caller, p) => ({ body: { ...fullRatings, supplements: [{ supplementId: requireId(p) }] } }),
      status: 404,
      ownerStatus: 201,
    },
    'focusAids[].focusAidId': {
      resource: customAid,
      request: async (_caller, p) => ({ body: { ...fullRatings, focusAids: [{ focusAidId: requireId(p) }] } }),
      status: 404,
      ownerStatus: 201,
    },
    sessionId: {
      resource: runningSession,
      request: async (_caller, p) => ({ body: { ...fullRatings, sessionId: requireId(p) } }),
      status: 404,
      ownerStatus: 201,
    },
  },
  'PUT /api/entries/:id': {
    'supplements[].supplementId': {
      resource: supplement,
      request: async (caller, p) => ({ body: { ...fullRatings, supplements: [{ supplementId: requireId(p) }] }, path: await ownEntryOf(caller) }),
      status: 404,
      ownerStatus: 200,
    },
    'focusAids[].focusAidId': {
      resource: customAid,
      request: async (caller, p) => ({ body: { ...fullRatings, focusAids: [{ focusAidId: requireId(p) }] }, path: await ownEntryOf(caller) }),
      status: 404,
      ownerStatus: 200,
    },
    sessionId: {
      resource: runningSession,
      request: async (caller, p) => ({ body: { ...fullRatings, sessionId: requireId(p) }, path: await ownEntryOf(caller) }),
      status: 404,
      ownerStatus: 200,
    },
  },
  'POST /api/user-conditions': {
    conditionId: {
      resource: customCondition,
      request: async (_caller, p) => ({ body: { conditionId: requireId(p), customMetrics: ['mood'], settings: { note: 'Tracked by another user' } } }),
      status: 404,
      ownerStatus: 201,
    },
  },
  'POST /api/goals': {
    conditionId: {
      resource: customCondition,
      request: async (_caller, p) => ({ body: { name: 'Goal of another user', conditionId: requireId(p) } }),
      status: 404,
      ownerStatus: 201,
    },
  },
  'PUT /api/goals/:id': {
    conditionId: {
      resource: customCondition,
      request: async (caller, p) => ({ body: { name: 'Goal of another user', conditionId: requireId(p) }, path: await ownGoalOf(caller) }),
      status: 404,
      ownerStatus: 200,
    },
  },

  'GET /api/analytics/supplement-timeline': { supplementId: timelineCase },
  'HEAD /api/analytics/supplement-timeline': { supplementId: timelineCase },
  'POST /api/settings/import': IMPORT_CASES,
  // The preview is the import run and rolled back: the same answers for every id.
  'POST /api/settings/import/preview': IMPORT_CASES,
};
