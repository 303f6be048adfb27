import { describe, expect, it } from 'vitest';
import { chartMode, durationAxis, labelledDates, RATING_GRID_LINES, shortDate } from './chart-rules';

describe('durationAxis (part 1 §9: 30-minute steps, top at least 60 minutes, rounded up)', () => {
  it('keeps a top of 60 minutes for short or no sessions', () => {
    expect(durationAxis(0)).toEqual({ top: 60, ticks: [0, 30, 60] });
    expect(durationAxis(25 * 60)).toEqual({ top: 60, ticks: [0, 30, 60] });
    expect(durationAxis(60 * 60)).toEqual({ top: 60, ticks: [0, 30, 60] });
  });
  it('rounds a longer maximum up to the next 30 minutes', () => {
    expect(durationAxis(61 * 60)).toEqual({ top: 90, ticks: [0, 30, 60, 90] });
    expect(durationAxis(150 * 60 + 1).top).toBe(180);
  });
});

describe('labelledDates (part 1 §9: a date label every 7th day)', () => {
  it('labels the first day and every 7th after it', () => {
    const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    expect(labelledDates(days)).toEqual(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']);
    expect(labelledDates(days.slice(0, 7))).toEqual(['2026-11-01']);
  });
  it('writes the day as a short date in no time zone but the calendar', () => {
    expect(shortDate('2026-11-01')).toBe('Nov 1');
  });
});

describe('chartMode and the rating grid', () => {
  it('is rating, duration or both by the selected metrics; session productivity is a rating', () => {
    expect(chartMode(['productivity', 'anxiety'])).toBe('rating');
    expect(chartMode(['avgSessionProductivity'])).toBe('rating');
    expect(chartMode(['totalFocusTime', 'longestSession'])).toBe('duration');
    expect(chartMode(['focusLevel', 'avgSessionLength'])).toBe('both');
    expect(chartMode([])).toBe('none');
  });
  it('draws rating grid lines at 1, 3, 5, 7, 9 and 10', () => {
    expect(RATING_GRID_LINES).toEqual([1, 3, 5, 7, 9, 10]);
  });
});
