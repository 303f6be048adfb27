/**
 * The report's substances: each with its type, dose (with its periods and their dates when it changed in the range),
 * start date, adherence in the range by its basis, supply and run-out, prescriber and pharmacy, form and
 * notes. A table on wider screens and paper, a block per item on phones.
 */
import { runOutSentence, SUBSTANCE_TYPE_LABELS, type ClinicianReport, type ReportSubstance } from '@wellness/contract';
import { formatAmount } from '@/lib/amount-format';
import { formatCalendarDay } from '../substance-status';
import { warningsOn } from '@/domain/supply/supply-warning-badges';
import { adherenceDetail, adherenceText } from './report-wording';

function DoseCell({ item }: { item: ReportSubstance }) {
  const current = formatAmount(item.dosage, item.unit) ?? '—';
  const periods = item.dosePeriods;
  if (periods.length <= 1) return <>{current}</>;
  return (
    <ul className="flex flex-col gap-0.5">
      {periods.map((p) => (
        <li key={p.from}>
          {formatAmount(p.dosage, p.unit) ?? '—'}{' '}
          <span className="text-slate-600">
            from {formatCalendarDay(p.from)}
            {p.to ? ` to ${formatCalendarDay(p.to)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "8 left (Low stock: fewer than 10 left). Runs out …": the supply warning is the one rule the app's cards show. */
function supplyText(item: ReportSubstance, generatedAt: Date): string {
  if (item.remainingSupply === null) return '—';
  const warnings = warningsOn(item, generatedAt).map((warning) => `${warning.label}: ${warning.reason}`);
  const left = warnings.length > 0 ? `${item.remainingSupply} left (${warnings.join('; ')})` : `${item.remainingSupply} left`;
  return item.runOut ? `${left}. ${runOutSentence(formatCalendarDay(item.runOut.date), formatCalendarDay(item.runOut.refillBy))}` : left;
}

function Details({ item }: { item: ReportSubstance }) {
  const extra = [item.productForm, item.notes].filter((v): v is string => Boolean(v));
  return (
    <>
      {item.name}
      {item.brand ? <span className="font-normal text-slate-600">, {item.brand}</span> : null}
      <span className="block text-xs font-normal text-slate-600">
        {SUBSTANCE_TYPE_LABELS[item.substanceType]}
        {extra.length > 0 ? `; ${extra.join('; ')}` : ''}
      </span>
    </>
  );
}

const HEADINGS = ['Substance', 'Dose', 'Since', 'Adherence in range', 'Supply', 'Prescriber'] as const;

export function ReportSubstances({ report }: { report: ClinicianReport }) {
  const items = report.substances;
  const generatedAt = new Date(report.generatedAt);
  return (
    <section aria-labelledby="report-substances" className="flex flex-col gap-2">
      <h3 id="report-substances" className="text-base font-semibold text-slate-900 break-after-avoid print:text-[10.5pt]">
        Current substances ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-sm">No substances recorded.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3 sm:hidden print:hidden">
            {items.map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  <Details item={item} />
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                  <dt className="text-slate-600">Dose</dt>
                  <dd>
                    <DoseCell item={item} />
                  </dd>
                  <dt className="text-slate-600">Since</dt>
                  <dd>{item.startDate ? formatCalendarDay(item.startDate) : 'Not taken yet'}</dd>
                  <dt className="text-slate-600">Adherence</dt>
                  <dd>
                    {adherenceText(item.adherence)}
                    {adherenceDetail(item.adherence) ? <span className="block text-xs text-slate-600">{adherenceDetail(item.adherence)}</span> : null}
                  </dd>
                  <dt className="text-slate-600">Supply</dt>
                  <dd>{supplyText(item, generatedAt)}</dd>
                  {item.prescribedBy || item.pharmacy ? (
                    <>
                      <dt className="text-slate-600">Prescriber</dt>
                      <dd>{[item.prescribedBy, item.pharmacy].filter(Boolean).join(', ')}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
          <div
            role="region"
            aria-labelledby="report-substances"
            tabIndex={0}
            className="hidden overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 sm:block print:block print:overflow-visible print:rounded-none print:border-slate-400"
          >
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm print:min-w-0 print:text-[8.5pt]">
              <thead className="bg-slate-50">
                <tr>
                  {HEADINGS.map((heading) => (
                    <th key={heading} scope="col" className="border-b border-slate-200 px-2.5 py-1.5 print:py-1 font-semibold text-slate-700">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} className="border-b border-slate-100 align-top break-inside-avoid last:border-b-0">
                    <th scope="row" className="max-w-52 px-2.5 py-1.5 font-semibold break-words text-slate-900 print:max-w-none print:py-1">
                      <Details item={item} />
                    </th>
                    <td className="px-2.5 py-1.5 print:py-1 whitespace-nowrap">
                      <DoseCell item={item} />
                    </td>
                    <td className="px-2.5 py-1.5 print:py-1 whitespace-nowrap">{item.startDate ? formatCalendarDay(item.startDate) : '—'}</td>
                    <td className="px-2.5 py-1.5 print:py-1">
                      {adherenceText(item.adherence)}
                      {adherenceDetail(item.adherence) ? <span className="block text-xs text-slate-600">{adherenceDetail(item.adherence)}</span> : null}
                    </td>
                    <td className="max-w-48 px-2.5 py-1.5 print:py-1">{supplyText(item, generatedAt)}</td>
                    <td className="px-2.5 py-1.5 print:py-1">
                      {item.prescribedBy ?? '—'}
                      {item.pharmacy ? <span className="block text-xs text-slate-600">{item.pharmacy}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p className="text-xs text-slate-600">
        A dose that changed in the range is shown with each period and its dates. Adherence with a schedule counts its scheduled doses in the range; without
        one, the days a dose was logged since the start.
      </p>
    </section>
  );
}
