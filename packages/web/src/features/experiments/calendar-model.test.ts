import { describe, expect, it } from 'vitest';
import type { Experiment, ExperimentDay } from '@wellness/contract';
import { calendarBlocks, cellDescription } from './calendar-model';

function day(dayNumber: number, block: number, take: boolean, extra: Partial<ExperimentDay> = {}): ExperimentDay {
  return {
    date: `2026-12-${String(dayNumber).padStart(2, '0')}`,
    dayNumber,
    block,
    dayInBlock: ((dayNumber - 1) % 3) + 1,
    assignment: take ? 'on' : 'off',
    take,
    taken: null,
    outcome: null,
    followed: null,
    ...extra,
  };
}

const days: ExperimentDay[] = [
  day(1, 1, true, { assignment: 'washout', taken: true, outcome: 6, followed: true }),
  day(2, 1, true, { taken: false, outcome: null, followed: false }),
  day(3, 1, true, { taken: true, outcome: 7, followed: true }),
  day(4, 2, false, { assignment: 'washout' }),
  day(5, 2, false),
  day(6, 2, false),
];

function experiment(blinded: boolean, status: Experiment['status']): Pick<Experiment, 'days' | 'status' | 'progress' | 'protocol'> {
  return {
    days,
    status,
    progress: { totalDays: 6, daysElapsed: 3, today: 4, daysLeft: 3 },
    protocol: { blinded } as Experiment['protocol'],
  };
}

describe('the assignment calendar', () => {
  it('groups days into blocks with their assignment, washout, what was logged and today', () => {
    const blocks = calendarBlocks(experiment(false, 'running'));
    expect(blocks.map((block) => [block.block, block.assignment])).toEqual([
      [1, 'on'],
      [2, 'off'],
    ]);
    expect(blocks[0]?.cells.map((cell) => cell.kind)).toEqual(['washout-on', 'on', 'on']);
    expect(blocks[0]?.cells[1]).toMatchObject({ taken: false, rated: false, followed: false, future: false });
    expect(blocks[1]?.cells[0]).toMatchObject({ kind: 'washout-off', today: true, future: true, rated: null });
  });

  it('hides the assignment and whether a day followed it while a blinded experiment runs, and shows both once it has ended', () => {
    const running = calendarBlocks(experiment(true, 'running'));
    expect(running.map((block) => block.assignment)).toEqual([null, null]);
    expect(running[0]?.cells.map((cell) => cell.kind)).toEqual(['washout-hidden', 'hidden', 'hidden']);
    expect(running[0]?.cells.every((cell) => cell.followed === null)).toBe(true);
    const ended = calendarBlocks(experiment(true, 'completed'));
    expect(ended.map((block) => block.assignment)).toEqual(['on', 'off']);
    expect(ended[0]?.cells[1]?.followed).toBe(false);
  });

  it('describes a day in words', () => {
    const cell = calendarBlocks(experiment(false, 'running'))[0]?.cells[1];
    expect(cell && cellDescription(cell, 'Dec 2')).toBe('Day 2, Dec 2: Take it. Not taken, not rated, did not follow the plan.');
  });
});
