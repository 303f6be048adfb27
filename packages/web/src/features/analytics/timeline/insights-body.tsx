/**
 * The insights modal's answer, in the order insights-arrangement.ts gives: the lead sentence (with its badge and
 * interval when it is a clear difference), the other clear differences one line each, usage, the sentences about how
 * the supplement has been taken, the family sentence, and where the weekly trends went. Every interval on it shares
 * one scale with a marked 0 (intervalScaleFor), so none is clipped.
 */
import { useId } from 'react';
import { familySentence, plural, type SupplementInsightsResponse } from '@wellness/contract';
import { metricInSentence } from '../metric-labels';
import { EffectBadge } from '../overview/effect-badge';
import { CONCLUSION_LABELS, intervalScaleFor, type IntervalScale } from '../overview/effect-wording';
import { IntervalBar } from '../overview/interval-bar';
import { WithheldNote } from '../withheld-note';
import { arrangeInsights } from './insights-arrangement';

type MetricEffect = SupplementInsightsResponse['metrics']['significantChanges'][number];

/** The days behind an effect, in words: "22 days with, 18 without", "the day after" for a next-day effect. */
export function effectDays(effect: Pick<MetricEffect, 'daysTaken' | 'daysNotTaken' | 'timing'>): string {
  return `${plural(effect.daysTaken, 'day')} with, ${effect.daysNotTaken} without${effect.timing === 'next-day' ? ', the day after' : ''}`;
}

function EffectFigures({ effect, scale }: { effect: MetricEffect; scale: IntervalScale }) {
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      <EffectBadge g={effect.g} metric={effect.metric} conclusion={effect.conclusion} />
      <span className="w-48">
        <IntervalBar g={effect.g} ci={effect.ci95} level={effect.intervalLevel} scale={scale} />
      </span>
    </div>
  );
}

export function InsightsBody({ data, supplementName }: { data: SupplementInsightsResponse; supplementName: string }) {
  const headingId = useId();
  const { lead, leadEffect, differences, others, general, caveat } = arrangeInsights(data);
  const scale = intervalScaleFor([...(leadEffect ? [leadEffect] : []), ...differences].map((effect) => ({ g: effect.g, ci: effect.ci95 })));
  const { usage, timeline } = data;
  return (
    <>
      <WithheldNote withheld={data.withheld ? [data.withheld] : []} />
      {lead ? (
        <section aria-labelledby={headingId} className="flex flex-col gap-2">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            What your data says
          </h3>
          <div data-testid="insight-lead" className="flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4">
            <p className="text-base text-slate-900">{lead.message}</p>
            {leadEffect ? <EffectFigures effect={leadEffect} scale={scale} /> : null}
          </div>
        </section>
      ) : null}
      {differences.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900">Other clear differences</h3>
          <ul className="flex flex-col gap-3 text-sm">
            {differences.map((change) => (
              <li key={change.metric} className="flex flex-col gap-1.5">
                <span className="text-slate-800">
                  {CONCLUSION_LABELS[change.conclusion]}: {metricInSentence(change.metric)} ({effectDays(change)})
                </span>
                <EffectFigures effect={change} scale={scale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded-xl bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Days since start</dt>
          <dd className="text-base font-semibold tabular-nums text-slate-900">{usage.daysSinceStart ?? '—'}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Consistency</dt>
          <dd className="text-base font-semibold tabular-nums text-slate-900">
            {usage.consistencyRate === null ? '—' : `${Math.round(usage.consistencyRate * 100)}%`}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Total doses</dt>
          <dd className="text-base font-semibold tabular-nums text-slate-900">{usage.totalDoses}</dd>
        </div>
      </dl>
      {others.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900">About how you take {supplementName}</h3>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-800">
            {others.map((insight, index) => (
              <li key={`${insight.kind}-${index}`}>{insight.message}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {timeline.hasEnoughDataForAnalysis ? null : (
        <p className="text-sm text-slate-700">
          Too early for comparisons: {plural(timeline.ratedDays, 'rated day')} in the last {timeline.daysAnalyzed}.
        </p>
      )}
      <p data-testid="family-size" className="text-sm text-slate-700">
        {familySentence(data.family.size)}
      </p>
      {general.length > 0 ? (
        <p data-testid="trends-elsewhere" className="text-sm text-slate-600">
          How your ratings moved this week against the last is the same whatever you take, so it is on the Overview, under “This week against the last”.
        </p>
      ) : null}
      {caveat ? <p className="text-xs text-slate-600">{caveat.message}</p> : null}
    </>
  );
}
