/**
 * One inventory card: name, brand, type, dose and form, the type's own details, the supply warning (the contract's
 * one rule, as on the Daily tab's dose card: "Low stock" below 10, "Low supply" at 7 or fewer or from the forecast's
 * refill date), the run-out sentence, expiry, adherence to its schedule over 30 days, with edit and delete icon buttons named after the item for screen readers, and the way into the item's
 * research.
 */
import { ADHERENCE_DAYS, type Substance, type SubstanceAdherence } from '@wellness/contract';
import { expiryBadge, expiryStatus } from '@/domain/substance-expiry';
import { formatCalendarDay, runOutText, supplyText } from './substance-status';
import { SupplyWarningBadges, warningsOn } from '@/domain/supply/supply-warning-badges';
import { adherenceBreakdown, adherenceSentence } from './schedule/schedule-wording';
import { formatAmount } from '@/lib/amount-format';
import { Icon } from '@/components/icons';
import { ResearchButton } from '@/components/research/research-button';
import { AppLink } from '@/components/app-link';
import { buttonClasses } from '@/components/button';
import { experimentsHref } from '@/domain/experiment-links';
import { TypeBadge } from './type-badge';
import { ingredientText } from './ingredient-text';

interface SubstanceCardProps {
  substance: Substance;
  today: Date;
  onEdit: () => void;
  onDelete: () => void;
  /** Its adherence over 30 days, when it has a schedule and adherence has loaded. */
  adherence?: SubstanceAdherence | undefined;
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export function SubstanceCard({ substance, today, onEdit, onDelete, adherence }: SubstanceCardProps) {
  const headingId = `substance-${substance.id}-name`;
  const warnings = warningsOn(substance, today);
  const runOut = runOutText(substance.runOut);
  const taken = adherence ? adherenceSentence(adherence, ADHERENCE_DAYS.default) : null;
  const expiry = expiryStatus(substance.expirationDate, today);
  const badge = expiryBadge(expiry);
  const dose = formatAmount(substance.dosage, substance.unit);

  const details: Array<[string, string]> = [];
  if (dose) details.push(['Dose', dose]);
  if (substance.productForm) details.push(['Form', substance.productForm]);
  if (substance.category) details.push(['Category', substance.category]);
  if (substance.potency) details.push(['Potency', substance.potency]);
  if (substance.extractRatio) details.push(['Extract', substance.extractRatio]);
  if (substance.standardization) details.push(['Standardized to', substance.standardization]);
  if (substance.prescribedBy) details.push(['Prescriber', substance.prescribedBy]);
  if (substance.pharmacy) details.push(['Pharmacy', substance.pharmacy]);
  if (substance.refillsRemaining !== null) details.push(['Refills', String(substance.refillsRemaining)]);
  const supply = supplyText(substance.remainingSupply);
  if (supply) details.push(['Supply', supply]);
  if (substance.expirationDate) details.push([expiry?.kind === 'expired' ? 'Expired' : 'Expires', formatCalendarDay(substance.expirationDate)]);
  if (substance.ingredients.length > 0) details.push(['Ingredients', substance.ingredients.map(ingredientText).join(', ')]);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs"
      data-substance-id={substance.id}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <TypeBadge type={substance.substanceType} />
          <h3 id={headingId} className="text-lg leading-snug font-semibold break-words text-slate-900">
            {substance.name}
          </h3>
          {substance.brand ? <p className="-mt-1 text-sm text-slate-600">{substance.brand}</p> : null}
        </div>
        <div className="-mt-1 -mr-1 flex shrink-0">
          <button type="button" onClick={onEdit} aria-label={`Edit ${substance.name}`} className={`${iconButton} hover:bg-slate-100 hover:text-slate-900`}>
            <Icon name="edit" />
          </button>
          <button type="button" onClick={onDelete} aria-label={`Delete ${substance.name}`} className={`${iconButton} hover:bg-rose-50 hover:text-rose-800`}>
            <Icon name="trash" />
          </button>
        </div>
      </div>
      {warnings.length > 0 || badge ? (
        <ul aria-label="Attention" className="flex flex-wrap gap-2">
          <SupplyWarningBadges warnings={warnings} as="li" />
          {badge ? (
            <li
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${expiry?.kind === 'expired' ? 'bg-rose-100 text-rose-900 ring-rose-300' : 'bg-amber-100 text-amber-950 ring-amber-300'}`}
            >
              {badge}
            </li>
          ) : null}
        </ul>
      ) : null}
      {details.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="min-w-0 break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {runOut ? <p className="text-sm text-slate-700">{runOut}</p> : null}
      {adherence ? (
        <p className="flex flex-col text-sm" data-adherence>
          <span className="font-medium text-slate-900" title={adherenceBreakdown(adherence)}>
            {taken ?? `No scheduled doses counted in the last ${ADHERENCE_DAYS.default} days yet`}
          </span>
          {taken ? <span className="text-xs text-slate-600">{adherenceBreakdown(adherence)}</span> : null}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-2 pt-1">
        <ResearchButton target={{ kind: 'substance', id: substance.id, name: substance.name }} variant="quiet" className="-ml-3" />
        <AppLink
          href={experimentsHref({ kind: 'plan', substanceId: substance.id })}
          aria-label={`Test it: run an experiment on ${substance.name}`}
          className={buttonClasses('quiet', '-ml-3 sm:ml-0')}
        >
          <Icon name="target" className="size-4" />
          Test it
        </AppLink>
      </div>
    </article>
  );
}
