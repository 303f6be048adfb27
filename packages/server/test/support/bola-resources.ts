/**
 * The kinds of record a user owns, as the BOLA matrix makes and reads them: each `create` makes one for its owner
 * (with a marker in its free text, so a leak is easy to spot) and each `read` is the owner's whole view of it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import type {
  Condition,
  Dose,
  Entry,
  FocusAid,
  FocusAidLists,
  Goal,
  PushSubscriptionView,
  SignInSession,
  TodayDoses,
  TodayReminders,
  TodaySessions,
  UserCondition,
} from '@wellness/contract';
import type { SignedIn } from './test-app.js';

export type Params = Record<string, string>;

/** A kind of record a user owns. */
export interface OwnedResource {
  /** Creates one for `owner`, with `marker` in its free text so a leak of it is easy to spot; returns the path parameters naming it. */
  create(owner: SignedIn, marker: string): Promise<Params>;
  /** The owner's whole view of it; throws when it is gone. */
  read(owner: SignedIn, params: Params): Promise<unknown>;
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): LightMyRequestResponse {
  if (response.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return response;
}

export function requireId(params: Params, name = 'id'): string {
  const value = params[name];
  if (value === undefined) throw new Error(`fixture params lack ${name}: ${JSON.stringify(params)}`);
  return value;
}

export function substanceIn(collection: 'supplements' | 'prescriptions' | 'otc-medications'): OwnedResource {
  return {
    async create(owner, marker) {
      const created = await owner.call('POST', `/api/${collection}`, {
        name: `Owner item ${marker}`,
        notes: marker,
        dosage: 5,
        unit: 'mg',
        remainingSupply: 10,
      });
      return { id: expectStatus(created, 201, `create in ${collection}`).json<{ id: string }>().id };
    },
    async read(owner, params) {
      return expectStatus(await owner.call('GET', `/api/${collection}/${requireId(params)}`), 200, `owner reads ${collection} item`).json();
    },
  };
}

export const supplement = substanceIn('supplements');

/** A supplement named by `:substanceId` (Effects by the hour). */
export const supplementAsSubstance: OwnedResource = {
  async create(owner, marker) {
    return { substanceId: requireId(await supplement.create(owner, marker)) };
  },
  async read(owner, params) {
    return supplement.read(owner, { id: requireId(params, 'substanceId') });
  },
};

async function logDose(owner: SignedIn, supplementId: string, marker: string): Promise<Dose> {
  const logged = await owner.call('POST', '/api/supplement-doses', { supplementId, dosage: 5, notes: `Owner dose ${marker}` });
  return expectStatus(logged, 201, 'log a dose').json<{ dose: Dose }>().dose;
}

/** A supplement with one dose, named by `:supplementId` (the dose history route). */
export const supplementWithDose: OwnedResource = {
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
export const dose: OwnedResource = {
  async create(owner, marker) {
    const supplementId = requireId(await supplement.create(owner, marker));
    return { id: (await logDose(owner, supplementId, marker)).id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const today = expectStatus(await owner.call('GET', '/api/supplement-doses/today'), 200, 'owner reads today’s doses').json<TodayDoses>();
    const found = Object.values(today)
      .flatMap((group) => group.doses)
      .find((d) => d.id === id);
    if (!found) throw new Error(`dose ${id} is gone for its owner`);
    return { dose: found, supplement: await supplement.read(owner, { id: found.supplementId }) };
  },
};

export const customAid: OwnedResource = {
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
export const runningSession: OwnedResource = {
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

export const pausedSession: OwnedResource = {
  async create(owner, marker) {
    const params = await runningSession.create(owner, marker);
    expectStatus(await owner.call('PATCH', `/api/focus-sessions/${requireId(params)}/pause`), 200, 'pause a focus session');
    return params;
  },
  read: runningSession.read,
};

/**
 * A second login of the owner (Sign-in activity), named by its login id. It is made through the owner's own
 * client, whose refresh cookie is put back afterwards, so the owner stays signed in as before. A login has no
 * free text, so the marker is not stored; its id is what must not leak.
 */
export const otherLogin: OwnedResource = {
  async create(owner) {
    const cookie = owner.client.cookie;
    const login = await owner.client.post(
      '/api/auth/login',
      { email: owner.user.email, password: owner.user.password },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    );
    expectStatus(login, 200, 'sign in a second time');
    owner.client.cookie = cookie;
    const list = expectStatus(await owner.call('GET', '/api/auth/sessions'), 200, 'owner lists logins').json<{ sessions: SignInSession[] }>();
    const other = list.sessions.find((session) => !session.current);
    if (!other) throw new Error(`no second login in ${JSON.stringify(list)}`);
    return { id: other.id };
  },
  async read(owner, params) {
    const list = expectStatus(await owner.call('GET', '/api/auth/sessions'), 200, 'owner lists logins').json<{ sessions: SignInSession[] }>();
    const login = list.sessions.find((session) => session.id === requireId(params));
    if (!login) throw new Error('the login is gone');
    return login;
  },
};

/** One of the owner's custom conditions (named by `id`), read back from the owner's condition list. */
export const customCondition: OwnedResource = {
  async create(owner, marker) {
    const created = await owner.call('POST', '/api/conditions/custom', { name: `Owner condition ${marker}`, category: 'lifestyle', description: marker });
    return { id: expectStatus(created, 201, 'create a custom condition').json<Condition>().id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const list = expectStatus(await owner.call('GET', '/api/conditions'), 200, 'owner lists conditions').json<{ conditions: Condition[] }>();
    const found = list.conditions.find((condition) => condition.id === id);
    if (!found) throw new Error(`custom condition ${id} is gone for its owner`);
    return found;
  },
};

/** A custom condition the owner tracks, named by `conditionId` (the route that stops tracking it). */
export const trackedCustomCondition: OwnedResource = {
  async create(owner, marker) {
    const id = requireId(await customCondition.create(owner, marker));
    const tracked = await owner.call('POST', '/api/user-conditions', { conditionId: id, settings: { note: marker } });
    expectStatus(tracked, 201, 'track a custom condition');
    return { conditionId: id };
  },
  async read(owner, params) {
    const id = requireId(params, 'conditionId');
    const list = expectStatus(await owner.call('GET', '/api/user-conditions'), 200, 'owner lists tracked conditions').json<{
      userConditions: UserCondition[];
    }>();
    const found = list.userConditions.find((tracked) => tracked.conditionId === id);
    if (!found) throw new Error(`tracked condition ${id} is gone for its owner`);
    return found;
  },
};

/** A goal linked to one of the owner's custom conditions, read back (with its progress) from the owner's goal list. */
export const goal: OwnedResource = {
  async create(owner, marker) {
    const conditionId = requireId(await customCondition.create(owner, marker));
    const created = await owner.call('POST', '/api/goals', {
      name: `Owner goal ${marker}`,
      description: marker,
      metric: 'focusLevel',
      targetValue: 7,
      conditionId,
    });
    return { id: expectStatus(created, 201, 'create a goal').json<Goal>().id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const list = expectStatus(await owner.call('GET', '/api/goals'), 200, 'owner lists goals').json<{ goals: Goal[] }>();
    const found = list.goals.find((g) => g.id === id);
    if (!found) throw new Error(`goal ${id} is gone for its owner`);
    return found;
  },
};

/** A full-tracking entry of the owner, back-dated a day, naming one of the owner's supplements. */
export const entry: OwnedResource = {
  async create(owner, marker) {
    const supplementId = requireId(await supplement.create(owner, marker));
    const created = await owner.call('POST', '/api/entries', {
      type: 'REGULAR',
      overallRating: 6,
      focusLevel: 6,
      taskInitiation: 6,
      restlessness: 6,
      productivity: 6,
      notes: `Owner entry ${marker}`,
      supplements: [{ supplementId }],
    });
    return { id: expectStatus(created, 201, 'create an entry').json<Entry>().id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const list = expectStatus(await owner.call('GET', '/api/entries?limit=500'), 200, 'owner lists entries').json<{ entries: Entry[] }>();
    const found = list.entries.find((e) => e.id === id);
    if (!found) throw new Error(`entry ${id} is gone for its owner`);
    return found;
  },
};

/** One of the owner's tracked-condition rows, named by its own `id` (not the condition's). */
export const trackedConditionRow: OwnedResource = {
  async create(owner, marker) {
    const conditionId = requireId(await customCondition.create(owner, marker));
    const tracked = await owner.call('POST', '/api/user-conditions', { conditionId, settings: { note: marker } });
    return { id: expectStatus(tracked, 201, 'track a custom condition').json<UserCondition>().id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const list = expectStatus(await owner.call('GET', '/api/user-conditions'), 200, 'owner lists tracked conditions').json<{
      userConditions: UserCondition[];
    }>();
    const found = list.userConditions.find((tracked) => tracked.id === id);
    if (!found) throw new Error(`tracked condition ${id} is gone for its owner`);
    return found;
  },
};

/** A schedule of every two hours: at any moment one of its occurrences is open, so take, snooze and skip all work. */
export const SCHEDULE_EVERY_TWO_HOURS = {
  kind: 'fixed',
  times: ['00:00', '02:00', '04:00', '06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'],
  weekdays: null,
  everyNDays: null,
  amount: 5,
  startDate: '2020-01-01',
  endDate: null,
  reminders: { enabled: false, channels: [], repeatEveryMinutes: 0, giveUpAfterMinutes: 0, quietHours: null },
  refillLeadDays: 7,
};

/** A supplement with a schedule, named by `:substanceId` (the schedule routes). */
export const scheduledSupplement: OwnedResource = {
  async create(owner, marker) {
    const substanceId = requireId(await supplement.create(owner, marker));
    expectStatus(await owner.call('PUT', `/api/schedules/${substanceId}`, SCHEDULE_EVERY_TWO_HOURS), 200, 'schedule a supplement');
    return { substanceId };
  },
  async read(owner, params) {
    return expectStatus(await owner.call('GET', `/api/schedules/${requireId(params, 'substanceId')}`), 200, 'owner reads the schedule').json();
  },
};

/**
 * A due occurrence of a scheduled supplement, named by `:occurrenceId`: scheduled at the owner's current local minute,
 * so it is due now, on today's list (the lists sweep finds it), and open to take, snooze and skip at any hour. "Now" is
 * the server's clock, held still from the suite's start: real time may have crossed midnight since.
 */
export const openOccurrence: OwnedResource = {
  async create(owner, marker) {
    const substanceId = requireId(await supplement.create(owner, marker));
    const { timezone } = expectStatus(await owner.call('GET', '/api/settings/profile'), 200, 'owner reads the profile').json<{ timezone: string }>();
    const now = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(owner.now());
    const schedule = { ...SCHEDULE_EVERY_TWO_HOURS, times: [now] };
    expectStatus(await owner.call('PUT', `/api/schedules/${substanceId}`, schedule), 200, 'schedule a supplement now');
    const day = expectStatus(await owner.call('GET', '/api/reminders/today'), 200, 'owner reads today').json<TodayReminders>();
    const occurrence = day.occurrences.find((o) => o.substanceId === substanceId);
    if (!occurrence) throw new Error(`no occurrence at ${now} today`);
    return { occurrenceId: occurrence.id };
  },
  async read(owner, params) {
    const id = requireId(params, 'occurrenceId');
    const date = /_(\d{4})(\d{2})(\d{2})_\d{4}$/.exec(id)?.slice(1).join('-') ?? '';
    const day = expectStatus(await owner.call('GET', `/api/reminders/today?date=${date}`), 200, 'owner reads the day').json<TodayReminders>();
    const found = day.occurrences.find((o) => o.id === id);
    if (!found) throw new Error(`occurrence ${id} is gone for its owner`);
    return found;
  },
};

/** A browser subscribed to Web Push, named with the marker; its endpoint is a public IP literal, so no DNS is asked. */
export const pushSubscription: OwnedResource = {
  async create(owner, marker) {
    const created = await owner.call('POST', '/api/push/subscriptions', {
      endpoint: `https://8.8.8.8/push/${marker}-${randomBytes(8).toString('hex')}`,
      keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') },
      deviceName: `Owner device ${marker}`,
    });
    return { id: expectStatus(created, 201, 'subscribe a device').json<PushSubscriptionView>().id };
  },
  async read(owner, params) {
    const list = expectStatus(await owner.call('GET', '/api/push/subscriptions'), 200, 'owner lists devices').json<{ subscriptions: PushSubscriptionView[] }>();
    const found = list.subscriptions.find((subscription) => subscription.id === requireId(params));
    if (!found) throw new Error('the push subscription is gone');
    return found;
  },
};

/** A start two days ahead: tomorrow or later in any time zone, so the plan is still open to edits. */
export const plannedStart = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** A planned self-experiment on a supplement of the owner's, named by `:id`. */
export const plannedExperiment: OwnedResource = {
  async create(owner, marker) {
    const substanceId = requireId(await supplement.create(owner, marker));
    const body = { substanceId, question: `Owner experiment ${marker}`, outcomeMetric: 'focusLevel', startDate: plannedStart() };
    return { id: expectStatus(await owner.call('POST', '/api/experiments', body), 201, 'plan an experiment').json<{ id: string }>().id };
  },
  async read(owner, params) {
    return expectStatus(await owner.call('GET', `/api/experiments/${requireId(params)}`), 200, 'owner reads the experiment').json();
  },
};

/** A day that has happened in any zone, and far enough back that no list of recent days shows it by chance. */
const LONG_AGO = '2003-04-05';

/** One of the owner's own factors with a value logged long ago, named by `:id` (and `:date` for the value's routes). */
export const ownFactor: OwnedResource = {
  async create(owner, marker) {
    const created = await owner.call('POST', '/api/factors', { name: `Owner factor ${marker}`, kind: 'number', unit: 'h' });
    const id = expectStatus(created, 201, 'create a factor').json<{ id: string }>().id;
    const date = LONG_AGO;
    expectStatus(await owner.call('PUT', `/api/factors/${id}/values/${date}`, { value: 7.5 }), 200, 'log a factor value');
    return { id, date };
  },
  async read(owner, params) {
    const id = requireId(params);
    const factors = expectStatus(await owner.call('GET', '/api/factors'), 200, 'owner lists factors').json<{ factors: Array<{ id: string }> }>();
    const found = factors.factors.find((f) => f.id === id);
    if (!found) throw new Error(`factor ${id} is gone for its owner`);
    const values = expectStatus(await owner.call('GET', `/api/factors/values?from=${LONG_AGO}&to=${LONG_AGO}`), 200, 'owner lists factor values').json<{
      values: Array<{ factorId: string }>;
    }>();
    return { found, values: values.values.filter((v) => v.factorId === id) };
  },
};

/** One of the owner's custom mood tags, named by `:id`. */
export const customMoodTag: OwnedResource = {
  async create(owner, marker) {
    const created = await owner.call('POST', '/api/mood-tags', { name: `Owner ${marker.slice(0, 20)}` });
    return { id: expectStatus(created, 201, 'create a mood tag').json<{ id: string }>().id };
  },
  async read(owner, params) {
    const id = requireId(params);
    const tags = expectStatus(await owner.call('GET', '/api/mood-tags'), 200, 'owner lists mood tags').json<{ custom: Array<{ id: string }> }>();
    const found = tags.custom.find((t) => t.id === id);
    if (!found) throw new Error(`mood tag ${id} is gone for its owner`);
    return found;
  },
};
