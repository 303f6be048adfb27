/**
 * The clinician report's "Your own factors": the factors the user chooses (all at first), over the report's range,
 * each with the days logged and its average and range (or its yes days). The choice is a control on screen only;
 * paper shows the chosen factors. Loaded on its own: a failure says so here without hiding
 * the rest of the report, and a user without factors sees nothing of it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '@/components/query-state';
import { formatDay } from '@/lib/date-format';
import { factorsQuery, factorValuesQuery } from '@/lib/resources/factors';
import { summarizeFactor, summaryLine } from './report-factors-summary';

export function ReportFactors({ from, to, days }: { from: string; to: string; days: number }) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const factors = useQuery(factorsQuery());
  const values = useQuery({ ...factorValuesQuery(from, to), enabled: (factors.data?.factors.length ?? 0) > 0 });
  const failed = factors.isError ? factors : values.isError ? values : null;
  if (failed) {
    return <LoadFailure tone="warning" message="Your factors could not be loaded." onRetry={() => failed.refetch()} retrying={failed.isFetching} />;
  }
  const list = factors.data?.factors ?? [];
  if (list.length === 0 || !values.data) return null;
  const chosen = list.filter((f) => !left.has(f.id));
  const toggle = (id: string) =>
    setLeft((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="report-factors" className="flex flex-col gap-3">
      <h3 id="report-factors" className="text-base font-semibold text-slate-900 break-after-avoid print:text-[10.5pt]">
        Own factors, {formatDay(from)} to {formatDay(to)}
      </h3>
      <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm print:hidden">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="mb-1 font-medium text-slate-700">Include in the report</legend>
          {list.map((factor) => (
            <label key={factor.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" checked={!left.has(factor.id)} onChange={() => toggle(factor.id)} className="size-5 accent-teal-700" />
              {factor.name}
            </label>
          ))}
        </fieldset>
      </div>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">No factor chosen for the report.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {chosen.map((factor) => {
            const summary = summarizeFactor(factor, values.data.values, days);
            return (
              <li
                key={factor.id}
                className="flex flex-col rounded-xl border border-slate-200 p-3 break-inside-avoid sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <span className="font-semibold text-slate-900">{factor.name}</span>
                <span>
                  {summaryLine(summary)}
                  <span className="text-slate-600">
                    {' '}
                    · logged on {summary.daysLogged} of {summary.daysInRange} days
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
