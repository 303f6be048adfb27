/**
 * Self-experiments through the API: the plan with its defaults, the chance draw and the locked protocol whose
 * fingerprint anyone can recompute, the plan's rules (start, washout, prescriber, overlap), edits only before the start
 * as new versions with the seed kept, stopping, today's instruction, the days with what was taken and rated,
 * reminders that follow the assignment, analytics that withhold estimates while it runs, and the backup.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  EXPERIMENT_MESSAGES,
  resultNotReadyMessage,
  type ErrorBody,
  type Experiment,
  type ExperimentResult,
  type SupplementEffectivenessResponse,
  type SupplementInsightsResponse,
  type Substance,
  type TodayReminders,
} from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { occurrencesOf, parseFeed, wallClock } from './support/calendar-feed.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** 09:00 in Berlin (UTC+1) on Monday 16 November 2026. */
const START = new Date('2026-11-16T08:00:00.000Z');
const ZONE = 'Europe/Berlin';
const DAY_MS = 86_400_000;

const plan = (substanceId: string, overrides: Record<string, unknown> = {}) => ({
  substanceId,
  question: 'Does rhodiola help me focus?',
  outcomeMetric: 'focusLevel',
  ...overrides,
});

describeEachDatabase('self-experiments', (database) => {
  let app: TestApp;
  const clock = new ManualClock(START);
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  async function user(): Promise<SignedIn> {
    clock.set(START);
    return signedInUser(app, { timezone: ZONE });
  }

  async function at(me: SignedIn, instant: Date): Promise<void> {
    clock.set(instant);
    await me.refresh();
  }

  async function supplement(me: SignedIn, name = 'Rhodiola'): Promise<Substance> {
    const response = await me.call('POST', '/api/supplements', { name, dosage: 200, unit: 'mg' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Substance>();
  }

  async function create(me: SignedIn, body: unknown): Promise<Experiment> {
    const response = await me.call('POST', '/api/experiments', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Experiment>();
  }

  async function refused(me: SignedIn, method: 'POST' | 'PUT', url: string, body: unknown, status: number): Promise<ErrorBody> {
    const response = await me.call(method, url, body);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<ErrorBody>();
  }

  it('plans with the defaults, draws each pair order by chance from a stored seed and locks the protocol', async () => {
    const me = await user();
    const item = await supplement(me);
    const made = await create(me, plan(item.id));

    expect(made).toMatchObject({
      substanceId: item.id,
      substanceName: 'Rhodiola',
      status: 'running',
      startDate: '2026-11-16',
      endDate: '2026-12-13',
      version: 1,
      readAsPlanned: true,
      progress: { totalDays: 28, daysElapsed: 0, today: 1, daysLeft: 28 },
      adherence: { followed: 0, notFollowed: 0, withoutOutcome: 0 },
    });
    expect(made.protocol).toMatchObject({
      blockDays: 7,
      blockPairs: 2,
      washoutDays: 0,
      minimumEffect: 1,
      secondaryMetrics: [],
      blinded: false,
      timezone: ZONE,
    });
    expect(made.protocol.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(made.protocol.pairOrders).toHaveLength(2);
    // Anyone can check the fingerprint, and that the order is the one the seed gives.
    expect(createHash('sha256').update(made.canonicalProtocol).digest('hex')).toBe(made.fingerprint);
    expect(JSON.parse(made.canonicalProtocol)).toEqual(made.protocol);
    made.protocol.pairOrders.forEach((order, pair) => {
      const bit = (createHash('sha256').update(`${made.protocol.seed}:${pair}`).digest()[0] ?? 0) & 1;
      expect(order).toBe(bit ? 'off-on' : 'on-off');
    });
    expect(made.versions).toEqual([{ version: 1, fingerprint: made.fingerprint, lockedAt: START.toISOString() }]);

    expect(made.days).toHaveLength(28);
    const blocks = made.protocol.pairOrders.flatMap((order) => (order === 'on-off' ? ['on', 'off'] : ['off', 'on']));
    made.days.forEach((day, i) => {
      expect(day.date).toBe(new Date(Date.parse('2026-11-16T00:00:00Z') + i * DAY_MS).toISOString().slice(0, 10));
      expect(day).toMatchObject({ dayNumber: i + 1, block: Math.floor(i / 7) + 1, dayInBlock: (i % 7) + 1, assignment: blocks[Math.floor(i / 7)] });
      expect(day.take).toBe(day.assignment === 'on');
    });
    expect((await me.call('GET', `/api/experiments/${made.id}`)).json<Experiment>()).toEqual(made);
    const list = (await me.call('GET', '/api/experiments')).json<{ experiments: Array<{ id: string; fingerprint: string }> }>();
    expect(list.experiments.map((e) => [e.id, e.fingerprint])).toEqual([[made.id, made.fingerprint]]);
  });

  it('marks washout days at the start of the first block and of every block after a change', async () => {
    const me = await user();
    const item = await supplement(me);
    const made = await create(me, plan(item.id, { blockDays: 6, blockPairs: 3, washoutDays: 2, startDate: '2026-11-20' }));
    expect(made.status).toBe('planned');
    const blocks = made.protocol.pairOrders.flatMap((order) => (order === 'on-off' ? ['on', 'off'] : ['off', 'on']));
    for (const day of made.days) {
      const block = blocks[day.block - 1];
      const changed = day.block === 1 || blocks[day.block - 2] !== block;
      expect(day.assignment, `day ${day.dayNumber}`).toBe(changed && day.dayInBlock <= 2 ? 'washout' : block);
      expect(day.take).toBe(block === 'on');
      expect(day.taken).toBeNull();
    }
  });

  it('refuses plans that break its rules, each at its field', async () => {
    const me = await user();
    const item = await supplement(me);
    const past = await refused(me, 'POST', '/api/experiments', plan(item.id, { startDate: '2026-11-15' }), 400);
    expect(past.details).toEqual([{ path: 'startDate', message: EXPERIMENT_MESSAGES.startInPast }]);
    const far = await refused(me, 'POST', '/api/experiments', plan(item.id, { startDate: '2027-03-01' }), 400);
    expect(far.details?.[0]?.path).toBe('startDate');
    const washout = await refused(me, 'POST', '/api/experiments', plan(item.id, { blockDays: 7, washoutDays: 4 }), 400);
    expect(washout.details).toContainEqual({ path: 'washoutDays', message: EXPERIMENT_MESSAGES.washoutTooLong });
    const secondary = await refused(me, 'POST', '/api/experiments', plan(item.id, { secondaryMetrics: ['focusLevel'] }), 400);
    expect(secondary.details).toContainEqual({ path: 'secondaryMetrics', message: EXPERIMENT_MESSAGES.outcomeInSecondary });
    await refused(me, 'POST', '/api/experiments', plan(item.id, { blockPairs: 1 }), 400);
    await refused(me, 'POST', '/api/experiments', plan(item.id, { minimumEffect: 0 }), 400);
    const long = await refused(me, 'POST', '/api/experiments', plan(item.id, { blockDays: 28, blockPairs: 4 }), 400);
    expect(long.details).toContainEqual({ path: 'blockPairs', message: EXPERIMENT_MESSAGES.tooLong });
    await refused(me, 'POST', '/api/experiments', plan(item.id, { question: '   ' }), 400);
    const unknown = await refused(me, 'POST', '/api/experiments', plan('no-such-substance'), 404);
    expect(unknown.error).toBe(EXPERIMENT_MESSAGES.substanceNotFound);
    const other = await signedInUser(app, { timezone: ZONE });
    await refused(other, 'POST', '/api/experiments', plan(item.id), 404);
    expect((await me.call('GET', '/api/experiments')).json<{ experiments: unknown[] }>().experiments).toEqual([]);
  });

  it('refuses a prescription medicine until the prescriber’s agreement is confirmed, and says why', async () => {
    const me = await user();
    const medicine = (await me.call('POST', '/api/prescriptions', { name: 'Methylphenidate', dosage: 10, unit: 'mg' })).json<Substance>();
    const suggestion = (await me.call('GET', `/api/experiments/suggestion?substanceId=${medicine.id}`)).json<{ prescription: boolean }>();
    expect(suggestion.prescription).toBe(true);
    const refusal = await refused(me, 'POST', '/api/experiments', plan(medicine.id), 400);
    expect(refusal).toMatchObject({ code: 'VALIDATION_FAILED', error: EXPERIMENT_MESSAGES.prescriberRequired });
    expect(refusal.details).toEqual([{ path: 'prescriberAgreed', message: EXPERIMENT_MESSAGES.prescriberRequired }]);
    const agreed = await create(me, plan(medicine.id, { prescriberAgreed: true }));
    expect(agreed.protocol).toMatchObject({ prescriberAgreed: true, substanceType: 'PRESCRIPTION' });
  });

  it('suggests a washout from the substance’s onset window where the knowledge has one', async () => {
    const me = await user();
    const theanine = await supplement(me, 'L-Theanine');
    const plain = await supplement(me, 'Rhodiola');
    expect((await me.call('GET', `/api/experiments/suggestion?substanceId=${theanine.id}`)).json()).toMatchObject({
      washoutDays: 1,
      blockDays: 7,
      prescription: false,
      basis: expect.stringContaining('L-theanine'),
    });
    expect((await me.call('GET', `/api/experiments/suggestion?substanceId=${plain.id}`)).json()).toEqual({
      substanceId: plain.id,
      washoutDays: 0,
      blockDays: 7,
      basis: null,
      prescription: false,
    });
    expect((await me.call('GET', '/api/experiments/suggestion?substanceId=nope')).statusCode).toBe(404);
    expect((await me.call('GET', '/api/experiments/suggestion')).json()).toEqual({
      substanceId: null,
      washoutDays: 0,
      blockDays: 7,
      basis: null,
      prescription: false,
    });
  });

  it('refuses an overlapping experiment on the same substance, not on another or after a stop', async () => {
    const me = await user();
    const item = await supplement(me);
    const another = await supplement(me, 'Ashwagandha');
    const first = await create(me, plan(item.id));
    const overlap = await refused(me, 'POST', '/api/experiments', plan(item.id, { startDate: '2026-12-01' }), 409);
    expect(overlap).toMatchObject({ code: 'CONFLICT', error: EXPERIMENT_MESSAGES.overlapping });
    await create(me, plan(another.id));
    await create(me, plan(item.id, { startDate: '2026-12-14' }));

    const stopped = await me.call('POST', `/api/experiments/${first.id}/stop`, { reason: 'Travelling' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    await create(me, plan(item.id, { startDate: '2026-11-17', blockDays: 3 }));
  });

  it('edits a plan only before its start: a new version with the seed kept, the old one listed', async () => {
    const me = await user();
    const item = await supplement(me);
    const planned = await create(me, plan(item.id, { startDate: '2026-11-18' }));
    await at(me, new Date(START.getTime() + 60_000));
    const edited = await me.call('PUT', `/api/experiments/${planned.id}`, { question: 'Does rhodiola lift my mood?', outcomeMetric: 'mood', blockPairs: 3 });
    expect(edited.statusCode, edited.body).toBe(200);
    const v2 = edited.json<Experiment>();
    expect(v2).toMatchObject({ version: 2, substanceId: item.id, outcomeMetric: 'mood', endDate: '2026-12-29' });
    expect(v2.protocol.seed).toBe(planned.protocol.seed);
    expect(v2.protocol.pairOrders.slice(0, 2)).toEqual(planned.protocol.pairOrders);
    expect(v2.fingerprint).not.toBe(planned.fingerprint);
    expect(v2.versions.map((v) => [v.version, v.fingerprint])).toEqual([
      [1, planned.fingerprint],
      [2, v2.fingerprint],
    ]);
    const stored = await app.db
      .selectFrom('experiment_versions')
      .select(['version', 'protocol'])
      .where('experiment_id', '=', planned.id)
      .orderBy('version')
      .execute();
    expect(stored[0]?.protocol).toBe(planned.canonicalProtocol);

    await at(me, new Date('2026-11-18T08:00:00.000Z'));
    const locked = await refused(me, 'PUT', `/api/experiments/${planned.id}`, { question: 'Later change', outcomeMetric: 'mood' }, 409);
    expect(locked.error).toBe(EXPERIMENT_MESSAGES.lockedAfterStart);
    expect((await me.call('GET', `/api/experiments/${planned.id}`)).json<Experiment>().version).toBe(2);
  });

  it('stops with a reason; a stopped experiment cannot be read as planned, edited or stopped again', async () => {
    const me = await user();
    const item = await supplement(me);
    const made = await create(me, plan(item.id));
    await at(me, new Date(START.getTime() + 3 * DAY_MS));
    await refused(me, 'POST', `/api/experiments/${made.id}/stop`, { reason: '' }, 400);
    const response = await me.call('POST', `/api/experiments/${made.id}/stop`, { reason: 'Felt unwell' });
    expect(response.statusCode, response.body).toBe(200);
    const stopped = response.json<Experiment>();
    expect(stopped).toMatchObject({
      status: 'stopped',
      readAsPlanned: false,
      stopReason: 'Felt unwell',
      progress: { daysElapsed: 3, daysLeft: 0, today: null },
    });
    expect(stopped.days.filter((d) => d.followed !== null)).toHaveLength(3);
    expect((await refused(me, 'POST', `/api/experiments/${made.id}/stop`, { reason: 'Again' }, 409)).error).toBe(EXPERIMENT_MESSAGES.alreadyEnded);
    expect((await refused(me, 'PUT', `/api/experiments/${made.id}`, { question: 'x', outcomeMetric: 'mood' }, 409)).error).toBe(
      EXPERIMENT_MESSAGES.notEditable,
    );
    expect((await me.call('GET', '/api/experiments/today')).json<{ instructions: unknown[] }>().instructions).toEqual([]);
  });

  it('tells today what to do, in the plan’s words, as the days pass', async () => {
    const me = await user();
    const item = await supplement(me);
    const made = await create(me, plan(item.id));
    const first = made.protocol.pairOrders[0];
    const say = (take: boolean, day: number) => (take ? `Take Rhodiola today, day ${day} of 7` : `No Rhodiola today, day ${day} of 7`);

    const today = (await me.call('GET', '/api/experiments/today')).json<{ date: string; instructions: Array<Record<string, unknown>> }>();
    expect(today.date).toBe('2026-11-16');
    expect(today.instructions).toEqual([
      {
        experimentId: made.id,
        substanceId: item.id,
        substanceName: 'Rhodiola',
        assignment: first === 'on-off' ? 'on' : 'off',
        take: first === 'on-off',
        blinded: false,
        block: 1,
        blocks: 4,
        dayInBlock: 1,
        blockDays: 7,
        text: say(first === 'on-off', 1),
      },
    ]);
    await at(me, new Date(START.getTime() + 9 * DAY_MS));
    const later = (await me.call('GET', '/api/experiments/today')).json<{ instructions: Array<{ text: string; block: number }> }>();
    expect(later.instructions).toEqual([expect.objectContaining({ block: 2, text: say(first !== 'on-off', 3) })]);
    await at(me, new Date(START.getTime() + 28 * DAY_MS));
    expect((await me.call('GET', '/api/experiments/today')).json<{ instructions: unknown[] }>().instructions).toEqual([]);
    expect((await me.call('GET', `/api/experiments/${made.id}`)).json<Experiment>().status).toBe('completed');
  });

  it('shows each day with what was taken and rated, and adherence to the assignment', async () => {
    const me = await user();
    const item = await supplement(me);
    const made = await create(me, plan(item.id, { blockDays: 3 }));
    // Day 1: follow the plan and rate; day 2: do the opposite, no rating; day 3: follow the plan, rate.
    const followDay = async (dayIndex: number, follow: boolean, rating: number | null) => {
      const day = made.days[dayIndex];
      if (!day) throw new Error('no day');
      await at(me, new Date(START.getTime() + dayIndex * DAY_MS));
      if (day.take === follow) {
        const dose = await me.call('POST', '/api/supplement-doses', { supplementId: item.id });
        expect(dose.statusCode, dose.body).toBe(201);
      }
      if (rating !== null) {
        const entry = await me.call('POST', '/api/entries', { overallRating: 5, focusLevel: rating, taskInitiation: 5, restlessness: 5, productivity: 5 });
        expect(entry.statusCode, entry.body).toBe(201);
      }
    };
    await followDay(0, true, 7);
    await followDay(1, false, null);
    await followDay(2, true, 4);
    await at(me, new Date(START.getTime() + 3 * DAY_MS));
    const read = (await me.call('GET', `/api/experiments/${made.id}`)).json<Experiment>();
    const [d1, d2, d3, d4] = read.days;
    expect(d1).toMatchObject({ taken: d1?.take, outcome: 7, followed: true });
    expect(d2).toMatchObject({ taken: !d2?.take, outcome: null, followed: false });
    expect(d3).toMatchObject({ taken: d3?.take, outcome: 4, followed: true });
    // Today: what is logged so far shows, but whether it was followed waits for the day to end.
    expect(d4).toMatchObject({ outcome: null, followed: null });
    expect(read.adherence).toEqual({ followed: 2, notFollowed: 1, withoutOutcome: 1 });
    expect(read.progress).toMatchObject({ daysElapsed: 3, today: 4, daysLeft: 9 });
  });

  it('lets the reminders follow the assignment: no scheduled dose on a day off', async () => {
    const me = await user();
    const item = await supplement(me);
    const schedule = await me.call('PUT', `/api/schedules/${item.id}`, { times: ['20:00'], startDate: '2026-11-16' });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const made = await create(me, plan(item.id));
    const offIndex = made.days.findIndex((d) => !d.take);
    const onIndex = made.days.findIndex((d) => d.take);
    for (const [index, expected] of [
      [offIndex, 0],
      [onIndex, 1],
    ] as const) {
      await at(me, new Date(START.getTime() + index * DAY_MS));
      const day = (await me.call('GET', '/api/reminders/today')).json<TodayReminders>();
      expect(
        day.occurrences.filter((o) => o.substanceId === item.id),
        `day ${index + 1}`,
      ).toHaveLength(expected);
    }
    // After the experiment, the schedule is back to every day; a missed day off is never counted against adherence.
    await at(me, new Date(START.getTime() + 29 * DAY_MS));
    const day = (await me.call('GET', '/api/reminders/today')).json<TodayReminders>();
    expect(day.occurrences.filter((o) => o.substanceId === item.id)).toHaveLength(1);
    const adherence = (await me.call('GET', '/api/adherence?days=30')).json<{ substances: Array<{ substanceId: string; scheduled: number }> }>();
    expect(adherence.substances.find((s) => s.substanceId === item.id)?.scheduled).toBe(15);
  });

  it('leaves the days off out of the calendar feed’s dose events', async () => {
    const me = await user();
    const item = await supplement(me);
    expect((await me.call('PUT', `/api/schedules/${item.id}`, { times: ['20:00'], startDate: '2026-11-16', endDate: '2026-11-21' })).statusCode).toBe(200);
    const made = await create(me, plan(item.id, { blockDays: 3 }));
    const feedUrl = new URL((await me.call('POST', '/api/calendar/token')).json<{ url: string }>().url);
    const text = (await app.server.inject({ method: 'GET', url: feedUrl.pathname })).body;
    const [event] = parseFeed(text).events;
    if (!event) throw new Error('no dose event');
    const days = occurrencesOf(event).map((instant) => wallClock(instant, ZONE).slice(0, 10));
    expect(days).toEqual(made.days.filter((d) => d.take && d.date <= '2026-11-21').map((d) => d.date));
  });

  it('withholds every effect estimate of the substance while its experiment runs, and only then', async () => {
    const me = await user();
    const item = await supplement(me);
    const made = await create(me, plan(item.id, { blockDays: 3 }));
    await me.call('POST', '/api/supplement-doses', { supplementId: item.id });
    const withheld = { substanceId: item.id, substanceName: 'Rhodiola', experimentId: made.id, endDate: made.endDate };

    const effectiveness = (await me.call('GET', '/api/analytics/supplement-effectiveness?period=30days')).json<SupplementEffectivenessResponse>();
    expect(effectiveness.withheld).toEqual([withheld]);
    expect(effectiveness.supplements.map((s) => s.id)).not.toContain(item.id);
    const insights = (await me.call('GET', `/api/analytics/supplement-insights/${item.id}`)).json<SupplementInsightsResponse>();
    expect(insights.withheld).toEqual(withheld);
    expect(insights.metrics).toEqual({ significantChanges: [], comparisons: [], recentTrend: [], improvements: [] });
    const hours = (await me.call('GET', `/api/analytics/dose-response/${item.id}`)).json<{ withheld: unknown; windows: unknown[]; summary: string }>();
    expect(hours).toMatchObject({ withheld, windows: [], summary: EXPERIMENT_MESSAGES.noPeeking });

    await at(me, new Date(START.getTime() + 12 * DAY_MS));
    const after = (await me.call('GET', '/api/analytics/supplement-effectiveness?period=30days')).json<SupplementEffectivenessResponse>();
    expect(after.withheld).toEqual([]);
    expect((await me.call('GET', `/api/analytics/supplement-insights/${item.id}`)).json<SupplementInsightsResponse>().withheld).toBeNull();
  });

  it('reads no result before the last block ends, and a stopped experiment says it cannot be read as planned', async () => {
    const me = await user();
    const made = await create(me, plan((await supplement(me)).id, { blockDays: 3 }));
    const early = await me.call('GET', `/api/experiments/${made.id}/result`);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json<ErrorBody>()).toMatchObject({ code: 'CONFLICT', error: resultNotReadyMessage(made.endDate) });
    await at(me, new Date(START.getTime() + 11 * DAY_MS));
    expect((await me.call('GET', `/api/experiments/${made.id}/result`)).statusCode).toBe(409);

    await me.call('POST', `/api/experiments/${made.id}/stop`, { reason: 'Travelling' });
    const stopped = await me.call('GET', `/api/experiments/${made.id}/result`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<ExperimentResult>()).toMatchObject({
      status: 'stopped',
      readAsPlanned: false,
      estimate: null,
      ci95: null,
      probabilityAboveMinimum: null,
      randomizationP: null,
      conclusion: 'inconclusive',
      fingerprint: made.fingerprint,
      summary: expect.stringContaining(EXPERIMENT_MESSAGES.stoppedNotReadable),
    });
  });

  it('reads the planned result once the last block has ended: estimate, interval, blocks and adherence', async () => {
    const me = await user();
    const item = await supplement(me);
    const made = await create(me, plan(item.id, { secondaryMetrics: ['mood'], minimumEffect: 0.5 }));
    // A person who follows the plan, rates every day, and focuses 3 points better on the days they take it.
    for (const day of made.days) {
      await at(me, new Date(START.getTime() + (day.dayNumber - 1) * DAY_MS));
      if (day.take) expect((await me.call('POST', '/api/supplement-doses', { supplementId: item.id })).statusCode).toBe(201);
      const focus = (day.take ? 7 : 4) + (day.dayNumber % 3 === 0 ? 1 : 0);
      const entry = await me.call('POST', '/api/entries', {
        overallRating: 5,
        focusLevel: focus,
        taskInitiation: 5,
        restlessness: 5,
        productivity: 5,
        mood: 6,
      });
      expect(entry.statusCode, entry.body).toBe(201);
    }
    await at(me, new Date(START.getTime() + 28 * DAY_MS));
    const response = await me.call('GET', `/api/experiments/${made.id}/result`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ExperimentResult>();
    expect(result).toMatchObject({ status: 'completed', readAsPlanned: true, conclusion: 'benefit', daysUsed: 28, fingerprint: made.fingerprint });
    expect(result.adherence).toEqual({ followed: 28, notFollowed: 0, withoutOutcome: 0 });
    expect(result.estimate).toBeCloseTo(3, 0);
    expect(result.ci95?.low).toBeGreaterThan(0.5);
    expect(result.probabilityAboveMinimum).toBeGreaterThan(0.95);
    expect(result.randomizationP).toBeGreaterThan(0);
    expect(result.blocks.map((b) => [b.assignment, b.days])).toEqual(
      made.protocol.pairOrders.flatMap((o) =>
        o === 'on-off'
          ? [
              ['on', 7],
              ['off', 7],
            ]
          : [
              ['off', 7],
              ['on', 7],
            ],
      ),
    );
    expect(result.secondary).toEqual([{ metric: 'mood', estimate: expect.any(Number), ci95: expect.any(Object) }]);
    expect(result.secondary[0]?.estimate).toBeCloseTo(0, 5);
    expect(result.summary).toContain('Rhodiola');
    expect(result.prior.length).toBeGreaterThan(10);
  });

  it('answers another user’s experiment as not found on every route', async () => {
    const me = await user();
    const made = await create(me, plan((await supplement(me)).id, { startDate: '2026-11-20' }));
    const other = await signedInUser(app, { timezone: ZONE });
    for (const [method, url, body] of [
      ['GET', `/api/experiments/${made.id}`, undefined],
      ['PUT', `/api/experiments/${made.id}`, { question: 'Mine now', outcomeMetric: 'mood' }],
      ['POST', `/api/experiments/${made.id}/stop`, { reason: 'Not yours' }],
      ['GET', `/api/experiments/${made.id}/result`, undefined],
    ] as const) {
      const response = await other.call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json<ErrorBody>().error).toBe(EXPERIMENT_MESSAGES.notFound);
    }
    expect((await other.call('GET', '/api/experiments')).json<{ experiments: unknown[] }>().experiments).toEqual([]);
    expect((await me.call('GET', `/api/experiments/${made.id}`)).json<Experiment>()).toMatchObject({ version: 1, status: 'planned' });
  });

  it('keeps experiments and every protocol version through export, clear and import, and refuses a tampered protocol', async () => {
    const me = await user();
    const item = await supplement(me);
    const made = await create(me, plan(item.id, { startDate: '2026-11-17' }));
    await me.call('PUT', `/api/experiments/${made.id}`, { question: 'Second version', outcomeMetric: 'mood' });
    const before = (await me.call('GET', `/api/experiments/${made.id}`)).json<Experiment>();

    const exported = await me.call('POST', '/api/settings/export', { format: 'json', dateRange: 'all' });
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json<{ data: Record<string, Array<Record<string, unknown>>> }>();
    expect(file.data['experiments']).toHaveLength(1);
    expect((await me.call('POST', '/api/settings/clear-data', { confirmation: 'DELETE_ALL_DATA' })).statusCode).toBe(200);
    expect((await me.call('GET', '/api/experiments')).json<{ experiments: unknown[] }>().experiments).toEqual([]);

    const tampered = structuredClone(file);
    const record = tampered.data['experiments']?.[0] as { versions: Array<{ protocol: string }> };
    record.versions[0] = { ...record.versions[0], protocol: (record.versions[0]?.protocol ?? '').replace('Does rhodiola', 'Did rhodiola') };
    const refusedImport = await me.call('POST', '/api/settings/import', tampered);
    expect(refusedImport.statusCode, refusedImport.body).toBe(400);
    expect(refusedImport.json<ErrorBody>().details?.[0]?.path).toMatch(/experiments\.0\.versions\.0\.fingerprint$/);
    expect((await me.call('GET', '/api/experiments')).json<{ experiments: unknown[] }>().experiments).toEqual([]);

    const imported = await me.call('POST', '/api/settings/import', file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await me.call('GET', `/api/experiments/${made.id}`)).json<Experiment>()).toEqual(before);
    expect((await me.call('POST', '/api/settings/import', file)).statusCode).toBe(200);
    expect(await app.db.selectFrom('experiment_versions').select('version').where('experiment_id', '=', made.id).execute()).toHaveLength(2);
  });
});
