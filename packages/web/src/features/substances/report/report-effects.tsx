/**
 * "Effects found in the data": only the claims that hold after Analytics' false-discovery control over the report's
 * own days, each with its estimate, interval and days, and how many comparisons were tested, so an empty list reads as
 * "nothing shown to hold", not as "no effect". Substances left out while their experiment runs are named.
 */
import { familySentence, type ClinicianReport } from '@wellness/contract';
import { formatCalendarDay } from '../substance-status';
import { estimateText } from './report-wording';

const CONCLUSION_WORDS = { benefit: 'Better', harm: 'Worse', higher: 'Higher', lower: 'Lower', inconclusive: '', 'insufficient-data': '' } as const;

export function ReportEffects({ report }: { report: ClinicianReport }) {
  const { effects } = report;
  return (
    <section aria-labelledby="report-effects" className="flex flex-col gap-2">
      <h3 id="report-effects" className="text-base font-semibold text-slate-900 break-after-avoid print:text-[10.5pt]">
        Effects found in the data ({effects.claims.length})
      </h3>
      <p className="text-xs text-slate-600">
        Over {formatCalendarDay(effects.from)} to {formatCalendarDay(effects.to)}. {familySentence(effects.family.size)} Associations in the patient’s own
        records, not proof of cause.
      </p>
      {effects.claims.length === 0 ? (
        <p className="text-sm">No effect holds after accounting for every comparison tested in this range.</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm print:text-[8.5pt]">
          {effects.claims.map((claim) => (
            <li key={`${claim.subjectKind}-${claim.subject}-${claim.outcome}-${claim.timing}`} className="break-inside-avoid">
              <p>
                <span className="font-semibold text-slate-900">
                  {claim.subject} → {claim.outcome}
                </span>{' '}
                <span className="font-medium">
                  {CONCLUSION_WORDS[claim.conclusion]}
                  {claim.timing === 'next-day' ? ', next day' : ''}
                </span>{' '}
                <span className="text-slate-600">
                  ({estimateText(claim)}, {claim.days} days)
                </span>
              </p>
              {/* The sentence with the means is for the screen; paper keeps the estimate, interval and days of the line above. */}
              <p className="text-xs text-slate-600 print:hidden">{claim.summary}</p>
            </li>
          ))}
        </ul>
      )}
      {effects.withheld.length > 0 ? (
        <p className="text-xs text-slate-600">Not estimated while an experiment runs: {effects.withheld.map((w) => w.substanceName).join(', ')}.</p>
      ) : null}
    </section>
  );
}
