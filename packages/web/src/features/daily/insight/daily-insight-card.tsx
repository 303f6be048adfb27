/**
 * AI Daily Insight: a plain description of the user's own recent numbers,
 * never advice; below the minimum of days it says so instead of guessing. A failed load offers Retry.
 */
import { INSIGHT_MESSAGES } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { DailySection } from '../daily-section';
import { useDailyInsight } from './queries';

export function DailyInsightCard() {
  const insight = useDailyInsight();
  const { data } = insight;
  return (
    <DailySection
      title="AI Daily Insight"
      foldOnPhone
      description={data ? `From your entries on ${data.daysWithEntries} of the last ${data.windowDays} days.` : undefined}
      className="border-teal-200 bg-gradient-to-br from-teal-50 to-white"
    >
      <QueryState query={insight} keepDataOnError loading="Loading your insight…" error={INSIGHT_MESSAGES.noData}>
        {(data) => (
          <div className="flex gap-3">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-teal-700 ring-1 ring-teal-200">
              <Icon name={data.enoughData ? 'bulb' : 'sprout'} className="size-5" />
            </span>
            <p className="text-base leading-relaxed text-slate-800">{data.text}</p>
          </div>
        )}
      </QueryState>
    </DailySection>
  );
}
