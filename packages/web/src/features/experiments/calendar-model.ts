/**
 * The assignment calendar's model (pure, unit-tested): the experiment's days in rows of blocks, each day with what it
 * asks (take, skip, washout), what was logged and whether it was rated. For a blinded experiment the assignment stays
 * hidden until it has ended, and so does whether a day "followed" it (that would give the assignment away).
 */
import type { Experiment, ExperimentDay, ExperimentStatus } from '@wellness/contract';

export type CellKind = 'on' | 'off' | 'washout-on' | 'washout-off' | 'hidden' | 'washout-hidden';

export interface CalendarCell {
  date: string;
  dayNumber: number;
  dayInBlock: number;
  kind: CellKind;
  /** The day is today (while the experiment runs). */
  today: boolean;
  /** Still to come: nothing logged yet. */
  future: boolean;
  taken: boolean | null;
  rated: boolean | null;
  /** Null while unknown, still to come, or hidden (blinded). */
  followed: boolean | null;
}

export interface CalendarBlock {
  block: number;
  /** The block's assignment; null while a blinded experiment hides it. */
  assignment: 'on' | 'off' | null;
  cells: CalendarCell[];
}

/** Whether the assignment may be shown: always when not blinded, else only once the experiment has ended. */
export function assignmentVisible(blinded: boolean, status: ExperimentStatus): boolean {
  return !blinded || status === 'completed' || status === 'stopped';
}

function kindOf(day: ExperimentDay, visible: boolean): CellKind {
  if (!visible) return day.assignment === 'washout' ? 'washout-hidden' : 'hidden';
  if (day.assignment === 'washout') return day.take ? 'washout-on' : 'washout-off';
  return day.assignment;
}

export function calendarBlocks(experiment: Pick<Experiment, 'days' | 'status' | 'progress' | 'protocol'>): CalendarBlock[] {
  const visible = assignmentVisible(experiment.protocol.blinded, experiment.status);
  const blocks = new Map<number, CalendarBlock>();
  for (const day of experiment.days) {
    const block = blocks.get(day.block) ?? { block: day.block, assignment: visible ? (day.take ? 'on' : 'off') : null, cells: [] };
    block.cells.push({
      date: day.date,
      dayNumber: day.dayNumber,
      dayInBlock: day.dayInBlock,
      kind: kindOf(day, visible),
      today: experiment.status === 'running' && experiment.progress.today === day.dayNumber,
      future: day.taken === null,
      taken: day.taken,
      rated: day.taken === null ? null : day.outcome !== null,
      followed: visible ? day.followed : null,
    });
    blocks.set(day.block, block);
  }
  return [...blocks.values()].sort((a, b) => a.block - b.block);
}

export const CELL_KIND_LABELS: Record<CellKind, string> = {
  on: 'Take it',
  off: 'Skip it',
  'washout-on': 'Washout, take it',
  'washout-off': 'Washout, skip it',
  hidden: 'Prepared dose',
  'washout-hidden': 'Washout, prepared dose',
};

/** The short mark inside a cell (the words are in its accessible name and the legend). */
export const CELL_KIND_MARKS: Record<CellKind, string> = { on: 'On', off: 'Off', 'washout-on': 'W', 'washout-off': 'W', hidden: '?', 'washout-hidden': 'W' };

/** One day in words: "Day 3, Dec 2: Take it. Taken, rated, followed the plan." */
export function cellDescription(cell: CalendarCell, dayLabel: string): string {
  const parts = [`Day ${cell.dayNumber}, ${dayLabel}: ${CELL_KIND_LABELS[cell.kind]}.`];
  if (cell.today) parts.push('Today.');
  if (cell.future) parts.push('Still to come.');
  else {
    const logged = [cell.taken ? 'Taken' : 'Not taken', cell.rated ? 'rated' : 'not rated'];
    if (cell.followed !== null) logged.push(cell.followed ? 'followed the plan' : 'did not follow the plan');
    parts.push(`${logged.join(', ')}.`);
  }
  return parts.join(' ');
}
