/**
 * GET /api/analytics/factor-effects on both databases: the response's shape, a planted strong association found
 * and described, a day without a logged value left out (never read as 0 or "no"), another user's factors and
 * values never read, and a substance whose experiment runs left out of every row (no peeking). Factors and their
 * values are written straight into their tables (features/factors, their writer, is built beside this).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { factorEffectsResponseSchema, type FactorEffectsResponse, type Substance } from '@wellness/contract';
import { addDays } from '../src/lib/calendar.js';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** 12:00 on Monday 23 November 2026 in London (UTC+0 in November). */
const NOW = new Date('2026-11-23T12:00:00.000Z');
const TODAY = '2026-11-23';
const ZONE = 'Europe/London';
const DAYS = 40;

describeEachDatabase('factor effects', (database) => {
  let app: TestApp;
  const clock = new ManualClock(NOW);
  let me: SignedIn;
  let other: SignedIn;
  let withheldItem: Substance;
  let keptItem: Substance;
  const ids = { sleep: '', exercise: '', foreign: '' };

  const userId = async (user: SignedIn) =>
    (await app.db.selectFrom('users').select('id').where('email', '=', user.user.email.toLowerCase()).executeTakeFirstOrThrow()).id;

  async function addFactor(owner: string, name: string, kind: string, extra: { unit?: string | null; describesNightBefore?: boolean } = {}): Promise<string> {
    const id = randomUUID();
    const at = NOW.toISOString();
    await app.db
      .insertInto('factors')
      .values({
        id,
        user_id: owner,
        name,
        name_key: name.toLowerCase(),
        kind,
        unit: extra.unit ?? null,
        icon: 'star',
        better_direction: 'higher',
        describes_night_before: extra.describesNightBefore ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  }

  async function addValues(owner: string, factorId: string, values: readonly (readonly [string, number])[]): Promise<void> {
    const at = NOW.toISOString();
    await app.db
      .insertInto('factor_values')
      .values(values.map(([day, value]) => ({ factor_id: factorId, user_id: owner, local_day: day, value, updated_at: at })))
      .execute();
  }

  /** Sleep in hours on day i (0 = the oldest of the period's last DAYS days): 5 to 8.5 h in a fixed pattern. */
  const sleepOn = (i: number) => 5 + ((i * 7) % 8) / 2;
  const dayOf = (i: number) => addDays(TODAY, i - (DAYS - 1));

  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
    me = await signedInUser(app, { timezone: ZONE });
    other = await signedInUser(app, { timezone: ZONE });
    const [mine, theirs] = [await userId(me), await userId(other)];
    ids.sleep = await addFactor(mine, 'Sleep', 'number', { unit: 'h', describesNightBefore: true });
    ids.exercise = await addFactor(mine, 'Exercise', 'yes-no');
    ids.foreign = await addFactor(theirs, 'Their secret factor', 'scale');
    await addValues(
      mine,
      ids.sleep,
      Array.from({ length: DAYS }, (_, i) => [dayOf(i), sleepOn(i)] as const),
    );
    // Exercise is logged "yes" on even days and not at all on odd days: there are no "no" days to compare with.
    await addValues(
      mine,
      ids.exercise,
      Array.from({ length: DAYS / 2 }, (_, k) => [dayOf(2 * k), 1] as const),
    );
    await addValues(
      theirs,
      ids.foreign,
      Array.from({ length: DAYS }, (_, i) => [dayOf(i), (i % 10) + 1] as const),
    );
    withheldItem = (await me.call('POST', '/api/supplements', { name: 'Rhodiola', dosage: 200, unit: 'mg' })).json<Substance>();
    keptItem = (await me.call('POST', '/api/supplements', { name: 'Magnesium', dosage: 200, unit: 'mg' })).json<Substance>();
    for (let i = 0; i < DAYS; i += 1) {
      // Focus follows the night's sleep closely: about 0.9 points per hour, plus a little day-to-day noise.
      const focus = Math.round(Math.min(10, Math.max(1, 0.9 * sleepOn(i) - 0.5 + ((i * 5) % 3) - 1)));
      const response = await me.call('POST', '/api/entries', {
        overallRating: 6,
        focusLevel: focus,
        taskInitiation: 5,
        restlessness: 4,
        productivity: 6,
        date: dayOf(i),
      });
      expect(response.statusCode, response.body).toBe(201);
      for (const [item, on] of [
        [withheldItem, i % 2 === 0],
        [keptItem, i % 3 === 0],
      ] as const) {
        if (!on) continue;
        const dose = await me.call('POST', '/api/supplement-doses', { supplementId: item.id, timestamp: `${dayOf(i)}T09:00:00.000Z` });
        expect(dose.statusCode, dose.body).toBe(201);
      }
      const theirs = await other.call('POST', '/api/entries', {
        overallRating: 5,
        focusLevel: 5 + (i % 2),
        taskInitiation: 5,
        restlessness: 4,
        productivity: 5,
        date: dayOf(i),
      });
      expect(theirs.statusCode, theirs.body).toBe(201);
    }
    const experiment = await me.call('POST', '/api/experiments', {
      substanceId: withheldItem.id,
      question: 'Does rhodiola help me focus?',
      outcomeMetric: 'focusLevel',
    });
    expect(experiment.statusCode, experiment.body).toBe(201);
  });
  afterAll(() => app.close());

  async function effects(user: SignedIn, period: string | null = '90days'): Promise<FactorEffectsResponse> {
    const response = await user.call('GET', `/api/analytics/factor-effects${period === null ? '' : `?period=${period}`}`);
    expect(response.statusCode, response.body).toBe(200);
    return factorEffectsResponseSchema.parse(response.json());
  }

  it('answers rows of the contract, claims first, decided in the one family that effectiveness reports too', async () => {
    const result = await effects(me);
    expect(result.period).toBe('90days');
    expect(result.rows.length).toBeGreaterThan(0);
    const claimed = result.rows.map((r) => ['benefit', 'harm', 'higher', 'lower'].includes(r.conclusion));
    expect(claimed.indexOf(false)).toBeGreaterThan(0);
    expect(claimed.slice(claimed.indexOf(false))).not.toContain(true);
    const effectiveness = (await me.call('GET', '/api/analytics/supplement-effectiveness?period=90days')).json<{ family: unknown }>();
    expect(effectiveness.family).toEqual(result.family);
    expect(result.family.size).toBeGreaterThan(result.rows.filter((r) => r.factorKind !== 'substance' && r.pValue !== null).length - 1);
    // The default period is 30 days, as elsewhere.
    expect((await effects(me, null)).period).toBe('30days');
  });

  it('finds the planted association of last night’s sleep with focus and says it in plain words', async () => {
    const row = (await effects(me)).rows.find((r) => r.factor === ids.sleep && r.outcome === 'focusLevel' && r.timing === 'same-day');
    expect(row).toMatchObject({ factorKind: 'factor', factorName: 'Sleep', outcomeKind: 'rating', scale: 'per-unit', conclusion: 'benefit', days: DAYS });
    expect(row?.estimate).toBeGreaterThan(0.5);
    expect(row?.ci95?.low).toBeGreaterThan(0);
    expect(row?.split?.highMean).toBeGreaterThan(row?.split?.lowMean ?? 10);
    expect(row?.summary).toMatch(/on days after a night with Sleep under [\d.]+ h/);
    expect(row?.summary).toContain('not proof of cause');
  });

  it('leaves days without a logged value out instead of reading them as "no"', async () => {
    const row = (await effects(me)).rows.find((r) => r.factor === ids.exercise && r.outcome === 'focusLevel' && r.timing === 'same-day');
    expect(row).toMatchObject({ conclusion: 'insufficient-data', estimate: null, days: DAYS / 2, split: { lowDays: 0, highDays: DAYS / 2 } });
    expect(row?.summary).toContain('Not enough data yet');
  });

  it('never reads another user’s factors or values', async () => {
    const mine = await effects(me);
    expect(mine.rows.some((r) => r.factor === ids.foreign || r.outcome === ids.foreign)).toBe(false);
    const theirs = await effects(other);
    const named = new Set(theirs.rows.flatMap((r) => [r.factor, r.outcome]));
    expect(named.has(ids.sleep) || named.has(ids.exercise) || named.has(keptItem.id)).toBe(false);
    expect(theirs.rows.some((r) => r.factor === ids.foreign)).toBe(true);
  });

  it('leaves a substance whose experiment runs out of every row, and compares the others with the factors', async () => {
    const result = await effects(me);
    expect(result.withheld.map((w) => w.substanceId)).toEqual([withheldItem.id]);
    expect(result.rows.some((r) => r.factor === withheldItem.id)).toBe(false);
    expect(result.rows.some((r) => r.factor === keptItem.id && r.factorKind === 'substance' && r.outcome === ids.sleep && r.scale === 'g')).toBe(true);
  });
});
