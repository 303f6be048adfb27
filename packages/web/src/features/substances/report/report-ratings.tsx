/**
 * The report's daily ratings: the summary per metric first (days rated, mean, lowest and highest daily mean), a small
 * chart per rated metric, then a compact table of the days with any rating (days without one are counted, not listed,
 * so a month stays within its pages). Missing days are missing, never 0.
 */
import type { ClinicianReport } from '@wellness/contract';
import { dateFormatPreference } from '@/lib/date-format';
import { RatingChart } from './rating-chart';
import { meanText, shortDay } from './report-wording';

type RatedDay = { day: string; index: number };

/** Up to this many metrics, two half-width day tables fit the page side by side. */
const SIDE_BY_SIDE_METRICS = 4;

/** The first half of the days, then the rest (the first column is the longer one). */
function halves(rows: readonly RatedDay[]): RatedDay[][] {
  const middle = Math.ceil(rows.length / 2);
  return [rows.slice(0, middle), rows.slice(middle)];
}

function DayTable({ rows, metrics }: { rows: readonly RatedDay[]; metrics: ClinicianReport['ratings']['metrics'] }) {
  return (
    <table className="w-full border-collapse text-left text-xs tabular-nums print:text-[7pt] print:leading-tight">
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className="border-b border-slate-200 px-2 py-0.5 font-semibold text-slate-700 print:px-1 print:py-px">
            Day
          </th>
          {metrics.map((m) => (
            <th key={m.metric} scope="col" className="border-b border-slate-200 px-2 py-0.5 font-semibold text-slate-700 print:px-1 print:py-px">
              {m.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ day, index }) => (
          <tr key={day} className="border-b border-slate-100 break-inside-avoid last:border-b-0">
            <th scope="row" className="px-2 py-0.5 font-medium whitespace-nowrap text-slate-900 print:px-1 print:py-px">
              {shortDay(day, dateFormatPreference())}
            </th>
            {metrics.map((m) => (
              <td key={m.metric} className="px-2 py-0.5 print:px-1 print:py-px">
                {meanText(m.values[index] ?? null)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReportRatings({ report }: { report: ClinicianReport }) {
  const { days, metrics } = report.ratings;
  const ratedDays: RatedDay[] = days.flatMap((day, index) => (metrics.some((m) => m.values[index] !== null) ? [{ day, index }] : []));
  return (
    <section aria-labelledby="report-ratings" className="flex flex-col gap-2">
      <h3 id="report-ratings" className="text-base font-semibold text-slate-900 break-after-avoid print:text-[10.5pt]">
        Daily ratings (1-10)
      </h3>
      {metrics.length === 0 ? (
        <p className="text-sm">No ratings in this range.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 break-inside-avoid print:overflow-visible print:rounded-none print:border-slate-400">
            <table className="w-full border-collapse text-left text-sm print:text-[8.5pt]">
              <thead className="bg-slate-50">
                <tr>
                  {['Rating', 'Days rated', 'Mean', 'Range of daily means'].map((heading) => (
                    <th key={heading} scope="col" className="border-b border-slate-200 px-2.5 py-1 print:py-0.5 font-semibold text-slate-700">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {metrics.map((m) => (
                  <tr key={m.metric} className="border-b border-slate-100 last:border-b-0">
                    <th scope="row" className="px-2.5 py-1 print:py-0.5 font-semibold text-slate-900">
                      {m.label}
                      {m.metric === 'restlessness' || m.metric === 'anxiety' ? <span className="font-normal text-slate-600"> (lower is better)</span> : null}
                    </th>
                    <td className="px-2.5 py-1 print:py-0.5 tabular-nums">
                      {m.daysRated} of {days.length}
                    </td>
                    <td className="px-2.5 py-1 print:py-0.5 tabular-nums">{meanText(m.mean)}</td>
                    <td className="px-2.5 py-1 tabular-nums whitespace-nowrap print:py-0.5">
                      {meanText(m.min)} to {meanText(m.max)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid grid-cols-1 gap-x-5 gap-y-2 sm:grid-cols-2 print:grid-cols-3 print:gap-x-4">
            {metrics.map((m) => (
              <RatingChart key={m.metric} series={m} days={days} />
            ))}
          </div>
          <p className="text-xs text-slate-600 break-after-avoid">
            Daily means on the {ratedDays.length} days with a rating; {days.length - ratedDays.length} days without one are not listed.
          </p>
          <div
            role="region"
            aria-label="Ratings by day"
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-teal-600 print:hidden"
          >
            <DayTable rows={ratedDays} metrics={metrics} />
          </div>
          {/* On paper a few metrics' days run in two columns side by side, so a month takes half the height. */}
          <div aria-hidden="true" className={`hidden gap-3 print:grid ${metrics.length <= SIDE_BY_SIDE_METRICS ? 'print:grid-cols-2' : ''}`}>
            {(metrics.length <= SIDE_BY_SIDE_METRICS ? halves(ratedDays) : [ratedDays]).map((part, index) => (
              <div key={index} className="border border-slate-400">
                <DayTable rows={part} metrics={metrics} />
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
