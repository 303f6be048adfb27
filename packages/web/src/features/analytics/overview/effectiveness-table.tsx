/**
 * The Supplement Effectiveness table: for every substance with doses in the period,
 * its effect size g with the badge colour when the claim holds, the interval that agrees with the
 * family's decision as a small bar, the days behind each side, the productivity means and the conclusion in words,
 * always as an association in the user's own data, under the sentence naming how many comparisons were accounted
 * for. Below 640 px each row becomes a block with its labels inline, so nothing scrolls sideways on a phone.
 */
import { WithheldNote } from '../withheld-note';
import { ANALYTICS_MESSAGES, familySentence, plural, type SupplementEffectivenessResponse } from '@wellness/contract';
import { AnalyticsCard, CardEmpty } from '../analytics-card';
import { EffectBadge } from './effect-badge';
import { CONCLUSION_LABELS, conclusionSentence, intervalScaleFor } from './effect-wording';
import { HowToRead } from './how-to-read';
import { IntervalBar } from './interval-bar';

const mean = (value: number | null) => (value === null ? '—' : value.toFixed(1));
const CELL = 'block py-1 sm:table-cell sm:py-2.5 sm:pr-3 sm:align-top';
const INLINE_LABEL = 'mr-1 font-medium text-slate-600 sm:hidden';

export function EffectivenessTable({ data }: { data: SupplementEffectivenessResponse }) {
  const { supplements, minimums, family } = data;
  const scale = intervalScaleFor(supplements.map((s) => ({ g: s.effectivenessScore, ci: s.ci95 })));
  return (
    <AnalyticsCard title="Supplement Effectiveness" description="Productivity on days you took each substance against days you did not, in your own data.">
      {supplements.length === 0 ? null : (
        <p data-testid="family-size" className="text-sm text-slate-700">
          {familySentence(family.size)}
        </p>
      )}
      <HowToRead minimums={minimums} />
      <WithheldNote withheld={data.withheld} />
      {supplements.length === 0 ? (
        <CardEmpty>{ANALYTICS_MESSAGES.noEffectivenessData}</CardEmpty>
      ) : (
        <table className="block w-full text-left text-sm sm:table">
          <caption className="sr-only">Supplement effectiveness: effect size, adjusted interval, days with and without, and the conclusion</caption>
          <thead className="max-sm:sr-only">
            <tr className="text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Supplement
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Effect
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Interval
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Days with / without
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Productivity with / without
              </th>
              <th scope="col" className="py-2 font-medium">
                Conclusion
              </th>
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {supplements.map((s) => (
              <tr key={s.id} className="block border-t border-slate-200 py-2 sm:table-row sm:py-0">
                <th scope="row" className={`${CELL} font-medium text-slate-900`}>
                  {s.name}
                  {s.brand ? <span className="block text-xs font-normal text-slate-600">{s.brand}</span> : null}
                  <span className="block text-xs font-normal text-slate-600">{plural(s.usageCount, 'dose')}</span>
                </th>
                <td className={CELL}>
                  <span className={INLINE_LABEL}>Effect:</span>
                  <EffectBadge g={s.effectivenessScore} conclusion={s.conclusion} />
                </td>
                <td className={CELL}>
                  <span className={INLINE_LABEL}>Interval:</span>
                  <IntervalBar g={s.effectivenessScore} ci={s.ci95} level={s.intervalLevel} scale={scale} />
                </td>
                <td className={`${CELL} tabular-nums text-slate-800`}>
                  <span className={INLINE_LABEL}>Days with / without:</span>
                  {s.daysTaken} / {s.daysNotTaken}
                </td>
                <td className={`${CELL} tabular-nums text-slate-800`}>
                  <span className={INLINE_LABEL}>Productivity with / without:</span>
                  {mean(s.avgProductivityWhenTaken)} / {mean(s.avgProductivityWhenNotTaken)}
                </td>
                <td className={`${CELL} sm:max-w-80`}>
                  <span className="block font-semibold text-slate-900">{CONCLUSION_LABELS[s.conclusion]}</span>
                  <span className="block text-xs text-slate-700">
                    {/* Without an estimate the server's sentence says why (ratings that never varied, too many substances). */}
                    {s.conclusion === 'inconclusive' && s.effectivenessScore === null
                      ? s.summary
                      : conclusionSentence({
                          conclusion: s.conclusion,
                          name: s.name,
                          metric: 'productivity',
                          metricLabel: 'productivity',
                          timing: s.timing,
                          daysTaken: s.daysTaken,
                          daysNotTaken: s.daysNotTaken,
                          minimums,
                          familySize: s.familySize,
                          moreDaysNeeded: s.moreDaysNeeded,
                        })}
                  </span>
                  {s.indistinguishableFrom.length > 0 ? (
                    <span className="mt-1 block text-xs text-amber-900">
                      Taken on nearly the same days as {s.indistinguishableFrom.map((other) => other.name).join(', ')}: the data cannot tell them apart.
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AnalyticsCard>
  );
}
