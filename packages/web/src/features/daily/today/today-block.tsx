/**
 * The Today block at the top of the Daily tab (issue 34): what someone opening the app three times a day came for,
 * within a phone's first screen. Today's Summary in one row; the scheduled doses with Take; today's experiment
 * instruction; then the next actions: "Log again" (one tap per routine dose), the running session, and the quick
 * actions led by a link to the check-in. The long sections follow below it.
 */
import { ExperimentTodaySection } from '../experiment-today/experiment-today-section';
import { ScheduledDosesSection } from '../scheduled-doses/scheduled-doses-section';
import { TodaysSummary } from '../summary/todays-summary';
import type { DoseQueue } from '../supplements/use-dose-queue';
import { NextActions } from './next-actions';

export function TodayBlock({ doseQueue }: { doseQueue: DoseQueue }) {
  return (
    <section aria-label="Today" className="flex flex-col gap-4">
      <TodaysSummary />
      <ScheduledDosesSection />
      <ExperimentTodaySection />
      <NextActions doseQueue={doseQueue} />
    </section>
  );
}
