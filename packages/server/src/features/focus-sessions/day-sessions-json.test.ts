import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_TYPES, todaySessionsResponseSchema, type FocusSession, type TodaySessions } from '@wellness/contract';
import { compiledSerializerCompiler } from '../../http/response-serializer.js';
import { daySessionsJson } from './day-sessions-json.js';

const routeSerializer = compiledSerializerCompiler({ schema: todaySessionsResponseSchema, method: 'GET', url: '/api/focus-sessions/today', httpStatus: '200' });

const text = fc.string({ unit: 'binary', maxLength: 12 });
const instant = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
const session: fc.Arbitrary<FocusSession> = fc.record({
  id: text,
  type: fc.constantFrom(...SESSION_TYPES),
  startTime: instant,
  endTime: fc.option(instant),
  isActive: fc.boolean(),
  isPaused: fc.boolean(),
  pausedAt: fc.option(instant),
  pausedSeconds: fc.nat(),
  plannedDuration: fc.integer({ min: 1, max: 480 }),
  notes: fc.option(text),
  duration: fc.nat(),
  productivity: fc.option(fc.integer({ min: 1, max: 10 })),
  date: fc.constant('2026-11-30'),
});
const day: fc.Arbitrary<TodaySessions> = fc.record({
  date: fc.constant('2026-11-30'),
  sessions: fc.array(session, { maxLength: 8 }),
  summary: fc.record({ totalTime: fc.nat(), count: fc.nat() }),
});

describe("a day's sessions written from each session's JSON", () => {
  it('is byte for byte what the route’s compiled serializer writes', () => {
    fc.assert(
      fc.property(day, (value) => {
        expect(daySessionsJson(value)).toBe(routeSerializer(value));
      }),
    );
  });

  it('writes a frozen session again as it is now, and an unfrozen one that changed with its change', () => {
    const frozen = Object.freeze({ ...fc.sample(session, { numRuns: 1, seed: 1 })[0]!, notes: 'kept' });
    const running: FocusSession = { ...frozen, id: 'running', isActive: true, endTime: null, duration: 60 };
    const value = { date: '2026-11-30', sessions: [frozen, running], summary: { totalTime: 60, count: 2 } };
    const first = JSON.parse(daySessionsJson(value)) as TodaySessions;
    running.duration = 61;
    const second = JSON.parse(daySessionsJson(value)) as TodaySessions;
    expect(first.sessions.map((s) => s.duration)).toEqual([frozen.duration, 60]);
    expect(second.sessions.map((s) => s.duration)).toEqual([frozen.duration, 61]);
    expect(second.sessions[0]?.notes).toBe('kept');
  });

  it('refuses a session missing a required field, as the route’s serializer does', () => {
    const broken = { date: '2026-11-30', sessions: [{ id: 'x' } as unknown as FocusSession], summary: { totalTime: 0, count: 1 } };
    expect(() => routeSerializer(broken)).toThrow();
    expect(() => daySessionsJson(broken)).toThrow();
  });
});
