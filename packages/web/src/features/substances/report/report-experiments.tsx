/** Self-experiment results: the completed or stopped experiments overlapping the range, each with the experiments feature's own result sentence. */
import { EXPERIMENT_CONCLUSION_LABELS, type ClinicianReport } from '@wellness/contract';
import { formatCalendarDay } from '../substance-status';

export function ReportExperiments({ report }: { report: ClinicianReport }) {
  if (report.experiments.length === 0) return null;
  return (
    <section aria-labelledby="report-experiments" className="flex flex-col gap-2">
      <h3 id="report-experiments" className="text-base font-semibold text-slate-900 break-after-avoid print:text-[10.5pt]">
        Self-experiments ({report.experiments.length})
      </h3>
      <ul className="flex flex-col gap-1.5 text-sm print:text-[8.5pt]">
        {report.experiments.map((e) => (
          <li key={e.id} className="break-inside-avoid">
            <p>
              <span className="font-semibold text-slate-900">{e.substanceName}</span>, {formatCalendarDay(e.startDate)} to{' '}
              {formatCalendarDay(e.stoppedOn ?? e.endDate)}
              {e.status === 'stopped' ? ' (stopped early)' : ''}
              {e.conclusion ? <span className="font-medium">: {EXPERIMENT_CONCLUSION_LABELS[e.conclusion]}</span> : null}
            </p>
            <p className="text-xs text-slate-600">{e.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
