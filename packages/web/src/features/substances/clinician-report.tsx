/**
 * "Report for your clinician" (v2, docs/clinician-report.md): for a chosen range (last 30 or 90 days, or custom),
 * everything the user takes with start, doses, adherence and supply (report/report-substances.tsx), the interactions
 * among them, the side-effect notes, the daily ratings as small charts with their table, the effects Analytics holds
 * after its false-discovery control, self-experiment results, the own factors they choose, the foods and tests to
 * watch and what was not checked; all from GET /reports/clinician but the factors. While it is open the page prints
 * only the report (it sits outside #root, a portal, and the body hides #root in print), with the patient and range on
 * every page's header (report/print-page-style.ts).
 */
import { formatDateTime, localDay } from '@/lib/date-format';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ClinicianReport } from '@wellness/contract';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { ModalDialog } from '@/components/modal-dialog';
import { Icon } from '@/components/icons';
import { useToday } from '@/lib/use-today';
import { formatCalendarDay } from './substance-status';
import { GroupedInteractions, ToWatchSection } from './interaction-entry-view';
import { useClinicianReport } from './queries';
import { interactionEntries, splitEntries } from './risk-groups';
import { NotShownNote } from './not-shown-note';
import { UncheckedList } from './unchecked-list';
import { ReportFactors } from './report-factors';
import { usePrintPageStyle } from './report/print-page-style';
import { RangeControls, type RangeDraft } from './report/range-controls';
import { customRangeProblem, presetRange, RANGE_PRESETS } from './report/report-range';
import { ReportEffects } from './report/report-effects';
import { ReportExperiments } from './report/report-experiments';
import { ReportRatings } from './report/report-ratings';
import { ReportSideEffects } from './report/report-side-effects';
import { ReportSubstances } from './report/report-substances';

/** Added to <body> while the report is open; a literal here so Tailwind generates it. */
const PRINT_ONLY_REPORT = 'print:[&>#root]:hidden';
export const REPORT_FAILED_MESSAGE = 'Failed to load the report. Please try again.';

function rangeOf(draft: RangeDraft, today: string): { from: string; to: string } {
  const preset = RANGE_PRESETS.find((p) => p.id === draft.choice);
  return preset ? presetRange(preset.days, today) : { from: draft.from, to: draft.to };
}

export function ClinicianReportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const today = localDay(useToday());
  const [draft, setDraft] = useState<RangeDraft>(() => ({ choice: 'last-30', ...presetRange(30, today) }));
  const [asked, setAsked] = useState(() => presetRange(30, today));
  const problem = draft.choice === 'custom' ? customRangeProblem(draft.from, draft.to, today) : null;
  const report = useClinicianReport(asked);
  const shown = report.data;
  usePrintPageStyle(
    shown ? `Report for your clinician · ${shown.patient.name} · ${formatCalendarDay(shown.range.from)} to ${formatCalendarDay(shown.range.to)}` : null,
  );

  function changeRange(next: RangeDraft) {
    // Switching to custom starts from the range on show, so the two days are filled in.
    const filled = next.choice === 'custom' && draft.choice !== 'custom' ? { ...next, ...asked } : next;
    setDraft(filled);
    if (filled.choice !== 'custom' || customRangeProblem(filled.from, filled.to, today) === null) setAsked(rangeOf(filled, today));
  }

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
      className="print:static print:m-0 print:block print:[font-variant-ligatures:none] print:max-h-none print:w-full print:max-w-none print:overflow-visible print:rounded-none print:bg-white print:text-slate-900 print:shadow-none print:backdrop:bg-transparent"
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:px-6 print:border-b-2 print:border-slate-900 print:px-0 print:py-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
              Report for your clinician
            </h2>
            <p className="text-sm text-slate-600 print:hidden">
              Medicines, supplements, ratings and findings for a period, to discuss at your next appointment.
            </p>
          </div>
          <div className="flex shrink-0 gap-2 print:hidden">
            <Button onClick={() => window.print()} disabled={!shown || report.isPlaceholderData}>
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
      </div>
      <div
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6 print:overflow-visible print:px-0 print:py-3"
        aria-busy={report.isFetching}
      >
        {/* In the scrolling part, so on a phone the header stays small and the report has the screen. */}
        <div className="mb-5 print:hidden">
          <RangeControls draft={draft} today={today} problem={problem} onChange={changeRange} />
        </div>
        <QueryState query={report} loading="Preparing your report…" error={REPORT_FAILED_MESSAGE}>
          {(loaded) => <ReportBody report={loaded} />}
        </QueryState>
      </div>
    </ModalDialog>,
    document.body,
  );
}

function ReportBody({ report }: { report: ClinicianReport }) {
  const { pairs, toWatch } = splitEntries(interactionEntries(report.interactions));
  return (
    <div
      className={
        // On paper the interaction cards (shared with the Substances tab) are set tighter, so a month fits two pages.
        'flex flex-col gap-6 text-slate-800 print:gap-2.5 print:[&_article]:gap-1 print:[&_article]:p-2.5 ' +
        'print:[&_article_h4]:text-[9.5pt] print:[&_article_h5]:text-[9.5pt] print:[&_article_li]:text-[8.5pt] print:[&_article_p]:text-[8.5pt]'
      }
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr] print:gap-y-0 print:text-[9pt]">
        <dt className="font-medium text-slate-600">Patient</dt>
        <dd>
          {report.patient.name} <span className="text-slate-600">({report.patient.email})</span>
        </dd>
        <dt className="font-medium text-slate-600">Period</dt>
        <dd>
          {formatCalendarDay(report.range.from)} to {formatCalendarDay(report.range.to)} ({report.range.days} days)
        </dd>
      </dl>

      <ReportSubstances report={report} />

      <section aria-labelledby="report-interactions" className="flex flex-col gap-3">
        <h3 id="report-interactions" className="text-base font-semibold text-slate-900 break-after-avoid print:text-[10.5pt]">
          Interactions among these substances ({pairs.length})
        </h3>
        {pairs.length === 0 ? (
          <p className="text-sm">No interaction between these substances is listed in the knowledge base.</p>
        ) : (
          <GroupedInteractions entries={pairs} headingLevel="h4" />
        )}
        <NotShownNote count={report.interactions.interactionsNotShown} />
      </section>

      <ReportSideEffects report={report} />

      <ReportRatings report={report} />

      <ReportEffects report={report} />

      <ReportExperiments report={report} />

      <ReportFactors from={report.range.from} to={report.range.to} days={report.range.days} />

      <ToWatchSection entries={toWatch} id="report-to-watch" headingLevel="h3" />

      <UncheckedList entries={report.interactions.unchecked} headingLevel="h3" />

      <footer className="flex flex-col gap-1 border-t border-slate-200 pt-4 text-xs text-slate-600 break-inside-avoid">
        <p>{report.interactions.disclaimer}</p>
        <p>Generated {formatDateTime(new Date(report.generatedAt))} by Wellness Tracker.</p>
      </footer>
    </div>
  );
}
