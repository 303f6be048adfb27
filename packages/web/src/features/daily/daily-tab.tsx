/**
 * The Daily tab (part 1 §2 "Daily tracking page"): today's summary, dose logging, focus aids, the focus-session
 * timer, the new entry and the daily insight. The picks for the next entry are held here, shared by the
 * supplement picker, the focus aids and the entry form.
 */
import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TodayDoses } from '@wellness/contract';
import { meQuery } from '../../lib/resources/auth';
import { todayDosesQuery } from '../../lib/resources/doses';
import { DailyFrame, DailyLoading } from './daily-frame';
import { useDailyReadsSettled } from './daily-reads';
import { FocusAidsSection } from './focus-aids/focus-aids-section';
import { FocusSessionTimer } from './focus-session/focus-session-timer';
import { NewEntryForm } from './entry/new-entry-form';
import { QuickActions } from './quick-actions';
import { DailyInsightCard } from './insight/daily-insight-card';
import { TodaysSummary } from './summary/todays-summary';
import { TodaysSupplements } from './supplements/todays-supplements';
import { useDailySelection } from './use-daily-selection';
import { useNewDayRefresh } from './use-new-day-refresh';

const NONE: ReadonlyMap<string, string> = new Map();

/** Per supplement dosed today, the time of its latest dose. */
function latestDoseTimes(doses: TodayDoses['doses']): ReadonlyMap<string, string> {
  const latest = new Map<string, string>();
  for (const [id, day] of Object.entries(doses)) {
    const last = day.doses
      .map((dose) => dose.timestamp)
      .sort()
      .at(-1);
    if (last !== undefined) latest.set(id, last);
  }
  return latest;
}

/**
 * The sections wait until every read of the tab has answered or failed (daily-reads.ts; the shell has normally
 * started them while this chunk downloaded), so they mount once with their data: the drafts are read with the
 * user's id from the start, the entry form starts from the preferences, and nothing grows above what the user is
 * looking at. Without the user's id nothing is kept as a draft.
 */
export function DailyTab() {
  const owner = useQuery(meQuery()).data?.id ?? null;
  // Deferred, so React renders the sections in short slices between which the browser paints and answers input,
  // rather than in one long task (issue 16: total blocking time); the frame stays on screen meanwhile.
  const ready = useDeferredValue(useDailyReadsSettled(), false);
  return <DailyFrame loading={!ready}>{ready ? <DailyTabBody key={owner ?? 'unknown'} owner={owner} /> : <DailyLoading />}</DailyFrame>;
}

function DailyTabBody({ owner }: { owner: string | null }) {
  const todayDoses = useQuery(todayDosesQuery());
  const doses = todayDoses.data?.doses;
  const latestDoses = useMemo(() => (doses ? latestDoseTimes(doses) : NONE), [doses]);
  const selection = useDailySelection(owner, latestDoses);
  useNewDayRefresh();
  return (
    <>
      <QuickActions />
      <TodaysSummary />
      <TodaysSupplements selectedIds={selection.supplementIds} onToggle={selection.toggleSupplement} owner={owner} />
      <FocusAidsSection selectedIds={selection.focusAidIds} onToggle={selection.toggleFocusAid} />
      <FocusSessionTimer />
      <NewEntryForm selection={selection} owner={owner} />
      <DailyInsightCard />
    </>
  );
}
