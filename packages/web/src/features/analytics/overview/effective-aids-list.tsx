/**
 * Most Effective Focus Aids (top 5): ranked by the mean productivity of the entries that used each aid,
 * pulled towards the user's overall mean when there are few (docs/analytics.md "Effective aids"), so two entries
 * at 10 do not outrank forty at 8.
 */
import { ANALYTICS_MESSAGES, type EffectiveAidsResponse } from '@wellness/contract';
import { AidIcon } from '@/domain/focus-aids/aid-icon';
import { AnalyticsCard, CardEmpty } from '../analytics-card';

export function EffectiveAidsList({ aids }: { aids: EffectiveAidsResponse['aids'] }) {
  return (
    <AnalyticsCard
      title="Most Effective Focus Aids"
      description="Top 5 by the productivity of the entries that used them; aids used only a few times count for less."
    >
      {aids.length === 0 ? (
        <CardEmpty>{ANALYTICS_MESSAGES.noAidsData}</CardEmpty>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200">
          {aids.map((aid, index) => (
            <li key={aid.id} className="flex items-center gap-3 py-2.5">
              <span className="w-5 text-right text-sm font-semibold tabular-nums text-slate-500">{index + 1}.</span>
              <AidIcon aid={aid} className="size-5 text-teal-800" emojiClassName="text-xl" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{aid.name}</span>
                <span className="block text-xs text-slate-600">
                  Used in {aid.usageCount} {aid.usageCount === 1 ? 'entry' : 'entries'}
                </span>
              </span>
              <span className="text-right text-sm tabular-nums text-slate-800">
                {aid.avgProductivityScore === null ? 'No rating' : `${aid.avgProductivityScore.toFixed(1)} / 10`}
                <span className="block text-xs text-slate-600">productivity</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </AnalyticsCard>
  );
}
