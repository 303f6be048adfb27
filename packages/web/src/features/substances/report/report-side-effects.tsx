/**
 * Side-effect notes: the range's entries tagged as side effects (by the tags the user picked, or any tag named
 * "side effect(s)"), each with its date and time, the ratings it gave and its note.
 */
import type { ClinicianReport } from '@wellness/contract';
import { formatCalendarDay } from '../substance-status';

export function ReportSideEffects({ report }: { report: ClinicianReport }) {
  const { sideEffects } = report;
  const rule =
    sideEffects.rule === 'chosen' ? `Entries tagged ${sideEffects.tags.join(', ')}.` : 'Entries carrying a tag named “Side effect” or “Side effects”.';
  return (
    <section aria-labelledby="report-side-effects" className="flex flex-col gap-2">
      <h3 id="report-side-effects" className="text-base font-semibold text-slate-900 break-after-avoid print:text-[10.5pt]">
        Side-effect notes ({sideEffects.notes.length + sideEffects.notListed})
      </h3>
      <p className="text-xs text-slate-600">{rule}</p>
      {sideEffects.notes.length === 0 ? (
        <p className="text-sm">No entry in this range is tagged as a side effect.</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm print:text-[8.5pt]">
          {sideEffects.notes.map((note) => (
            <li key={note.entryId} className="break-inside-avoid">
              <p>
                <span className="font-semibold text-slate-900">
                  {formatCalendarDay(note.date)}, {note.time}
                </span>{' '}
                <span className="text-slate-600">({note.tags.join(', ')})</span>
                {note.note ? <>: {note.note}</> : null}
              </p>
              {note.ratings.length > 0 ? <p className="text-xs text-slate-600">{note.ratings.map((r) => `${r.label} ${r.value}`).join(', ')}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {sideEffects.notListed > 0 ? <p className="text-xs text-slate-600">{sideEffects.notListed} more tagged entries are not listed.</p> : null}
    </section>
  );
}
