/**
 * The Today block's card of next actions (issue 34): "Log again", one tap per substance taken this week
 * (log-again.ts says which), the running focus session in one line, and the bar of quick actions (the user's
 * shortcuts of Tracking Preferences) led by a link to the check-in further down. Everything it logs goes through the tab's one dose
 * queue, so a tap offline waits with the dose cards' taps.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canTakeNow, isOpenOccurrence } from '@/domain/scheduled-dose';
import { Icon } from '@/components/icons';
import { doseStatsQuery } from '@/lib/resources/doses';
import { localDay } from '@/lib/date-format';
import { useToday } from '@/lib/use-today';
import { DAILY_ANCHORS } from '../daily-anchors';
import { daysBefore, START_LOOKBACK_DAYS } from '../check-in/check-in-values';
import { useFactors, useFactorValues } from '../check-in/queries';
import { useTodaysScheduledDoses } from '../scheduled-doses/queries';
import { useDailySupplements, useTodayDoses } from '../supplements/queries';
import { loggableSupplements } from '../supplements/supplement-list';
import type { DoseQueue } from '../supplements/use-dose-queue';
import { QuickActions } from '../quick-actions';
import { logAgainItems } from './log-again';
import { QuickDoseButton } from './quick-dose-button';
import { RunningSessionLine } from './running-session-line';
import { SectionLink } from './section-link';

export function NextActions({ doseQueue }: { doseQueue: DoseQueue }) {
  const headingId = useId();
  const supplements = useDailySupplements();
  const stats = useQuery(doseStatsQuery());
  const todayDoses = useTodayDoses();
  const scheduled = useTodaysScheduledDoses();
  const occurrences = scheduled.data?.occurrences;
  // As of the list's last load (it reloads every minute): with no list yet there is nothing to take.
  const asOf = new Date(scheduled.dataUpdatedAt);
  const takeableNow = new Set((occurrences ?? []).filter((o) => isOpenOccurrence(o) && canTakeNow(o, asOf)).map((o) => o.substanceId));
  const loggable = supplements.data ? loggableSupplements(supplements.data) : null;
  const items = loggable && stats.data ? logAgainItems(loggable, stats.data.bySupplement, takeableNow) : null;
  const dosesOf = (id: string) => (todayDoses.data ? (todayDoses.data[id]?.doses ?? []) : null);

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {loggable !== null && loggable.length === 0 ? null : (
        <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 id={headingId} className="text-base font-semibold tracking-tight text-slate-900">
              Log again
            </h3>
            <p className="text-xs text-slate-600">Taken this week · one tap logs your usual dose now</p>
          </div>
          {items === null ? (
            // As tall as one row of buttons, so nothing below moves when they come.
            <p className="flex min-h-14 items-center text-sm text-slate-600">
              {stats.isError || supplements.isError ? 'Use the supplement list below.' : 'Loading…'}
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">What you log this week shows here, to log it again with one tap.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
              {items.map((supplement) => (
                <li key={supplement.id} className="min-w-0">
                  <QuickDoseButton
                    supplement={supplement}
                    doses={dosesOf(supplement.id)}
                    queued={doseQueue.queue.filter((dose) => dose.supplementId === supplement.id)}
                    onQueue={doseQueue.enqueue}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <RunningSessionLine />
      <QuickActions>
        <SectionLink sectionId={DAILY_ANCHORS.checkIn}>
          <Icon name="check" className="size-4" />
          <CheckInLabel />
        </SectionLink>
      </QuickActions>
    </div>
  );
}

/** "Check-in", with how many of the user's factors have a value today once both reads are in. */
function CheckInLabel() {
  const today = localDay(useToday());
  const factors = useFactors().data?.factors;
  const values = useFactorValues(daysBefore(today, START_LOOKBACK_DAYS), today).data?.values;
  if (factors === undefined || values === undefined || factors.length === 0) return <>Check-in</>;
  const done = new Set(values.filter((value) => value.date === today).map((value) => value.factorId)).size;
  return (
    <>
      Check-in
      <span className="sr-only">,</span>
      <span className="font-normal text-slate-600">
        {done} of {factors.length}
        <span className="sr-only"> factors logged today</span>
      </span>
    </>
  );
}
