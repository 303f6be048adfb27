/**
 * The BOLA matrix's fixture table: for every route whose path names a user-owned record, how the owner creates
 * one, how the owner reads it back, and a valid body per method. bola.test.ts fails for any parameterised route
 * that is neither here nor in BOLA_EXEMPT, so a route added later must be given a line here.
 *
 * Adding an id-taking route: add `'<path pattern>': { resource, methods: { METHOD: { body?, ownerStatus } } }` to
 * BOLA_FIXTURES, reusing a resource below or writing one (create + read, a dozen lines).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Dose, FocusAid, FocusAidLists, TodayDoses, TodaySessions } from '@wellness/contract';
import type { HttpMethod } from './route-table.js';
import type { SignedIn } from './test-app.js';

export type Params = Record<string, string>;

/** A kind of record a user owns. */
export interface OwnedResource {
  /** Creates one for `owner`, with `marker` in its free text so a leak of it is easy to spot; returns the path parameters naming it. */
  create(owner: SignedIn, marker: string): Promise<Params>;
  /** The owner's whole view of it; throws when it is gone. */
  read(owner: SignedIn, params: Params): Promise<unknown>;
}

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

function expectStatus(response: LightMyRequestResponse, status: number, what: string): LightMyRequestResponse {
  if (response.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return response;
}

function requireId(params: Params, name = 'id'): string {
  const value = params[name];
  if (value === undefined) throw new Error(`fixture params lack ${name}: ${JSON.stringify(params)}`);
  return value;
}

function substanceIn(collection: 'supplements' | 'prescriptions' | 'otc-medications'): OwnedResource {
  return {
    async create(owner, marker) {
      const created = await owner.call('POST', `/api/${collection}`, { name: `Owner item ${marker}`, notes: marker, dosage: 5, unit: 'mg', remainingSupply: 10 });
      return { id: expectStatus(created, 201, `create in ${collection}`).json<{ id: string }>().id };
    },
    async read(owner, params) {
      return expectStatus(await owner.call('GET', `/api/${collection}/${requireId(params)}`), 200, `owner reads ${collection} item`).json();
    },
  };
}

const supplement = substanceIn('supplements');

async function logDose(owner: SignedIn, supplementId: string, marker: string): Promise<Dose> {
  const logged = await owner.call('POST', '/api/supplement-doses', { supplementId, dosage: 5, notes: `Owner dose ${marker}` });
  return expectStatus(logged, 201, 'log a dose').json<{ dose: Dose }>().dose;
}

/** A supplement with one dose, named by `:supplementId` (the dose history route). */
const supplementWithDose: OwnedResource = {
  async create(owner, marker) {
    const id = requireId(await supplement.create(owner, marker));
    await logDose(owner, id, marker);
    return { supplementId: id };
  },
  async read(owner, params) {
    const id = requireId(params, 'supplementId');
    const history = expectStatus(await owner.call('GET', `/api/supplement-doses/${id}/history`), 200, 'owner reads dose history').json();
    return { supplement: await supplement.read(owner, { id }), history };
  },
};

/** A dose, read back with its supplement, whose supply and dose count a foreign delete would move. */
const dose: OwnedResource = {
  async create(owner, marker) {
    const supplementId = requireId(await supplement.create(owner, marker));
    return { id: (await logDose(owner, supplementId, marker)).id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const today = expectStatus(await owner.call('GET', '/api/supplement-doses/today'), 200, 'owner reads today’s doses').json<TodayDoses>();
    const found = Object.values(today.doses).flatMap((group) => group.doses).find((d) => d.id === id);
    if (!found) throw new Error(`dose ${id} is gone for its owner`);
    return { dose: found, supplement: await supplement.read(owner, { id: found.supplementId }) };
  },
};

const customAid: OwnedResource = {
  async create(owner, marker) {
    const created = await owner.call('POST', '/api/focus-aids', { name: `Owner aid ${marker}`, icon: '🎧', category: 'audio', description: marker });
    return { id: expectStatus(created, 201, 'create a focus aid').json<FocusAid>().id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const lists = expectStatus(await owner.call('GET', '/api/focus-aids'), 200, 'owner lists focus aids').json<FocusAidLists>();
    const found = lists.all.find((aid) => aid.id === id);
    if (!found) throw new Error(`focus aid ${id} is gone for its owner`);
    return found;
  },
};

/** A running focus session (each owner in the matrix is fresh, so it is their only active one). */
const runningSession: OwnedResource = {
  async create(owner, marker) {
    const started = await owner.call('POST', '/api/focus-sessions/start', { plannedDuration: 25, notes: `Owner session ${marker}` });
    return { id: expectStatus(started, 201, 'start a focus session').json<{ id: string }>().id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const today = expectStatus(await owner.call('GET', '/api/focus-sessions/today'), 200, 'owner reads today’s sessions').json<TodaySessions>();
    const found = today.sessions.find((s) => s.id === id);
    if (!found) throw new Error(`focus session ${id} is gone for its owner`);
    return found;
  },
};

const pausedSession: OwnedResource = {
  async create(owner, marker) {
    const params = await runningSession.create(owner, marker);
    expectStatus(await owner.call('PATCH', `/api/focus-sessions/${requireId(params)}/pause`), 200, 'pause a focus session');
    return params;
  },
  read: runningSession.read,
};

const read = { ownerStatus: 200 };
const deleted = { ownerStatus: 204 };
const rename = { name: 'Renamed by another user', notes: 'Written by another user' };

export const BOLA_FIXTURES: Record<string, RouteFixture> = {
  '/api/supplements/:id': { resource: supplement, methods: { GET: read, PUT: { body: rename, ownerStatus: 200 }, DELETE: deleted } },
  '/api/prescriptions/:id': { resource: substanceIn('prescriptions'), methods: { GET: read, PUT: { body: rename, ownerStatus: 200 }, DELETE: deleted } },
  '/api/otc-medications/:id': { resource: substanceIn('otc-medications'), methods: { GET: read, PUT: { body: rename, ownerStatus: 200 }, DELETE: deleted } },
  '/api/interactions/substance/:id': { resource: supplement, methods: { GET: read } },
  '/api/supplement-doses/:supplementId/history': { resource: supplementWithDose, methods: { GET: read } },
  '/api/supplement-doses/:id': { resource: dose, methods: { PATCH: { body: { dosage: 99, notes: 'Written by another user' }, ownerStatus: 200 }, DELETE: deleted } },
  '/api/focus-aids/:id': { resource: customAid, methods: { PUT: { body: { name: 'Renamed by another user', isActive: false }, ownerStatus: 200 }, DELETE: deleted } },
  '/api/focus-sessions/:id': { resource: runningSession, methods: { DELETE: deleted } },
  '/api/focus-sessions/:id/pause': { resource: runningSession, methods: { PATCH: read } },
  '/api/focus-sessions/:id/resume': { resource: pausedSession, methods: { PATCH: read } },
  '/api/focus-sessions/:id/stop': { resource: runningSession, methods: { PATCH: { body: { productivity: 2, notes: 'Written by another user' }, ownerStatus: 200 } } },
};

/**
 * Query strings for list routes that show nothing without one, so the sweep of another user's lists searches for
 * the owner's records (every record's name starts with "Owner").
 */
export const LIST_QUERIES: Record<string, string> = {
  '/api/supplement-autocomplete/autocomplete': '?q=Owner',
};

/** Parameterised routes that name nothing a user owns, each with the reason. */
export const BOLA_EXEMPT: Record<string, string> = {
  '/api/auth/verify-email/:token':
    'The token is a 256-bit secret mailed to the address, not the id of an owned record; it is taken signed out. Unknown, expired and used tokens are covered by registration.test.ts.',
  '/api/docs/static/*': 'Swagger UI’s static files: public, the same for everyone, no user data.',
};
