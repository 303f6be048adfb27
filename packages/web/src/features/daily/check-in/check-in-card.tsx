/**
 * Check-in (issue 32): today's value of each of the user's factors, with the control its kind needs, each change
 * saved at once through the offline-safe outbox (`use-factor-value-queue.ts`). Before any factor exists it invites
 * the user with the catalog's top picks; "Manage" (and "Add factor") open the factor manager.
 */
import { useState } from 'react';
import { FACTOR_MESSAGES, type Factor, type FactorValue } from '@wellness/contract';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { loadBoth, QueryState } from '@/components/query-state';
import { FactorCatalog, TOP_PICKS } from '@/domain/factors/factor-catalog';
import { ManageFactorsDialog } from '@/domain/factors/manage-factors-dialog';
import { localDay } from '@/lib/date-format';
import { useToday } from '@/lib/use-today';
import { DAILY_ANCHORS } from '../daily-anchors';
import { DailySection } from '../daily-section';
import { daysBefore, lastValueBefore, shownValue, START_LOOKBACK_DAYS } from './check-in-values';
import { FactorRow } from './factor-row';
import { useFactors, useFactorValues } from './queries';
import type { FactorValueQueue } from './use-factor-value-queue';

interface CheckInCardProps {
  owner: string | null;
  queue: FactorValueQueue;
}

export function CheckInCard({ owner, queue }: CheckInCardProps) {
  const today = localDay(useToday());
  const factors = useFactors();
  const values = useFactorValues(daysBefore(today, START_LOOKBACK_DAYS), today);
  const [managing, setManaging] = useState(false);
  const both = loadBoth(factors, values, (list, range) => ({ factors: list.factors, values: range.values }));
  const hasFactors = (factors.data?.factors.length ?? 0) > 0;

  return (
    <DailySection
      id={DAILY_ANCHORS.checkIn}
      title="Check-in"
      description={hasFactors ? 'Today’s factors. Each change is saved at once.' : 'Log what shapes your days, in a few taps.'}
      action={
        hasFactors ? (
          <Button variant="secondary" onClick={() => setManaging(true)}>
            <Icon name="settings" className="size-4" />
            Manage
          </Button>
        ) : null
      }
    >
      <QueryState
        query={both}
        loading="Loading your factors…"
        error={FACTOR_MESSAGES.loadFailed}
        isEmpty={(data) => data.factors.length === 0}
        empty={<CheckInInvitation onDefine={() => setManaging(true)} />}
      >
        {(data) => (
          <>
            <ul className="-my-3 flex flex-col divide-y divide-slate-200" aria-label="Today’s factors">
              {data.factors.map((factor) => (
                <CheckInRow key={factor.id} factor={factor} today={today} values={data.values} queue={queue} />
              ))}
            </ul>
            <div>
              <Button variant="quiet" onClick={() => setManaging(true)}>
                <Icon name="plus" className="size-4" />
                Add factor
              </Button>
            </div>
          </>
        )}
      </QueryState>
      {managing ? <ManageFactorsDialog owner={owner} onClose={() => setManaging(false)} /> : null}
    </DailySection>
  );
}

function CheckInRow({ factor, today, values, queue }: { factor: Factor; today: string; values: readonly FactorValue[]; queue: FactorValueQueue }) {
  return (
    <FactorRow
      factor={factor}
      value={shownValue(factor.id, today, values, queue.waiting(factor.id, today))}
      start={lastValueBefore(factor.id, today, values)}
      status={queue.status(factor.id, today)}
      onChange={(value) => queue.set(factor.id, today, value)}
    />
  );
}

// Two short lines on a phone: the card's subtitle already says what factors are for, and text larger than the tab's
// introduction would make the first screen's largest paint wait for the factors read (docs/performance.md).
function CheckInInvitation({ onDefine }: { onDefine: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">Track sleep, caffeine or exercise beside your ratings. Start with a tap:</p>
      <FactorCatalog factors={[]} only={TOP_PICKS} />
      <div>
        <Button variant="quiet" onClick={onDefine}>
          <Icon name="plus" className="size-4" />
          More factors, or define your own
        </Button>
      </div>
    </div>
  );
}
