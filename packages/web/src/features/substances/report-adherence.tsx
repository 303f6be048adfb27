/**
 * The clinician report's "Adherence to schedules": per scheduled substance over the last 30 days, doses taken of
 * those scheduled, on time, late, missed and skipped, and the share taken. A list on phones, a table on wider
 * screens and paper. Loaded on its own: a failure says so here without hiding the rest of the report.
 */
import { ADHERENCE_DAYS } from '@wellness/contract';
import { LoadFailure } from '@/components/query-state';
import { useAdherence } from './schedule/queries';
import { adherenceBreakdown, adherenceSentence, percentOf } from './schedule/schedule-wording';

const COLUMNS = ['Substance', 'Scheduled', 'On time', 'Late', 'Missed', 'Skipped', 'Taken'] as const;

export function ReportAdherence() {
  const adherence = useAdherence();
  if (adherence.isError) {
    return <LoadFailure tone="warning" message="Adherence could not be loaded." onRetry={() => adherence.refetch()} retrying={adherence.isFetching} />;
  }
  const rows = adherence.data?.substances ?? [];
  if (rows.length === 0) return null;
  const days = adherence.data?.days ?? ADHERENCE_DAYS.default;
  return (
    <section aria-labelledby="report-adherence" className="flex flex-col gap-3">
      <h3 id="report-adherence" className="text-base font-semibold text-slate-900">
        Adherence to schedules, last {days} days
      </h3>
      <ul className="flex flex-col gap-2 text-sm sm:hidden print:hidden">
        {rows.map((row) => (
          <li key={row.substanceId} className="rounded-xl border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{row.substanceName}</p>
            <p>{adherenceSentence(row, days) ?? 'Nothing scheduled in this time yet'}</p>
            <p className="text-xs text-slate-600">{adherenceBreakdown(row)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 sm:block print:block print:overflow-visible print:rounded-none">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              {COLUMNS.map((heading) => (
                <th key={heading} scope="col" className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-700">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.substanceId} className="border-b border-slate-100 last:border-b-0">
                <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                  {row.substanceName}
                </th>
                <td className="px-3 py-2 tabular-nums">{row.scheduled}</td>
                <td className="px-3 py-2 tabular-nums">{row.onTime}</td>
                <td className="px-3 py-2 tabular-nums">{row.late}</td>
                <td className="px-3 py-2 tabular-nums">{row.missed}</td>
                <td className="px-3 py-2 tabular-nums">{row.skipped}</td>
                <td className="px-3 py-2 tabular-nums">{row.adherence === null ? '—' : `${percentOf(row.adherence)} %`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
