import { describe, expect, it } from 'vitest';
import { CLINICIAN_REPORT_MESSAGES } from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { reportRange } from './report-range.js';

const TODAY = '2026-11-30';

function refusal(query: { from?: string; to?: string }): string {
  try {
    reportRange(query, TODAY);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'validation') return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('the report range', () => {
  it('defaults to the 30 days ending today, or ending `to`; `from` alone runs to today', () => {
    expect(reportRange({}, TODAY)).toEqual({ from: '2026-11-01', to: TODAY, days: 30 });
    expect(reportRange({ to: '2026-03-01' }, TODAY)).toEqual({ from: '2026-01-31', to: '2026-03-01', days: 30 });
    expect(reportRange({ from: '2026-11-30' }, TODAY)).toEqual({ from: TODAY, to: TODAY, days: 1 });
  });
  it('refuses a range backwards, into the future or longer than the limit', () => {
    expect(refusal({ from: '2026-11-02', to: '2026-11-01' })).toBe(CLINICIAN_REPORT_MESSAGES.rangeOrder);
    expect(refusal({ to: '2026-12-01' })).toBe(CLINICIAN_REPORT_MESSAGES.rangeFuture);
    expect(refusal({ from: '2026-12-01' })).toBe(CLINICIAN_REPORT_MESSAGES.rangeOrder);
    expect(refusal({ from: '2025-11-29' })).toBe(CLINICIAN_REPORT_MESSAGES.rangeTooLong);
    expect(reportRange({ from: '2025-11-30' }, TODAY).days).toBe(366);
  });
});
