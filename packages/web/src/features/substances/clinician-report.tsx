/**
 * "Report for your clinician": everything the user takes, with doses and prescribers, the interactions among
 * them, adherence to their schedules over 30 days (report-adherence.tsx), the own factors they choose (report-factors.tsx), the foods, drinks and tests to watch, and what was not checked (down to single ingredients), each finding
 * with its sources, from GET /interactions/healthcare-report, ready to print. While it is open the
 * page prints only the report: it sits outside #root (a portal) and the body hides #root in print.
 */
import { dateFormatPreference, formatDateTime } from '@/lib/date-format';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { SUBSTANCE_TYPE_LABELS, type HealthcareReport } from '@wellness/contract';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { formatCalendarDay } from './substance-status';
import { formatAmount } from '@/lib/amount-format';
import { GroupedInteractions, ToWatchSection } from './interaction-entry-view';
import { ModalDialog } from '@/components/modal-dialog';
import { useClinicianReport } from './queries';
import { interactionEntries, splitEntries } from './risk-groups';
import { NotShownNote } from './not-shown-note';
import { UncheckedList } from './unchecked-list';
import { ReportAdherence } from './report-adherence';
import { ReportFactors } from './report-factors';
import { Icon } from '@/components/icons';
import { onFirstUse } from '@/lib/on-first-use';

/** Added to <body> while the report is open; a literal here so Tailwind generates it. */
const PRINT_ONLY_REPORT = 'print:[&>#root]:hidden';
export const REPORT_FAILED_MESSAGE = 'Failed to load the report. Please try again.';

const generatedAt = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }));

export function ClinicianReportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const report = useClinicianReport();

  useEffect(() => {
    document.body.classList.add(PRINT_ONLY_REPORT);
    return () => document.body.classList.remove(PRINT_ONLY_REPORT);
  }, []);

  return createPortal(
    <ModalDialog
      labelledBy={titleId}
      size="xl"
      onClose={onClose}
      initialFocus={closeRef}
      className="print:static print:m-0 print:block print:max-h-none print:w-full print:max-w-none print:overflow-visible print:rounded-none print:shadow-none print:backdrop:bg-transparent"
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6 print:border-b-2 print:border-slate-900 print:px-0">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
            Report for your clinician
          </h2>
          <p className="text-sm text-slate-600">Medicines, supplements and interaction findings, to discuss at your next appointment.</p>
        </div>
        <div className="flex shrink-0 gap-2 print:hidden">
          <Button onClick={() => window.print()} disabled={!report.data}>
            <Icon name="print" className="size-4" />
            Print
          </Button>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            Close
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6 print:overflow-visible print:px-0">
        <QueryState query={report} loading="Preparing your report…" error={REPORT_FAILED_MESSAGE}>
          {(loaded) => <ReportBody report={loaded} />}
        </QueryState>
      </div>
    </ModalDialog>,
    document.body,
  );
}

type ReportItem = HealthcareReport['substances'][number];

/** The filled-in details of one item, for the phone layout (the table shows every column). */
function itemDetails(item: ReportItem): Array<[string, string]> {
  const details: Array<[string, string]> = [['Type', SUBSTANCE_TYPE_LABELS[item.substanceType]]];
  const dose = formatAmount(item.dosage, item.unit);
  if (dose) details.push(['Dose', dose]);
  if (item.productForm) details.push(['Form', item.productForm]);
  if (item.prescribedBy) details.push(['Prescriber', item.prescribedBy]);
  if (item.pharmacy) details.push(['Pharmacy', item.pharmacy]);
  if (item.notes) details.push(['Notes', item.notes]);
  return details;
}

function ReportBody({ report }: { report: HealthcareReport }) {
  const { pairs, toWatch } = splitEntries(interactionEntries(report.report));
  return (
    <div className="flex flex-col gap-6 text-slate-800">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Patient</dt>
        <dd>
          {report.patient.name} <span className="text-slate-600">({report.patient.email})</span>
        </dd>
        <dt className="font-medium text-slate-600">Date</dt>
        <dd>{formatCalendarDay(report.date)}</dd>
      </dl>

      <section aria-labelledby="report-substances" className="flex flex-col gap-3">
        <h3 id="report-substances" className="text-base font-semibold text-slate-900">
          Current substances ({report.substances.length})
        </h3>
        {report.substances.length === 0 ? (
          <p className="text-sm">No substances recorded.</p>
        ) : (
          <>
            {/* Phones get one block per item; wider screens and paper get the table. */}
            <ul className="flex flex-col gap-3 sm:hidden print:hidden">
              {report.substances.map((item) => (
                <li key={item.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                  <p className="font-semibold text-slate-900">
                    {item.name}
                    {item.brand ? <span className="font-normal text-slate-600"> · {item.brand}</span> : null}
                  </p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                    {itemDetails(item).map(([term, value]) => (
                      <div key={term} className="contents">
                        <dt className="text-slate-600">{term}</dt>
                        <dd className="min-w-0 break-words">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
            {/* Focusable, so keyboard users can scroll it sideways when it does not fit. */}
            <div
              role="region"
              aria-labelledby="report-substances"
              tabIndex={0}
              className="hidden overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 sm:block print:block print:overflow-visible print:rounded-none"
            >
              <table className="w-full min-w-[36rem] border-collapse text-left text-sm print:min-w-0">
                <thead className="bg-slate-50">
                  <tr>
                    {['Name', 'Type', 'Dose', 'Form', 'Prescriber', 'Pharmacy', 'Notes'].map((heading) => (
                      <th key={heading} scope="col" className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-700">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.substances.map((item) => (
                    <tr key={item.id} className="border-b border-slate-100 align-top last:border-b-0 break-inside-avoid">
                      <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                        {item.name}
                        {item.brand ? <span className="block font-normal text-slate-600">{item.brand}</span> : null}
                      </th>
                      <td className="px-3 py-2">{SUBSTANCE_TYPE_LABELS[item.substanceType]}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatAmount(item.dosage, item.unit) ?? '—'}</td>
                      <td className="px-3 py-2">{item.productForm ?? '—'}</td>
                      <td className="px-3 py-2">{item.prescribedBy ?? '—'}</td>
                      <td className="px-3 py-2">{item.pharmacy ?? '—'}</td>
                      <td className="max-w-56 px-3 py-2 break-words">{item.notes ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <ReportAdherence />

      <ReportFactors />

      <section aria-labelledby="report-interactions" className="flex flex-col gap-3">
        <h3 id="report-interactions" className="text-base font-semibold text-slate-900">
          Interactions among these substances ({pairs.length})
        </h3>
        {pairs.length === 0 ? (
          <p className="text-sm">No interaction between these substances is listed in the knowledge base.</p>
        ) : (
          <GroupedInteractions entries={pairs} headingLevel="h4" />
        )}
        <NotShownNote count={report.report.interactionsNotShown} />
      </section>

      <ToWatchSection entries={toWatch} id="report-to-watch" headingLevel="h3" />

      <UncheckedList entries={report.report.unchecked} headingLevel="h3" />

      <footer className="flex flex-col gap-1 border-t border-slate-200 pt-4 text-xs text-slate-600">
        <p>{report.report.disclaimer}</p>
        <p>
          Generated {dateFormatPreference() === 'US' ? generatedAt().format(new Date(report.generatedAt)) : formatDateTime(new Date(report.generatedAt))} by
          Wellness Tracker.
        </p>
      </footer>
    </div>
  );
}
