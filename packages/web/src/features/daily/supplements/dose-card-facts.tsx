/**
 * A dose card's facts about the supplement: its dose, the supply left with the supply warning (the one rule the
 * Substances card shows too: "Low stock" below 10, "Low supply" at 7 or fewer or from the refill date), and its expiry.
 */
import type { Substance } from '@wellness/contract';
import { formatAmount } from '@/lib/amount-format';
import { SupplyWarningBadges, warningsOn } from '@/domain/supply/supply-warning-badges';
import { supplyLabel } from './dose-display';
import { expiryNote } from './entry-expiry';
import { StatusBadge } from './status-badge';

export function DoseCardFacts({ supplement, today }: { supplement: Substance; today: Date }) {
  const warnings = warningsOn(supplement, today);
  const expiry = expiryNote(supplement.expirationDate, today);
  const dose = formatAmount(supplement.dosage, supplement.unit);
  const supply = supplyLabel(supplement.remainingSupply);
  return (
    <>
      {dose || supply ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {dose ? (
            <>
              <dt className="text-slate-600">Dose</dt>
              <dd className="min-w-0 break-words text-slate-900">{dose}</dd>
            </>
          ) : null}
          {supply ? (
            <>
              <dt className="text-slate-600">Supply</dt>
              <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-900">
                <span className="tabular-nums">{supply}</span>
                <SupplyWarningBadges warnings={warnings} as="span" />
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {expiry ? (
        <div>
          <StatusBadge tone={expiry.kind === 'expired' ? 'danger' : 'warning'}>{expiry.text}</StatusBadge>
        </div>
      ) : null}
    </>
  );
}
