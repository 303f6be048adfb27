/**
 * "Your factors" (GET /analytics/factor-effects): how the user's own factors and ratings relate to each other, same
 * day and next day, decided in the period's one family of claims. Claims come first; inconclusive comparisons and
 * those without enough days are folded below. The family sentence says how many comparisons were accounted for.
 * Its own load, so a failure here leaves the rest of the Overview in place. Association, never cause.
 */
import type { ReactNode } from 'react';
import { ANALYTICS_MESSAGES, familySentence, type Factor, type FactorEffectRow, type Period } from '@wellness/contract';
import { AppLink } from '@/components/app-link';
import { QueryState } from '@/components/query-state';
import { pathForTab } from '@/lib/tab-paths';
import { AnalyticsCard, CardEmpty } from '../analytics-card';
import { useFactorEffects, useFactors } from '../queries';
import { WithheldNote } from '../withheld-note';
import { FactorEffectRowView } from './factor-effect-row';
import { groupFactorEffects } from './factor-effects-wording';

const LINK = 'font-medium text-teal-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export function FactorEffectsSection({ period }: { period: Period }) {
  const factors = useFactors();
  const list = factors.data?.factors ?? [];
  const noFactors = factors.data !== undefined && list.length === 0;
  const effects = useFactorEffects(period, !noFactors);

  return (
    <AnalyticsCard
      title="Your factors"
      description="How the factors you log (sleep, caffeine, exercise…) and your ratings go together, on the same day and the day after. Associations in your own data, not proof of cause."
    >
      {noFactors ? (
        <CardEmpty>
          <span className="block font-semibold text-slate-800">No factors yet</span>
          Log things like sleep, caffeine or exercise each day to see how they go with your ratings.{' '}
          <AppLink href={pathForTab('settings', 'tracking')} className={LINK}>
            Add factors in Tracking Preferences
          </AppLink>
        </CardEmpty>
      ) : (
        <QueryState
          query={effects}
          loading="Loading your factors’ comparisons…"
          error={ANALYTICS_MESSAGES.loadFailed}
          isEmpty={(data) => data.rows.length === 0}
          empty={<CardEmpty>Not enough days yet: once factors and ratings are logged on the same days, comparisons appear here.</CardEmpty>}
        >
          {(data) => (
            <FactorEffectsBody rows={data.rows} familySize={data.family.size} withheld={data.withheld} factors={list} stale={effects.isPlaceholderData} />
          )}
        </QueryState>
      )}
    </AnalyticsCard>
  );
}

interface BodyProps {
  rows: readonly FactorEffectRow[];
  familySize: number;
  withheld: Parameters<typeof WithheldNote>[0]['withheld'];
  factors: readonly Factor[];
  stale: boolean;
}

function FactorEffectsBody({ rows, familySize, withheld, factors, stale }: BodyProps) {
  const groups = groupFactorEffects(rows);
  const unitOf = (kind: string, id: string) => (kind === 'factor' ? (factors.find((factor) => factor.id === id)?.unit ?? null) : null);
  const view = (row: FactorEffectRow) => (
    <FactorEffectRowView
      key={`${row.factor}:${row.outcome}:${row.timing}`}
      row={row}
      units={{ predictor: unitOf(row.factorKind, row.factor), outcome: unitOf(row.outcomeKind, row.outcome) }}
    />
  );
  return (
    <div className={`flex flex-col gap-3 ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
      <p data-testid="factor-family" className="text-sm text-slate-700">
        {familySentence(familySize)}
      </p>
      <WithheldNote withheld={withheld} />
      {groups.claims.length === 0 ? (
        <CardEmpty>No comparison holds up yet after accounting for all of them. That is not evidence of no link; more days may tell.</CardEmpty>
      ) : (
        <ul aria-label="Claims that hold" className="flex flex-col">
          {groups.claims.map(view)}
        </ul>
      )}
      <Folded title={`Inconclusive (${groups.inconclusive.length})`} rows={groups.inconclusive} view={view} />
      <Folded title={`Could not be compared (${groups.notCompared.length})`} rows={groups.notCompared} view={view} />
      <Folded title={`Not enough data yet (${groups.insufficient.length})`} rows={groups.insufficient} view={view} />
    </div>
  );
}

function Folded({ title, rows, view }: { title: string; rows: readonly FactorEffectRow[]; view: (row: FactorEffectRow) => ReactNode }) {
  if (rows.length === 0) return null;
  return (
    <details className="rounded-xl border border-slate-200 px-4 py-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-slate-800">{title}</summary>
      <ul className="flex flex-col">{rows.map(view)}</ul>
    </details>
  );
}
