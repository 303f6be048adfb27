import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, type Occurrence, type TodayReminders } from '@wellness/contract';
import { ApiError } from '@/lib/api-error';
import { actionFailureMessage } from './action-failure';
import { replaceOccurrence, takenCount } from './today-progress';

const occurrence = (id: string, state: Occurrence['state']): Occurrence => ({
  id,
  substanceId: 's1',
  substanceName: 'Sertraline',
  date: '2026-11-29',
  time: '08:00',
  scheduledAt: '2026-11-29T08:00:00.000Z',
  amount: null,
  unit: null,
  state,
  onTime: null,
  dose: null,
  snoozedUntil: null,
  skipReason: null,
  closesAt: '2026-11-29T20:00:00.000Z',
});
const apiError = (status: number, serverMessage: string | null) => new ApiError({ status, message: 'x', serverMessage, details: [], retryAfterSeconds: null });

describe('today’s scheduled doses', () => {
  it('puts an answered dose in place of the old one', () => {
    const today: TodayReminders = { date: '2026-11-29', occurrences: [occurrence('a', 'due'), occurrence('b', 'upcoming')] };
    expect(replaceOccurrence(today, occurrence('a', 'taken'))?.occurrences.map((o) => o.state)).toEqual(['taken', 'upcoming']);
    expect(replaceOccurrence(undefined, occurrence('a', 'taken'))).toBeUndefined();
  });

  it('counts taken doses of the day', () => {
    expect(takenCount([occurrence('a', 'taken'), occurrence('b', 'due'), occurrence('c', 'missed')])).toEqual({ taken: 1, total: 3 });
  });

  it('says why a take failed', () => {
    expect(actionFailureMessage(apiError(409, null), 'take')).toBe(SCHEDULE_MESSAGES.occurrenceClosed);
    expect(actionFailureMessage(apiError(409, SCHEDULE_MESSAGES.occurrenceNotOpen), 'take')).toBe(SCHEDULE_MESSAGES.occurrenceNotOpen);
    expect(actionFailureMessage(apiError(500, null), 'take')).toBe(SCHEDULE_MESSAGES.takeFailed);
    expect(actionFailureMessage(new Error('offline'), 'snooze')).toBe('Failed to snooze this dose. Please try again.');
  });
});
