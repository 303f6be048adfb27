import type { OccurrenceState } from '@wellness/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { expandOccurrences, type ScheduledOccurrence } from './occurrences.js';
import type { ScheduleRule } from './schedule-rule.js';
import { settleOccurrences, type LoggedDose, type OccurrenceMark, type SettledOccurrence } from './settle.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SUBSTANCES = ['sub-a', 'sub-b', 'sub-c'] as const;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function fixed(substanceId: string, times: string[]): ScheduleRule {
  return { substanceId, kind: 'fixed', times, weekdays: null, everyNDays: null, startDate: '2026-01-01', endDate: null };
}

function mark(occurrenceId: string, overrides: Partial<OccurrenceMark> = {}): OccurrenceMark {
  return { occurrenceId, doseId: null, skippedAt: null, skipReason: null, snoozedUntil: null, ...overrides };
}

function unsettledState(o: ScheduledOccurrence, now: number): OccurrenceState {
  if (now < o.at) return 'upcoming';
  if (now <= o.onTimeUntil) return 'due';
  if (now < o.closesAt) return 'late';
  return 'missed';
}

interface Scene {
  occurrences: ScheduledOccurrence[];
  doses: LoggedDose[];
  marks: OccurrenceMark[];
  now: number;
}

/**
 * Real occurrences (expanded, so one substance's windows never overlap) of up to three substances over a few days,
 * doses near them and anywhere, marks that skip some occurrences and bind others to a dose (each dose to at most one
 * mark, as a tap on Take logs a dose of its own), and a moment to read the states at.
 */
const scene: fc.Arbitrary<Scene> = fc
  .record({
    schedules: fc.array(
      fc.uniqueArray(
        fc.oneof(
          fc.integer({ min: 0, max: 1439 }),
          fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
        ),
        { minLength: 1, maxLength: 6 },
      ),
      { minLength: 1, maxLength: SUBSTANCES.length },
    ),
    from: fc.integer({ min: 0, max: 360 }).map((n) => addDays('2026-01-01', n)),
    days: fc.integer({ min: 1, max: 3 }),
    timeZone: fc.constantFrom('UTC', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'),
  })
  .chain(({ schedules, from, days, timeZone }) => {
    const occurrences = schedules.flatMap((minutes, i) =>
      expandOccurrences(fixed(SUBSTANCES[i] as string, [...minutes].sort((a, b) => a - b).map(hhmm)), from, addDays(from, days - 1), timeZone),
    );
    const start = Date.parse(`${from}T00:00:00Z`) - 16 * HOUR_MS;
    const end = Date.parse(`${addDays(from, days)}T00:00:00Z`) + 16 * HOUR_MS;
    const nearOccurrence =
      occurrences.length === 0
        ? fc.integer({ min: start, max: end })
        : fc.tuple(fc.constantFrom(...occurrences), fc.integer({ min: -14 * 60, max: 14 * 60 })).map(([o, minutes]) => o.at + minutes * MINUTE_MS);
    // The edges of the windows, to the millisecond, where an off-by-one would show.
    const atEdge =
      occurrences.length === 0
        ? fc.integer({ min: start, max: end })
        : fc
            .tuple(fc.constantFrom(...occurrences), fc.constantFrom('opensAt', 'at', 'onTimeUntil', 'closesAt'), fc.integer({ min: -1, max: 1 }))
            .map(([o, edge, nudge]) => o[edge] + nudge);
    const dose = fc.record({
      substanceId: fc.constantFrom(...SUBSTANCES, 'sub-unscheduled'),
      at: fc.oneof(nearOccurrence, atEdge, fc.integer({ min: start, max: end })),
      dosage: fc.option(fc.integer({ min: 1, max: 100 })),
    });
    return fc.record({
      occurrences: fc.shuffledSubarray(occurrences, { minLength: occurrences.length }),
      doses: fc.array(dose, { maxLength: 20 }).map((ds) => ds.map((d, i): LoggedDose => ({ id: `dose-${i}`, ...d }))),
      markPlans: fc.array(fc.record({ bindDose: fc.option(fc.nat()), skipped: fc.boolean() }), {
        minLength: occurrences.length,
        maxLength: occurrences.length,
      }),
      now: fc.oneof(nearOccurrence, atEdge, fc.integer({ min: start, max: end })),
      deletedDose: fc.boolean(),
    });
  })
  .map(({ occurrences, doses, markPlans, now, deletedDose }) => {
    const marks: OccurrenceMark[] = [];
    const boundAlready = new Set<string>();
    occurrences.forEach((o, i) => {
      const plan = markPlans[i];
      if (!plan || (plan.bindDose === null && !plan.skipped)) return;
      let doseId: string | null = null;
      if (plan.bindDose !== null && doses.length > 0) {
        const candidate = doses[plan.bindDose % doses.length] as LoggedDose;
        // A dose of its own substance, bound once; sometimes a dose deleted since (its id no longer among the doses).
        if (candidate.substanceId === o.substanceId && !boundAlready.has(candidate.id)) {
          boundAlready.add(candidate.id);
          doseId = candidate.id;
        } else if (deletedDose) doseId = `deleted-${i}`;
      }
      if (doseId === null && !plan.skipped) return;
      marks.push(mark(o.id, { doseId, skippedAt: plan.skipped ? new Date(o.at).toISOString() : null, skipReason: plan.skipped ? 'away' : null }));
    });
    return { occurrences, doses, marks, now };
  });

function settle({ occurrences, doses, marks, now }: Scene): SettledOccurrence[] {
  return settleOccurrences(occurrences, doses, marks, now);
}

function boundDoseIds(marks: readonly OccurrenceMark[], doses: readonly LoggedDose[]): Set<string> {
  const ids = new Set(doses.map((d) => d.id));
  return new Set(marks.flatMap((m) => (m.doseId !== null && ids.has(m.doseId) ? [m.doseId] : [])));
}

describe('settleOccurrences', () => {
  it('answers each occurrence in the order given', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const settled = settle(s);
        expect(settled.map((r) => r.occurrence)).toEqual(s.occurrences);
      }),
    );
  });

  it('never lets one dose settle two occurrences', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const used = settle(s).flatMap((r) => (r.dose ? [r.dose.id] : []));
        expect(new Set(used).size).toBe(used.length);
      }),
      { numRuns: 200 },
    );
  });

  it('settles an occurrence with the dose its mark binds, whatever the time of that dose', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const doseById = new Map(s.doses.map((d) => [d.id, d]));
        for (const r of settle(s)) {
          const boundId = s.marks.find((m) => m.occurrenceId === r.occurrence.id)?.doseId;
          const bound = boundId ? doseById.get(boundId) : undefined;
          if (!bound) continue;
          expect(r.state).toBe('taken');
          expect(r.dose).toBe(bound);
          expect(r.onTime).toBe(bound.at <= r.occurrence.onTimeUntil);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('settles with a free dose only inside the window, and with the earliest free dose of the substance there', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const bound = boundDoseIds(s.marks, s.doses);
        const doseById = new Map(s.doses.map((d) => [d.id, d]));
        for (const r of settle(s)) {
          const o = r.occurrence;
          const markedDose = s.marks.find((m) => m.occurrenceId === o.id)?.doseId;
          if (markedDose && doseById.has(markedDose)) continue;
          const inWindow = s.doses
            .filter((d) => !bound.has(d.id) && d.substanceId === o.substanceId && d.at >= o.opensAt && d.at < o.closesAt)
            .sort((a, b) => a.at - b.at);
          if (inWindow.length === 0) {
            expect(r.dose).toBeNull();
            expect(r.state).not.toBe('taken');
          } else {
            expect(r.state).toBe('taken');
            expect(r.dose?.at).toBe(inWindow[0]?.at);
            expect(r.dose?.substanceId).toBe(o.substanceId);
            expect(r.onTime).toBe((r.dose?.at ?? Number.NaN) <= o.onTimeUntil);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reads an unsettled, unskipped occurrence from the clock: upcoming, due, late, then missed', () => {
    fc.assert(
      fc.property(scene, (s) => {
        for (const r of settle(s)) {
          if (r.dose !== null || r.mark?.skippedAt) continue;
          expect(r.state).toBe(unsettledState(r.occurrence, s.now));
          expect(r.onTime).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('marks a skipped occurrence without a dose skipped at any time, and a dose beats the skip', () => {
    fc.assert(
      fc.property(scene, (s) => {
        for (const r of settle(s)) {
          if (!r.mark?.skippedAt) continue;
          expect(r.state).toBe(r.dose ? 'taken' : 'skipped');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('moves through upcoming, due, late and missed at the edges of the window', () => {
    const [o] = expandOccurrences(fixed('sub-a', ['08:00']), '2026-06-01', '2026-06-01', 'UTC') as [ScheduledOccurrence];
    const at = Date.parse('2026-06-01T08:00:00Z');
    const stateAt = (now: number) => settleOccurrences([o], [], [], now)[0]?.state;
    expect(stateAt(at - 1)).toBe('upcoming');
    expect(stateAt(at)).toBe('due');
    expect(stateAt(at + HOUR_MS)).toBe('due');
    expect(stateAt(at + HOUR_MS + 1)).toBe('late');
    expect(stateAt(o.closesAt - 1)).toBe('late');
    expect(stateAt(o.closesAt)).toBe('missed');
  });

  it('counts a free dose from the opening of the window up to (not at) its close, on time up to an hour after', () => {
    const [o] = expandOccurrences(fixed('sub-a', ['08:00']), '2026-06-01', '2026-06-01', 'UTC') as [ScheduledOccurrence];
    const dose = (at: number): LoggedDose => ({ id: 'd', substanceId: 'sub-a', at, dosage: null });
    const settledBy = (at: number) => settleOccurrences([o], [dose(at)], [], o.closesAt + HOUR_MS)[0];
    expect(settledBy(o.opensAt - 1)?.state).toBe('missed');
    expect(settledBy(o.opensAt)?.state).toBe('taken');
    expect(settledBy(o.onTimeUntil)?.onTime).toBe(true);
    expect(settledBy(o.onTimeUntil + 1)?.onTime).toBe(false);
    expect(settledBy(o.closesAt - 1)?.state).toBe('taken');
    expect(settledBy(o.closesAt)?.state).toBe('missed');
    // Another substance's dose never settles it.
    expect(settleOccurrences([o], [{ ...dose(o.at), substanceId: 'sub-b' }], [], o.at)[0]?.state).toBe('due');
  });

  it('gives a dose bound through a reminder to its occurrence, leaving the next one for a dose in its window', () => {
    const [first, second] = expandOccurrences(fixed('sub-a', ['08:00', '12:00']), '2026-06-01', '2026-06-01', 'UTC') as [
      ScheduledOccurrence,
      ScheduledOccurrence,
    ];
    // Taken through the 08:00 reminder at 10:30, inside 12:00's window: it is 08:00's, not 12:00's.
    const late: LoggedDose = { id: 'late', substanceId: 'sub-a', at: Date.parse('2026-06-01T10:30:00Z'), dosage: 1 };
    const [a, b] = settleOccurrences([first, second], [late], [mark(first.id, { doseId: 'late' })], Date.parse('2026-06-01T12:30:00Z'));
    expect(a?.state).toBe('taken');
    expect(a?.onTime).toBe(false);
    expect(b?.state).toBe('due');
    // A skipped occurrence with a dose in its window is taken.
    const onTime: LoggedDose = { id: 'on-time', substanceId: 'sub-a', at: Date.parse('2026-06-01T08:05:00Z'), dosage: 1 };
    const [skippedButTaken] = settleOccurrences([first], [onTime], [mark(first.id, { skippedAt: '2026-06-01T07:00:00Z' })], first.at);
    expect(skippedButTaken?.state).toBe('taken');
    expect(skippedButTaken?.onTime).toBe(true);
  });
});
