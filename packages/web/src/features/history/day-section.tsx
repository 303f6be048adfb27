/**
 * One day in History: its header with the day's focus minutes (session seconds / 60), doses,
 * entries, average rating and good-day or bad-day mark, the factors logged that day, its entries, and on request its
 * doses and sessions.
 */
import { useId, useState } from 'react';
import { buttonClasses } from '@/components/button';
import type { DayActions } from './day-actions';
import { formatDay } from './calendar-grid';
import { DayMarkBadge } from './day-mark-badge';
import { DayFactors, type DayRange } from './day-factors';
import { DayRecords } from './day-records';
import { focusMinutes, type DayGroup, type Thresholds } from './day-groups';
import { EntryCard } from './entry-card';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function DayFigures({ group }: { group: Pick<DayGroup, 'summary' | 'entries'> }) {
  const summary = group.summary;
  if (summary === null) return <p className="text-sm text-slate-600">{plural(group.entries.length, 'entry', 'entries')} shown</p>;
  return (
    <ul aria-label="Day figures" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <li>{plural(focusMinutes(summary.totalFocusTime), 'focus minute', 'focus minutes')}</li>
      <li>{plural(summary.dosesCount, 'dose', 'doses')}</li>
      <li>{plural(summary.entriesCount, 'entry', 'entries')}</li>
      <li>{summary.avgRating === null ? 'No rating' : `Average rating ${summary.avgRating.toFixed(1)}`}</li>
    </ul>
  );
}

export function DaySection({
  group,
  thresholds,
  actions,
  hidden,
  range,
}: {
  group: DayGroup;
  thresholds: Thresholds;
  actions: DayActions;
  hidden: (key: string) => boolean;
  /** The days on screen, whose factor values are read at once. */
  range: DayRange;
}) {
  const [open, setOpen] = useState(false);
  const recordsId = useId();
  const entries = group.entries.filter((entry) => !hidden(`entry:${entry.id}`));
  return (
    <section
      aria-labelledby={`${recordsId}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="history-day"
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${recordsId}-title`} className="text-base font-semibold text-slate-900">
            {formatDay(group.date)}
          </h3>
          <DayMarkBadge mark={group.mark} thresholds={thresholds} />
        </div>
        <DayFigures group={group} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={recordsId}
            className={buttonClasses('secondary', 'min-h-11 text-sm')}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? 'Hide doses and sessions' : 'Doses and sessions'}
          </button>
          <button type="button" className={buttonClasses('quiet', 'min-h-11 text-sm')} onClick={() => actions.onAddEntry(group.date)}>
            Add an entry for this day
          </button>
        </div>
      </header>
      <div id={recordsId} hidden={!open}>
        {open ? <DayRecords day={group.date} actions={actions} /> : null}
      </div>
      <DayFactors day={group.date} range={range} />
      {entries.length > 0 ? (
        <div className="flex flex-col gap-3">
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} onEdit={() => actions.onEditEntry(entry)} onDelete={() => actions.onDeleteEntry(entry)} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">No entries this day.</p>
      )}
    </section>
  );
}
