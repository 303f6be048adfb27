/**
 * The day-by-day plan of a self-experiment: pairs of blocks of `blockDays` days in the drawn order, and washout days
 * at the start of the first block and of every block whose instruction differs from the block before (carry-over
 * and onset are left out of the analysis; the block's instruction holds on them).
 */
import type { ExperimentAssignment, PairOrder } from '@wellness/contract';
import { addDays } from '../calendar.js';

export interface DesignInput {
  startDate: string;
  blockDays: number;
  washoutDays: number;
  pairOrders: readonly PairOrder[];
}

export interface PlannedDay {
  date: string;
  /** 1-based. */
  dayNumber: number;
  block: number;
  /** 1-based pair the block belongs to. */
  pair: number;
  dayInBlock: number;
  /** The block's own instruction, whether or not the day is a washout day. */
  blockAssignment: 'on' | 'off';
  assignment: ExperimentAssignment;
  take: boolean;
}

/** The instruction of each block in order: a pair "on-off" gives on then off. */
export function blockAssignments(pairOrders: readonly PairOrder[]): Array<'on' | 'off'> {
  return pairOrders.flatMap((order) => (order === 'on-off' ? (['on', 'off'] as const) : (['off', 'on'] as const)));
}

export function totalDays(input: { blockDays: number; pairOrders: readonly PairOrder[] } | { blockDays: number; blockPairs: number }): number {
  const pairs = 'pairOrders' in input ? input.pairOrders.length : input.blockPairs;
  return pairs * 2 * input.blockDays;
}

export function endDateOf(input: { startDate: string; blockDays: number; blockPairs: number }): string {
  return addDays(input.startDate, totalDays(input) - 1);
}

export function planDays(input: DesignInput): PlannedDay[] {
  const blocks = blockAssignments(input.pairOrders);
  const days: PlannedDay[] = [];
  blocks.forEach((blockAssignment, b) => {
    const changed = b === 0 || blocks[b - 1] !== blockAssignment;
    for (let d = 0; d < input.blockDays; d += 1) {
      const dayNumber = b * input.blockDays + d + 1;
      days.push({
        date: addDays(input.startDate, dayNumber - 1),
        dayNumber,
        block: b + 1,
        pair: Math.floor(b / 2) + 1,
        dayInBlock: d + 1,
        blockAssignment,
        assignment: changed && d < input.washoutDays ? 'washout' : blockAssignment,
        take: blockAssignment === 'on',
      });
    }
  });
  return days;
}
