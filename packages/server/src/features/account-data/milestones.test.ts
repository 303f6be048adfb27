import { describe, expect, it } from 'vitest';
import { milestones } from './milestones.js';

describe('milestones', () => {
  it('gives none to a new user', () => {
    expect(milestones({ entries: 0, doses: 0, sessions: 0, focusHours: 0, longestStreak: 0 })).toEqual([]);
  });

  it('gives each milestone exactly at its threshold, not before', () => {
    expect(milestones({ entries: 1, doses: 99, sessions: 0, focusHours: 9.9, longestStreak: 6 })).toEqual([
      'Logged your first entry',
      'Logged your first dose',
    ]);
    expect(milestones({ entries: 100, doses: 100, sessions: 1, focusHours: 10, longestStreak: 7 })).toEqual([
      'Logged your first entry',
      'Logged your first dose',
      'Started your first focus session',
      'Tracked 7 days in a row',
      'Focused for 10 hours',
      'Recorded 100 entries',
      'Logged 100 doses',
    ]);
  });
});
