/**
 * One entry in History: its type label and time, every metric it recorded (the optional
 * ones included), mood tags, substances with brand, focus aids with icon, the linked session and notes, with
 * Edit and Delete.
 */
import { ENTRY_TYPE_LABELS, METRIC_LABELS, METRIC_MAX, type Entry } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { AidIcon } from '@/domain/focus-aids/aid-icon';
import { METRIC_ORDER } from './metric-order';
import { formatTime, sessionTypeLabel } from './time-format';

export function EntryCard({ entry, onEdit, onDelete }: { entry: Entry; onEdit: () => void; onDelete: () => void }) {
  const metrics = METRIC_ORDER.filter((key) => entry[key] !== null);
  const label = `${ENTRY_TYPE_LABELS[entry.type]} at ${formatTime(entry.time)}`;
  return (
    <article aria-label={label} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="history-entry">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900">{ENTRY_TYPE_LABELS[entry.type]}</span>
          <time className="text-sm text-slate-700 tabular-nums">{formatTime(entry.time)}</time>
        </p>
        <div className="flex gap-1">
          <button type="button" onClick={onEdit} className={buttonClasses('quiet', 'min-h-11 px-3')} aria-label={`Edit ${label}`}>
            Edit
          </button>
          <button type="button" onClick={onDelete} className={buttonClasses('quiet', 'min-h-11 px-3 text-rose-800')} aria-label={`Delete ${label}`}>
            Delete
          </button>
        </div>
      </header>

      {metrics.length > 0 ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {metrics.map((key) => (
            <div key={key} className="flex flex-col">
              <dt className="text-slate-600">{METRIC_LABELS[key]}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {entry[key]}/{METRIC_MAX}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      {entry.tags.length > 0 ? (
        <ul aria-label="Mood tags" className="flex flex-wrap gap-1.5">
          {entry.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      {entry.supplements.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium text-slate-800">Substances</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
            {entry.supplements.map((item) => (
              <li key={item.supplementId}>
                {item.supplement.name}
                {item.supplement.brand ? <span className="text-slate-600"> · {item.supplement.brand}</span> : null}
                {item.taken ? null : <span className="text-slate-600"> (not taken)</span>}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {entry.focusAids.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium text-slate-800">Focus aids</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
            {entry.focusAids.map((aid) => (
              <li key={aid.focusAidId} className="inline-flex items-center gap-1.5">
                <AidIcon aid={{ id: aid.focusAidId, icon: aid.tool.icon }} className="size-4 text-slate-600" /> {aid.tool.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {entry.session ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-800">Focus session: </span>
          {sessionTypeLabel(entry.session.type)}, {Math.round(entry.session.duration / 60)} min
        </p>
      ) : null}

      {entry.notes ? <p className="text-sm whitespace-pre-wrap text-slate-800">{entry.notes}</p> : null}
    </article>
  );
}
