/** The plan read from a stored experiment: its state on a day, the days that count after a stop, and the days off. */
import { describe, expect, it } from 'vitest';
import { EXPERIMENT_ANALYSIS_PLAN, type ExperimentProtocol } from '@wellness/contract';
import { canonicalJson } from '../../lib/experiments/canonical-json.js';
import { countingDays, offDayKeys, statusOn, toPlan } from './experiment-plan.js';
import type { ExperimentRow } from './repository.js';

const protocol: ExperimentProtocol = {
  analysisPlan: EXPERIMENT_ANALYSIS_PLAN,
  version: 1,
  substanceId: 's1',
  substanceName: 'Rhodiola',
  substanceType: 'SUPPLEMENT',
  question: 'Does it help?',
  outcomeMetric: 'focusLevel',
  secondaryMetrics: [],
  blockDays: 3,
  blockPairs: 2,
  washoutDays: 1,
  minimumEffect: 1,
  startDate: '2026-11-16',
  endDate: '2026-11-27',
  timezone: 'UTC',
  seed: 'seed',
  pairOrders: ['on-off', 'off-on'],
  prescriberAgreed: false,
  blinded: false,
};

function row(overrides: Partial<ExperimentRow> = {}): ExperimentRow {
  return {
    id: 'e1',
    user_id: 'u1',
    idempotency_key: null,
    substance_id: 's1',
    version: 1,
    start_date: '2026-11-16',
    end_date: '2026-11-27',
    stopped_at: null,
    stopped_on: null,
    stop_reason: null,
    created_at: '2026-11-15T10:00:00.000Z',
    updated_at: '2026-11-15T10:00:00.000Z',
    protocol: canonicalJson(protocol),
    fingerprint: 'f',
    locked_at: '2026-11-15T10:00:00.000Z',
    substance_name: 'Rhodiola',
    ...overrides,
  };
}

describe('experiment plan', () => {
  it('is planned before its start, running through its last day, then completed; stopped once stopped', () => {
    expect(statusOn(row(), '2026-11-15')).toBe('planned');
    expect(statusOn(row(), '2026-11-16')).toBe('running');
    expect(statusOn(row(), '2026-11-27')).toBe('running');
    expect(statusOn(row(), '2026-11-28')).toBe('completed');
    expect(statusOn(row({ stopped_at: '2026-11-18T10:00:00.000Z', stopped_on: '2026-11-18' }), '2026-11-17')).toBe('stopped');
  });

  it('reads the days of the protocol in the drawn order, with washout at each change', () => {
    const plan = toPlan(row());
    expect(plan.days.map((d) => d.assignment)).toEqual(['washout', 'on', 'on', 'washout', 'off', 'off', 'off', 'off', 'off', 'washout', 'on', 'on']);
    expect(plan.days.map((d) => d.take)).toEqual([true, true, true, false, false, false, false, false, false, true, true, true]);
    expect(plan.lastDay).toBe('2026-11-27');
  });

  it('counts a stopped experiment’s days only up to the day before its stop', () => {
    const plan = toPlan(row({ stopped_at: '2026-11-20T10:00:00.000Z', stopped_on: '2026-11-20' }));
    expect(plan.lastDay).toBe('2026-11-19');
    expect(countingDays(plan).map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
  });

  it('names the days off of the range, and none after a stop', () => {
    const running = toPlan(row());
    expect([...offDayKeys([running], '2026-11-18', '2026-11-20')]).toEqual(['s1|2026-11-19', 's1|2026-11-20']);
    const stopped = toPlan(row({ stopped_at: '2026-11-20T10:00:00.000Z', stopped_on: '2026-11-20' }));
    expect([...offDayKeys([stopped], '2026-11-16', '2026-11-27')]).toEqual(['s1|2026-11-19']);
  });
});
