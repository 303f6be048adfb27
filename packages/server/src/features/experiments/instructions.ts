/** Today's instruction of each running experiment, in the plan's words ("No Rhodiola today, day 3 of 7"). Pure. */
import { experimentInstruction, type ExperimentInstruction } from '@wellness/contract';
import { countingDays, statusOn, toPlan } from '../../reads/experiments/experiment-plan.js';
import type { ExperimentRow } from '../../reads/experiments/repository.js';

export function instructionsOn(rows: readonly ExperimentRow[], today: string): ExperimentInstruction[] {
  return rows
    .filter((row) => statusOn(row, today) === 'running')
    .flatMap((row) => {
      const plan = toPlan(row);
      const day = countingDays(plan).find((d) => d.date === today);
      if (!day) return [];
      const { blockDays, blinded } = plan.protocol;
      return [
        {
          experimentId: row.id,
          substanceId: row.substance_id,
          substanceName: row.substance_name,
          assignment: day.assignment,
          take: day.take,
          blinded,
          block: day.block,
          blocks: plan.protocol.blockPairs * 2,
          dayInBlock: day.dayInBlock,
          blockDays,
          text: experimentInstruction({ substanceName: row.substance_name, take: day.take, blinded, dayInBlock: day.dayInBlock, blockDays }),
        },
      ];
    });
}
