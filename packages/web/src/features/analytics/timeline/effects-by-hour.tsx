/**
 * Effects by the hour in a supplement's insights: how productivity and focus vary with the hours
 * since the day's first dose, against the days without it. The chart, the table, the badge words and the sentence all
 * show the server's adjusted decision; the family size says how many comparisons the claims were adjusted for.
 */
import { WithheldNote } from '../withheld-note';
import { useId } from 'react';
import { DOSE_RESPONSE_DEFAULT_DAYS, ANALYTICS_MESSAGES } from '@wellness/contract';
import { QueryState } from '@/components/query-state';
import { DoseResponseChart } from '../charts/dose-response-chart';
import { useDoseResponse } from '../queries';
import { DOSE_DECISION_LABELS, differenceText, familySentence, formatLevel, formatRating, windowLabel } from './dose-response-wording';

const COLUMNS = ['Hours after dose', 'Sessions', 'Entries', 'Productivity', 'Focus', 'Difference (interval)', 'Decision'];
/** Below 640 px each row is a short block: the window on its own line, then its figures with inline labels. */
const CELL = 'inline-block py-0.5 pr-3 sm:table-cell sm:py-1';
const INLINE_LABEL = 'mr-1 text-slate-600 sm:hidden';

const DECISION_STYLE = {
  benefit: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  harm: 'border-rose-300 bg-rose-50 text-rose-900',
  inconclusive: 'border-slate-300 bg-slate-50 text-slate-700',
  'insufficient-data': 'border-slate-300 bg-slate-50 text-slate-700',
} as const;

export function EffectsByHour({ supplementId, supplementName }: { supplementId: string; supplementName: string }) {
  const headingId = useId();
  const doseResponse = useDoseResponse(supplementId, DOSE_RESPONSE_DEFAULT_DAYS);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="effects-by-hour">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Effects by the hour
      </h3>
      <QueryState query={doseResponse} loading="Loading effects by the hour…" error={ANALYTICS_MESSAGES.insightsLoadFailed}>
        {(data) =>
          data.withheld ? (
            // While the substance's experiment runs there are no windows to show, only why and until when.
            <WithheldNote withheld={[data.withheld]} />
          ) : (
            <>
              <p className="text-sm text-slate-800">{data.summary}</p>
              {data.familySize > 0 ? <DoseResponseChart data={data} /> : null}
              <p className="text-sm text-slate-700">
                {familySentence(data.familySize)}
                {data.intervalLevel === null ? '' : ` Intervals are widened to match (${formatLevel(data.intervalLevel)} level).`}
              </p>
              <p className="text-sm text-slate-700">
                <strong>How to read this.</strong> Each point is how much higher or lower your rating was that many hours after the day's first dose of{' '}
                {supplementName} than on the {data.baseline.days} days without it at the same hours, in points out of 10; the bar is its interval. A window is
                marked only when its difference holds after accounting for every comparison tested, and even then it is an association in your own data, not
                proof of cause. Each window needs {data.minimumDays} days with a rating in it.
              </p>
              <details className="text-sm" open>
                <summary className="cursor-pointer font-medium text-teal-800">Effects by the hour as a table</summary>
                {/* Focusable, so the keyboard can scroll the table sideways on a phone. */}
                <div
                  tabIndex={0}
                  role="region"
                  aria-label="Effects by the hour table, scrolls sideways"
                  className="mt-2 overflow-x-auto focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-600"
                >
                  <table className="block w-full text-left tabular-nums sm:table">
                    <caption className="sr-only">Effects by the hour after the day's first dose of {supplementName}</caption>
                    <thead className="text-slate-600 max-sm:sr-only">
                      <tr>
                        {COLUMNS.map((label) => (
                          <th key={label} scope="col" className="py-1 pr-3 align-bottom font-medium">
                            {label}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="block text-slate-800 sm:table-row-group">
                      {data.windows.map((w) => (
                        <tr key={windowLabel(w)} className="block border-t border-slate-200 py-1.5 sm:table-row sm:py-0">
                          <th scope="row" className={`${CELL} whitespace-nowrap font-medium max-sm:block`}>
                            {windowLabel(w)}
                          </th>
                          <td className={CELL}>
                            <span className={INLINE_LABEL}>Sessions</span>
                            {w.sessions}
                          </td>
                          <td className={CELL}>
                            <span className={INLINE_LABEL}>Entries</span>
                            {w.entries}
                          </td>
                          <td className={CELL}>
                            <span className={INLINE_LABEL}>Productivity</span>
                            {formatRating(w.meanProductivity)}
                          </td>
                          <td className={CELL}>
                            <span className={INLINE_LABEL}>Focus</span>
                            {formatRating(w.meanFocus)}
                          </td>
                          <td className={`${CELL} whitespace-nowrap`}>
                            <span className={INLINE_LABEL}>Difference</span>
                            {differenceText(w)}
                            {w.outcome === 'focus' ? ' focus' : ''}
                          </td>
                          <td className={CELL}>
                            <span
                              className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${DECISION_STYLE[w.conclusion]}`}
                            >
                              {DOSE_DECISION_LABELS[w.conclusion]}
                            </span>
                          </td>
                        </tr>
                      ))}
                      <tr className="block border-t border-slate-300 py-1.5 sm:table-row sm:py-0">
                        <th scope="row" className={`${CELL} font-medium max-sm:block`}>
                          Days without
                        </th>
                        <td className={CELL}>
                          <span className={INLINE_LABEL}>Sessions</span>
                          {data.baseline.sessions}
                        </td>
                        <td className={CELL}>
                          <span className={INLINE_LABEL}>Entries</span>
                          {data.baseline.entries}
                        </td>
                        <td className={CELL}>
                          <span className={INLINE_LABEL}>Productivity</span>
                          {formatRating(data.baseline.meanProductivity)}
                        </td>
                        <td className={CELL}>
                          <span className={INLINE_LABEL}>Focus</span>
                          {formatRating(data.baseline.meanFocus)}
                        </td>
                        <td className={CELL} colSpan={2}>
                          {data.baseline.days} days
                        </td>
                      </tr>
                    </tbody>
                  </table>
                </div>
              </details>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
