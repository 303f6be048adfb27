import { describe, expect, it } from 'vitest';
import { CLINICIAN_REPORT_MESSAGES } from '@wellness/contract';
import { customRangeProblem, presetRange } from './report-range';

describe('the report dialog’s range', () => {
  it('ends a preset today', () => {
    expect(presetRange(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange(90, '2026-11-30')).toEqual({ from: '2026-09-02', to: '2026-11-30' });
  });
  it('refuses a custom range the server would refuse, in its words', () => {
    expect(customRangeProblem('2026-11-01', '2026-11-30', '2026-11-30')).toBeNull();
    expect(customRangeProblem('', '2026-11-30', '2026-11-30')).toBe('Choose both the first and the last day.');
    expect(customRangeProblem('2026-11-02', '2026-11-01', '2026-11-30')).toBe(CLINICIAN_REPORT_MESSAGES.rangeOrder);
    expect(customRangeProblem('2026-11-01', '2026-12-01', '2026-11-30')).toBe(CLINICIAN_REPORT_MESSAGES.rangeFuture);
    expect(customRangeProblem('2025-11-29', '2026-11-30', '2026-11-30')).toBe(CLINICIAN_REPORT_MESSAGES.rangeTooLong);
    expect(customRangeProblem('2025-11-30', '2026-11-30', '2026-11-30')).toBeNull();
  });
});
