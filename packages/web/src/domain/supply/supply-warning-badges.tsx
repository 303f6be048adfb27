/**
 * The supply warning's badges, drawn the same on the Daily tab's dose card and the Substances card (issue 34): the
 * contract's one rule (`supplyWarnings`) decides, and each badge says which threshold it used ("Low stock: fewer than
 * 10 left", "Low supply: 7 or fewer left"). The label is its own element, so it reads and is found as a whole word.
 */
import { supplyWarnings, type SupplyFacts, type SupplyWarning } from '@wellness/contract';
import { formatDay, localDay } from '@/lib/date-format';

const TONES: Record<SupplyWarning['tone'], string> = {
  warning: 'bg-amber-100 text-amber-950 ring-amber-300',
  refill: 'bg-rose-100 text-rose-900 ring-rose-300',
};

const PILL = 'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** The pill with the label, then the reason as plain small text; read as "Low stock: fewer than 10 left". */
function Badge({ warning }: { warning: SupplyWarning }) {
  return (
    <>
      <span className={`${PILL} ${TONES[warning.tone]}`}>{warning.label}</span>
      <span className="sr-only">: </span>
      <span className="text-xs text-slate-700">{warning.reason}</span>
    </>
  );
}

const ROW = 'inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5';

/** The warnings of a substance on the user's calendar day, a refill date written in the user's date format. */
export function warningsOn(facts: SupplyFacts, today: Date): SupplyWarning[] {
  return supplyWarnings(facts, localDay(today), (isoDay) => formatDay(isoDay));
}

/** As list items (the Substances card's "Attention" list) or as inline pills (the dose card's supply line). */
export function SupplyWarningBadges({ warnings, as }: { warnings: readonly SupplyWarning[]; as: 'li' | 'span' }) {
  return warnings.map((warning) =>
    as === 'li' ? (
      <li key={warning.kind} data-supply-warning={warning.kind} className={ROW}>
        <Badge warning={warning} />
      </li>
    ) : (
      <span key={warning.kind} data-supply-warning={warning.kind} className={ROW}>
        <Badge warning={warning} />
      </span>
    ),
  );
}
