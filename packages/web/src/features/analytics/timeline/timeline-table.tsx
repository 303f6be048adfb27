/**
 * The timeline as a table: the same rows as the chart, for screen readers and small screens. Durations are shown
 * in minutes, missing values as a dash read "no data".
 */
import { plural, type SupplementTimelineResponse, type TimelineMetric } from '@wellness/contract';
import { formatDuration } from '@/lib/duration-format';
import { isDurationMetric, shortDate } from '../charts/chart-rules';
import { METRIC_LABELS } from '../metric-labels';

type Row = SupplementTimelineResponse['timeline'][number];

function cell(metric: TimelineMetric, value: number | null | undefined) {
  if (value === null || value === undefined)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">no data</span>
      </>
    );
  return isDurationMetric(metric) ? formatDuration(value) : value.toFixed(1);
}

export function TimelineTable({ rows, metrics, takenOn }: { rows: readonly Row[]; metrics: readonly TimelineMetric[]; takenOn: (row: Row) => boolean }) {
  return (
    <div className="max-h-[28rem] overflow-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label="Timeline table">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Timeline by day, oldest first</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Taken
            </th>
            {metrics.map((metric) => (
              <th key={metric} scope="col" className="px-3 py-2 font-medium">
                {METRIC_LABELS[metric]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-800">
          {rows.map((row) => {
            const doses = row.supplementDetails.reduce((sum, detail) => sum + detail.doses, 0);
            return (
              <tr key={row.date} className="border-t border-slate-200">
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-medium">
                  {shortDate(row.date)}
                </th>
                <td className="whitespace-nowrap px-3 py-1.5">{takenOn(row) ? (doses > 0 ? `Yes (${plural(doses, 'dose')})` : 'Yes') : 'No'}</td>
                {metrics.map((metric) => (
                  <td key={metric} className="whitespace-nowrap px-3 py-1.5">
                    {cell(metric, row[metric])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
