/** The dose period's status rule: completed, intended, active by recent use or a recent start, unknown otherwise. */
import { describe, expect, it } from 'vitest';
import { periodStatus, RECENT_USE_DAYS } from './period-status.js';

const TODAY = '2026-11-21';

describe('periodStatus', () => {
  it('calls a period that ended before today completed, whatever the use', () => {
    expect(periodStatus({ from: '2026-01-01', to: '2026-11-20' }, TODAY, '2026-11-20')).toBe('completed');
    expect(periodStatus({ from: '2026-01-01', to: '2026-02-01' }, TODAY, null)).toBe('completed');
  });

  it('calls a period that starts after today intended', () => {
    expect(periodStatus({ from: '2026-11-22', to: null }, TODAY, null)).toBe('intended');
  });

  it('calls a current period active when the substance was taken recently or the period began recently', () => {
    expect(periodStatus({ from: '2025-01-01', to: null }, TODAY, '2026-11-01')).toBe('active');
    expect(periodStatus({ from: '2026-11-21', to: null }, TODAY, null)).toBe('active');
    // A period ending today is still current.
    expect(periodStatus({ from: '2025-01-01', to: TODAY }, TODAY, TODAY)).toBe('active');
  });

  it('calls a current period unknown when nothing says it was taken within the recent days', () => {
    const edge = '2026-08-24'; // the first of the 90 days ending today
    expect(RECENT_USE_DAYS).toBe(90);
    expect(periodStatus({ from: '2025-01-01', to: null }, TODAY, edge)).toBe('active');
    expect(periodStatus({ from: '2025-01-01', to: null }, TODAY, '2026-08-23')).toBe('unknown');
    expect(periodStatus({ from: '2025-01-01', to: null }, TODAY, null)).toBe('unknown');
    expect(periodStatus({ from: edge, to: null }, TODAY, null)).toBe('active');
  });
});
