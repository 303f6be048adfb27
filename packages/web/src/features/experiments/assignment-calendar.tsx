/**
 * The assignment calendar: one row per block, one cell per day with its instruction (On, Off, W for washout, ? while a
 * blinded experiment hides it), what was logged (a dot when taken) and whether it was rated (a star), today outlined.
 * Each cell's meaning is in words (its accessible name and title), on/off differ by pattern and text, not colour alone,
 * and a legend says what the marks mean. Wraps at 390 px: no sideways scrolling.
 */
import type { Experiment } from '@wellness/contract';
import { formatDay } from '@/lib/date-format';
import { Icon } from '@/components/icons';
import { formatShortDay } from './experiment-wording';
import { calendarBlocks, cellDescription, CELL_KIND_MARKS, type CalendarCell, type CellKind } from './calendar-model';

const KIND_CLASSES: Record<CellKind, string> = {
  on: 'border-teal-700 bg-teal-700 text-white',
  off: 'border-slate-500 bg-white text-slate-800 [background-image:repeating-linear-gradient(135deg,transparent_0_5px,var(--color-slate-200)_5px_7px)]',
  'washout-on': 'border-dashed border-teal-700 bg-teal-50 text-teal-900',
  'washout-off': 'border-dashed border-slate-500 bg-slate-50 text-slate-700',
  hidden: 'border-slate-400 bg-slate-100 text-slate-800',
  'washout-hidden': 'border-dashed border-slate-400 bg-slate-50 text-slate-700',
};

function Cell({ cell }: { cell: CalendarCell }) {
  const description = cellDescription(cell, formatDay(cell.date));
  return (
    <li
      className={`relative flex h-14 w-13 flex-col items-center justify-center rounded-lg border-2 text-xs leading-tight font-semibold ${KIND_CLASSES[cell.kind]} ${cell.today ? 'ring-3 ring-amber-500 ring-offset-2' : ''}`}
      title={description}
      data-kind={cell.kind}
      data-date={cell.date}
    >
      <span className="sr-only">{description}</span>
      <span aria-hidden="true" className="text-[0.7rem] font-normal">
        {formatShortDay(cell.date)}
      </span>
      <span aria-hidden="true">{CELL_KIND_MARKS[cell.kind]}</span>
      {cell.future ? null : (
        <span aria-hidden="true" className="flex gap-0.5 text-[0.65rem] leading-none font-bold">
          <span>{cell.taken ? '●' : '○'}</span>
          <Icon name="star" filled={cell.rated === true} className="size-2.5" />
        </span>
      )}
    </li>
  );
}

export function CalendarLegend({ hidden, running }: { hidden: boolean; running: boolean }) {
  const swatch = (kind: CellKind, text: string, mark: string) => (
    <li className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`inline-flex size-7 items-center justify-center rounded-md border-2 text-[0.65rem] font-semibold ${KIND_CLASSES[kind]}`}
      >
        {mark}
      </span>
      {text}
    </li>
  );
  return (
    <ul aria-label="What the calendar shows" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      {hidden ? swatch('hidden', 'Prepared dose (hidden until the end)', '?') : null}
      {hidden ? null : swatch('on', 'Take it', 'On')}
      {hidden ? null : swatch('off', 'Skip it', 'Off')}
      {swatch(hidden ? 'washout-hidden' : 'washout-on', 'Washout: follow the block, not analysed', 'W')}
      <li className="flex items-center gap-2">
        <span aria-hidden="true">● / ○</span> taken / not taken
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-flex items-center gap-1">
          <Icon name="star" filled className="size-3.5" /> / <Icon name="star" className="size-3.5" />
        </span>
        rated / not rated
      </li>
      {running ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm ring-3 ring-amber-500" /> today
        </li>
      ) : null}
    </ul>
  );
}

export function AssignmentCalendar({ experiment }: { experiment: Pick<Experiment, 'days' | 'status' | 'progress' | 'protocol'> }) {
  const blocks = calendarBlocks(experiment);
  const hidden = blocks.some((block) => block.assignment === null);
  return (
    <div className="flex flex-col gap-4" data-calendar>
      <ol className="flex flex-col gap-3" aria-label="Days of the experiment, by block">
        {blocks.map((block) => (
          <li key={block.block} className="flex flex-col gap-1.5">
            <p className="text-sm font-semibold text-slate-800">
              Block {block.block}
              {block.assignment === null ? '' : block.assignment === 'on' ? ' · take it' : ' · skip it'}
            </p>
            <ol className="flex flex-wrap gap-1.5">
              {block.cells.map((cell) => (
                <Cell key={cell.date} cell={cell} />
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <CalendarLegend hidden={hidden} running={experiment.status === 'running'} />
    </div>
  );
}
