/**
 * The chosen factors on the Timeline: their values over the timeline's days (one read of GET /factors/values for the
 * range, merged here), drawn as small charts or listed in a table, with their own loading and failure state so the
 * ratings chart above stays whatever happens here.
 */
import { useQuery } from '@tanstack/react-query';
import { FACTOR_MESSAGES, type Factor } from '@wellness/contract';
import { QueryState } from '@/components/query-state';
import { factorValueText } from '@/domain/factors/factor-value-text';
import { factorValuesQuery } from '@/lib/resources/factors';
import { shortDate } from '../charts/chart-rules';
import { FactorChart } from '../charts/factor-chart';
import { factorSeries, type FactorSeries } from './factor-series';

interface FactorTimelineProps {
  dates: readonly string[];
  factors: readonly Factor[];
  view: 'chart' | 'table';
}

export function FactorTimeline({ dates, factors, view }: FactorTimelineProps) {
  const from = dates[0] ?? '';
  const to = dates.at(-1) ?? '';
  const values = useQuery({ ...factorValuesQuery(from, to), enabled: dates.length > 0 });
  return (
    <section aria-label="Your factors on the timeline" className="flex flex-col gap-2" data-testid="factor-timeline">
      <h4 className="text-sm font-semibold text-slate-900">Your factors</h4>
      <QueryState query={values} loading="Loading your factors’ values…" error={FACTOR_MESSAGES.loadFailed}>
        {(data) => {
          const series = factorSeries(dates, data.values, factors);
          return view === 'chart' ? <FactorChart dates={dates} series={series} /> : <FactorTable dates={dates} series={series} />;
        }}
      </QueryState>
    </section>
  );
}

function FactorTable({ dates, series }: { dates: readonly string[]; series: readonly FactorSeries[] }) {
  return (
    <div className="max-h-[28rem] overflow-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label="Factors table">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Your factors by day, oldest first; a dash is a day with nothing logged</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            {series.map((one) => (
              <th key={one.factor.id} scope="col" className="px-3 py-2 font-medium">
                {one.factor.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-800">
          {dates.map((date, i) => (
            <tr key={date} className="border-t border-slate-200">
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-medium">
                {shortDate(date)}
              </th>
              {series.map((one) => {
                const value = one.values[i];
                return (
                  <td key={one.factor.id} className="whitespace-nowrap px-3 py-1.5">
                    {value === null || value === undefined ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">nothing logged</span>
                      </>
                    ) : (
                      factorValueText(one.factor, one.factor.kind === 'yes-no' ? value === 1 : value)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
