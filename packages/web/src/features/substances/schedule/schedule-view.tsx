/**
 * The Substances tab's "Schedule" view: every scheduled substance with its times and days, the next dose, adherence
 * over 30 days and the run-out forecast, each with "Edit schedule" (the substance form, scrolled to its Schedule);
 * then the substances without a schedule, each with "Set a schedule".
 */
import { ADHERENCE_DAYS, type Schedule, type Substance, type SubstanceAdherence } from '@wellness/contract';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { formatWallTime } from '@/domain/scheduled-dose';
import { formatAmount } from '@/lib/amount-format';
import { addCalendarDays, localDay, wallClock } from '@/lib/date-format';
import { formatCalendarDay, runOutText } from '../substance-status';
import { useAdherence, useSchedules } from './queries';
import { adherenceBreakdown, adherenceSentence, nextDose, scheduleSummary, type NextDose } from './schedule-wording';

interface ScheduleViewProps {
  items: readonly Substance[];
  now: Date;
  onEdit: (substance: Substance) => void;
}

function nextDoseText(next: NextDose | null, now: Date): string {
  if (next === null) return 'No more doses planned';
  const today = localDay(now);
  const tomorrow = addCalendarDays(today, 1);
  const day = next.date === today ? 'Today' : next.date === tomorrow ? 'Tomorrow' : formatCalendarDay(next.date);
  return `${day} at ${formatWallTime(next.time)}`;
}

export function ScheduleView({ items, now, onEdit }: ScheduleViewProps) {
  const schedules = useSchedules();
  const adherence = useAdherence();
  const byId = new Map(items.map((item) => [item.id, item]));
  const adherenceById = new Map((adherence.data?.substances ?? []).map((entry) => [entry.substanceId, entry]));
  return (
    <QueryState query={schedules} loading="Loading schedules…" error="Your schedules could not be loaded.">
      {(loaded) => {
        const scheduled = loaded.flatMap((schedule) => {
          const substance = byId.get(schedule.substanceId);
          return substance ? [{ schedule, substance }] : [];
        });
        const scheduledIds = new Set(scheduled.map((entry) => entry.substance.id));
        const unscheduled = items.filter((item) => !scheduledIds.has(item.id));
        return (
          <div className="flex flex-col gap-6">
            {scheduled.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-base text-slate-700">
                No schedules yet. Give a medicine set times and today’s doses appear at the top of the Daily tab, with reminders.
              </p>
            ) : (
              <ul aria-label="Scheduled substances" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {scheduled.map(({ schedule, substance }) => (
                  <li key={schedule.substanceId}>
                    <ScheduleCard
                      schedule={schedule}
                      substance={substance}
                      adherence={adherenceById.get(substance.id)}
                      now={now}
                      onEdit={() => onEdit(substance)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {unscheduled.length > 0 ? (
              <section aria-labelledby="unscheduled-heading" className="flex flex-col gap-2">
                <h3 id="unscheduled-heading" className="text-base font-semibold text-slate-900">
                  Without a schedule
                </h3>
                <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                  {unscheduled.map((item) => (
                    <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                      <span className="min-w-0 break-words text-slate-900">{item.name}</span>
                      <Button variant="quiet" onClick={() => onEdit(item)} aria-label={`Set a schedule for ${item.name}`}>
                        <Icon name="calendar" className="size-4" />
                        Set a schedule
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}

interface ScheduleCardProps {
  schedule: Schedule;
  substance: Substance;
  adherence: SubstanceAdherence | undefined;
  now: Date;
  onEdit: () => void;
}

function ScheduleCard({ schedule, substance, adherence, now, onEdit }: ScheduleCardProps) {
  const headingId = `schedule-${substance.id}-name`;
  const amount = formatAmount(schedule.amount, substance.unit);
  const taken = adherence ? adherenceSentence(adherence, ADHERENCE_DAYS.default) : null;
  const runOut = runOutText(substance.runOut);
  const rows: Array<[string, string]> = [['When', scheduleSummary(schedule, (time) => formatWallTime(time))]];
  if (schedule.kind === 'fixed') rows.push(['Next dose', nextDoseText(nextDose(schedule, localDay(now), wallClock(now)), now)]);
  if (amount) rows.push(['Each dose', amount]);
  if (schedule.endDate) rows.push(['Until', formatCalendarDay(schedule.endDate)]);
  rows.push(['Adherence', taken ?? 'Nothing counted yet']);
  if (runOut) rows.push(['Supply', runOut]);
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs" data-schedule-card>
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900">
          {substance.name}
        </h3>
        <Button variant="secondary" className="shrink-0" onClick={onEdit} aria-label={`Edit the schedule of ${substance.name}`}>
          <Icon name="edit" className="size-4" />
          Edit
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {adherence && taken ? <p className="text-xs text-slate-600">{adherenceBreakdown(adherence)}</p> : null}
    </article>
  );
}
