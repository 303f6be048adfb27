/** Effects by the hour's placing rules: which observations go in which window, and which days are the baseline. */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/calendar.js';
import { doseResponse, type TimedObservation } from './dose-response.js';

const session = (day: string, minute: number, productivity: number): TimedObservation => ({ day, minute, kind: 'session', productivity, focus: null });

describe('doseResponse', () => {
  it("measures from the day's first dose and leaves out what comes before it or 12 h after", () => {
    const day = '2026-03-02';
    const result = doseResponse({
      substance: { id: 's', name: 'Dexamfetamine' },
      days: 30,
      // A top-up at 13:00 does not restart the clock.
      doses: [
        { day, minute: 13 * 60 },
        { day, minute: 8 * 60 },
      ],
      takenWithoutDose: new Set(),
      observations: [session(day, 7 * 60, 3), session(day, 8 * 60 + 30, 5), session(day, 14 * 60, 7), session(day, 20 * 60, 9)],
      viewsOnScreen: 1,
    });
    // 07:00 is before the dose, 08:30 is 0.5 h after, 14:00 is 6 h after, 20:00 is 12 h after (outside 8–12).
    expect(result.windows.map((w) => w.sessions)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(result.windows[0]?.meanProductivity).toBe(5);
    expect(result.windows[4]?.meanProductivity).toBe(7);
    expect(result.daysWithDose).toBe(1);
  });

  it('puts days without a dose in the baseline at the usual dose hours, and a day taken without a dose time in neither', () => {
    const observations: TimedObservation[] = [];
    for (let i = 0; i < 4; i++) {
      const day = addDays('2026-03-01', i);
      observations.push(session(day, 9 * 60, 6), session(day, 6 * 60, 1), session(day, 21 * 60, 1));
    }
    const result = doseResponse({
      substance: { id: 's', name: 'Dexamfetamine' },
      days: 30,
      doses: [{ day: '2026-03-01', minute: 8 * 60 }],
      takenWithoutDose: new Set(['2026-03-02']),
      observations,
      viewsOnScreen: 1,
    });
    // Days 3 and 4: their 09:00 sessions are 1 h after the usual 08:00; 06:00 is before it and 21:00 is 13 h after.
    expect(result.baseline).toEqual({ days: 2, sessions: 2, entries: 0, meanProductivity: 6, meanFocus: null });
    expect(result.conclusion).toBe('insufficient-data');
    expect(result.familySize).toBe(0);
    expect(result.summary).toContain('Not enough data yet');
  });

  it('calls ratings that never vary inconclusive, with no interval, rather than not enough data', () => {
    const doses: { day: string; minute: number }[] = [];
    const observations: TimedObservation[] = [];
    for (let i = 0; i < 12; i++) {
      const day = addDays('2026-03-01', i);
      if (i % 2 === 0) doses.push({ day, minute: 8 * 60 });
      observations.push(session(day, 10 * 60, 7));
    }
    const result = doseResponse({ substance: { id: 's', name: 'Guanfacine' }, days: 30, doses, takenWithoutDose: new Set(), observations, viewsOnScreen: 1 });
    expect(result.windows[2]).toMatchObject({ conclusion: 'inconclusive', difference: 0, ci95: null, adjustedP: 1 });
    expect(result).toMatchObject({ conclusion: 'inconclusive', familySize: 1, peakWindow: null });
  });
});
