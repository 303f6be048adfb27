/**
 * The Supplement Timeline sub-tab: pick a supplement (GET /analytics/user-supplements),
 * the days and the metrics (ratings, session figures and the user's own factors, drawn below on their own axes); the chart (or its table), 'No Timeline Data' when nothing was recorded; the Get AI
 * Insights panel; and the ailment filter, whose analysis is its own call and never part of the timeline's.
 */
import { useState } from 'react';
import { localDay } from '@/lib/date-format';
import { useToday } from '@/lib/use-today';
import { ANALYTICS_MESSAGES, plural, TIMELINE_DEFAULT_DAYS, type TimelineMetric } from '@wellness/contract';
import { Button } from '@/components/button';
import { SelectField } from '@/components/form-controls';
import { QueryState } from '@/components/query-state';
import { AnalyticsCard, CardEmpty } from '../analytics-card';
import { shortDate } from '../charts/chart-rules';
import { TimelineChart } from '../charts/timeline-chart';
import { METRIC_LABELS } from '../metric-labels';
import { useConditionCatalog, useFactors, useTimeline, useUserConditions, useUserSupplements } from '../queries';
import { AilmentAnalysisPanel } from './ailment-analysis-panel';
import { lastDays } from './factor-series';
import { FactorTimeline } from './factor-timeline';
import { InsightsModal } from './insights-modal';
import { MetricPicker } from './metric-picker';
import { TimelineTable } from './timeline-table';
import { ailmentOptions } from './ailment-options';
import { fromFirstDayWithData } from './timeline-range';

const DAY_OPTIONS = [7, 14, 30, 60, 90].map((days) => ({ value: String(days), label: `Last ${days} days` }));
const DEFAULT_METRICS: TimelineMetric[] = ['productivity', 'focusLevel'];
const ALL = '';

export function TimelinePanel() {
  const supplements = useUserSupplements();
  const tracked = useUserConditions();
  const catalog = useConditionCatalog();
  /** undefined until the user picks: then the first supplement with doses is shown. */
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [days, setDays] = useState(TIMELINE_DEFAULT_DAYS);
  const [metrics, setMetrics] = useState<TimelineMetric[]>(DEFAULT_METRICS);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [insightsOpen, setInsightsOpen] = useState(false);
  const [conditionId, setConditionId] = useState(ALL);
  const factors = useFactors();
  const [factorIds, setFactorIds] = useState<string[]>([]);
  const today = localDay(useToday());

  const conditionOptions = ailmentOptions(tracked.data?.userConditions ?? [], catalog.data?.conditions ?? []);
  const list = supplements.data?.supplements ?? [];
  const supplementId = picked === undefined ? (list[0]?.id ?? null) : picked === ALL ? null : picked;
  const supplement = list.find((s) => s.id === supplementId);
  const timeline = useTimeline(supplementId, days, metrics);
  const rows = timeline.data?.timeline ?? [];
  const takenOn = (row: (typeof rows)[number]) => row.supplementDetails.some((detail) => supplementId === null || detail.supplementId === supplementId);
  const takenDays = rows.filter(takenOn).length;
  const chosenFactors = (factors.data?.factors ?? []).filter((factor) => factorIds.includes(factor.id));
  // The chart starts at the first day with data, so a short history fills the width; the table keeps every day.
  // With factors chosen it keeps the whole range: their values (read below, on the same days) may start earlier.
  const drawn = chosenFactors.length > 0 ? { rows, firstDayWithData: null } : fromFirstDayWithData(rows, takenOn);
  const startNote = drawn.firstDayWithData === null ? '' : `from ${shortDate(drawn.firstDayWithData)}, the first day with data`;
  // The factors share the timeline's days (the server's, in the account's zone), or this device's until it answers.
  const dates = rows.length > 0 ? rows.map((row) => row.date) : lastDays(today, days);
  const summary = `Timeline of ${metrics.map((m) => METRIC_LABELS[m].toLowerCase()).join(', ')} over the last ${days} days${startNote ? ` (drawn ${startNote})` : ''}, ${supplement ? `with the ${plural(takenDays, 'day')} ${supplement.name} was taken shaded` : `with the ${plural(takenDays, 'day')} any supplement was taken shaded`}. The table view lists every value.`;

  return (
    <div className="flex flex-col gap-5">
      <AnalyticsCard title="Supplement Timeline" description="Your ratings and focus time day by day, with the days you took the supplement marked.">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Supplement"
            value={supplementId ?? ALL}
            options={[...list.map((s) => ({ value: s.id, label: s.brand ? `${s.name} (${s.brand})` : s.name })), { value: ALL, label: 'All supplements' }]}
            onChange={(event) => setPicked(event.target.value)}
            hint={supplements.isPending ? 'Loading your supplements…' : list.length === 0 ? 'Supplements appear here once you log a dose.' : undefined}
          />
          <SelectField label="Days" value={String(days)} options={DAY_OPTIONS} onChange={(event) => setDays(Number(event.target.value))} />
        </div>
        <MetricPicker
          selected={metrics}
          onChange={setMetrics}
          factors={factors.data?.factors ?? []}
          selectedFactors={factorIds}
          onFactorsChange={setFactorIds}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label="Show as" className="inline-flex rounded-lg border border-slate-300 p-0.5">
            {(['chart', 'table'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={
                  'min-h-10 rounded-md px-4 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                  (view === option ? 'bg-teal-700 text-white' : 'text-slate-800 hover:bg-slate-100')
                }
              >
                {option === 'chart' ? 'Chart' : 'Table'}
              </button>
            ))}
          </div>
          {timeline.data ? (
            <p className="text-sm text-slate-600">
              {timeline.data.totalDataPoints} of {timeline.data.daysAnalyzed} days with data · taken on {takenDays}
            </p>
          ) : null}
        </div>
        {metrics.length === 0 ? (
          chosenFactors.length === 0 ? (
            <CardEmpty>Choose at least one metric to draw.</CardEmpty>
          ) : null
        ) : (
          <QueryState
            query={timeline}
            loading="Loading the timeline…"
            error={ANALYTICS_MESSAGES.timelineLoadFailed}
            isEmpty={(data) => data.totalDataPoints === 0}
            empty={
              <CardEmpty>
                <span className="block font-semibold text-slate-800">{ANALYTICS_MESSAGES.noTimelineData}</span>
                Nothing was recorded in these days. Entries and focus sessions appear here.
              </CardEmpty>
            }
          >
            {(data) =>
              view === 'chart' ? (
                <>
                  {startNote ? (
                    <p data-testid="timeline-start" className="text-sm text-slate-600">
                      Drawn {startNote}; the {days} days chosen start earlier, with nothing recorded before it.
                    </p>
                  ) : null}
                  <TimelineChart rows={drawn.rows} metrics={data.metrics} takenOn={takenOn} summary={summary} />
                </>
              ) : (
                <TimelineTable rows={rows} metrics={data.metrics} takenOn={takenOn} />
              )
            }
          </QueryState>
        )}
        {chosenFactors.length > 0 ? <FactorTimeline dates={dates} factors={chosenFactors} view={view} /> : null}
      </AnalyticsCard>

      <div className="flex flex-col gap-5">
        <AnalyticsCard
          title="Get AI Insights"
          description={`What your own records say about ${supplement ? supplement.name : 'a supplement'}: usage, consistency, trends and clear differences.`}
        >
          <div>
            <Button onClick={() => setInsightsOpen(true)} disabled={supplement === undefined}>
              Get AI Insights
            </Button>
            {supplement === undefined ? <p className="mt-2 text-sm text-slate-600">Choose a supplement to see its insights.</p> : null}
          </div>
        </AnalyticsCard>
        <AnalyticsCard
          title="Ailment filter"
          description="How each supplement relates to the metrics of a condition: the ones you track come first. It does not change the timeline."
        >
          <SelectField
            label="Condition"
            value={conditionId}
            options={[{ value: ALL, label: 'No condition selected' }, ...conditionOptions]}
            onChange={(event) => setConditionId(event.target.value)}
          />
          {conditionId === ALL ? null : <AilmentAnalysisPanel conditionId={conditionId} />}
        </AnalyticsCard>
      </div>
      {insightsOpen && supplement ? (
        <InsightsModal supplementId={supplement.id} supplementName={supplement.name} onClose={() => setInsightsOpen(false)} />
      ) : null}
    </div>
  );
}
