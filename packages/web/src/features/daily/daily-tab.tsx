/**
 * The Daily tab: the Today block (today's summary, scheduled doses, today's experiment instructions, one-tap "Log
 * again", the running session, the quick actions), the factors' check-in, dose logging, focus aids, the focus-session
 * timer, the new entry and the daily insight; on a phone the long sections below the check-in start folded. The picks for the next entry are held here, shared by the
 * supplement picker, the focus aids and the entry form.
 */
import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TodayDoses } from '@wellness/contract';
import { meQuery } from '@/lib/resources/auth';
import { preferencesQuery } from '@/lib/resources/preferences';
import { doseStatsQuery, todayDosesQuery } from '@/lib/resources/doses';
import { factorsQuery, factorValuesQuery } from '@/lib/resources/factors';
import { localDay } from '@/lib/date-format';
import { useToday } from '@/lib/use-today';
import { daysBefore, START_LOOKBACK_DAYS } from './check-in/check-in-values';
import { CheckInCard } from './check-in/check-in-card';
import { useFactorValueQueue } from './check-in/use-factor-value-queue';
import { DailyFrame, DailyLoading } from './daily-frame';
import { FocusAidsSection } from './focus-aids/focus-aids-section';
import { FocusSessionTimer } from './focus-session/focus-session-timer';
import { NewEntryForm } from './entry/new-entry-form';
import { DailyInsightCard } from './insight/daily-insight-card';
import { useDailySupplements } from './supplements/queries';
import { TodaysSupplements } from './supplements/todays-supplements';
import { useDoseQueue } from './supplements/use-dose-queue';
import { TodayBlock } from './today/today-block';
import { useDailySelection } from './use-daily-selection';
import { useNewDayRefresh } from './use-new-day-refresh';
import { useDraftOwner } from '@/lib/draft-owner';

const NONE: ReadonlyMap<string, string> = new Map();

/** Per supplement dosed today, the time of its latest dose. */
function latestDoseTimes(doses: TodayDoses): ReadonlyMap<string, string> {
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
 * One of the reads the sections wait for only to be laid out once: answered, or failed once. A failing one is tried
 * again in the background (the query client's retries) and its own part shows the failure; the rest of the tab does
 * not wait for the retries.
 */
const answeredOrFailedOnce = (read: { isPending: boolean; failureCount: number }) => !read.isPending || read.failureCount > 0;

/**
 * The user's id names the drafts (lib/drafts.ts) and the preferences set the quick actions above the sections and
 * the entry form's starting values; the sections wait until both (and the reads of the check-in and of the Today block's
 * "Log again" row) have answered or failed, so they mount once, read
 * the drafts from the start, and nothing appears above them afterwards. The tab's other reads are not awaited (one
 * slow or failing call must not keep the user from logging a dose): the shell started them with these two
 * (daily-reads.ts), so they have normally answered too, and a late one shows its section's loading state until then.
 * Without the user's id nothing is kept as a draft.
 */
export function DailyTab() {
  const me = useQuery(meQuery());
  const preferences = useQuery(preferencesQuery());
  // The check-in card sits near the top: waiting for its two small reads too (answered or failed) keeps it from
  // growing from its loading line to its rows and pushing every section below down as the tab opens.
  const today = localDay(useToday());
  const factors = useQuery(factorsQuery());
  const factorValues = useQuery(factorValuesQuery(daysBefore(today, START_LOOKBACK_DAYS), today));
  // So do the Today block's "Log again" row, above the check-in: whether it shows at all (the user's loggable
  // substances) and what it holds (this week's doses) come from these two.
  const supplements = useDailySupplements();
  const doseStats = useQuery(doseStatsQuery());
  const owner = useDraftOwner();
  // Deferred, so React renders the sections in short slices between which the browser paints and answers input,
  // rather than in one long task (total blocking time); the frame stays on screen meanwhile.
  // The user and the preferences are waited for until they have answered or failed for good: the drafts are named by
  // the user, and a body mounted without it would be mounted again, without what was typed, once it came.
  const ready = useDeferredValue(!me.isPending && !preferences.isPending && [factors, factorValues, supplements, doseStats].every(answeredOrFailedOnce), false);
  return <DailyFrame loading={!ready}>{ready ? <DailyTabBody key={owner ?? 'unknown'} owner={owner} /> : <DailyLoading />}</DailyFrame>;
}

function DailyTabBody({ owner }: { owner: string | null }) {
  const todayDoses = useQuery(todayDosesQuery());
  const doses = todayDoses.data;
  const latestDoses = useMemo(() => (doses ? latestDoseTimes(doses) : NONE), [doses]);
  const selection = useDailySelection(owner, latestDoses);
  // One outbox of factor values for the tab: the check-in card and the New Entry form both send through it.
  const factorValues = useFactorValueQueue(owner);
  // One queue of doses tapped offline: the dose cards and the Today block's "Log again" both log through it.
  const doseQueue = useDoseQueue(owner);
  useNewDayRefresh();
  return (
    <>
      <TodayBlock doseQueue={doseQueue} />
      <CheckInCard owner={owner} queue={factorValues} />
      <TodaysSupplements selectedIds={selection.supplementIds} onToggle={selection.toggleSupplement} doseQueue={doseQueue} />
      <FocusAidsSection selectedIds={selection.focusAidIds} onToggle={selection.toggleFocusAid} />
      <FocusSessionTimer />
      <NewEntryForm selection={selection} owner={owner} factorValues={factorValues} />
      <DailyInsightCard />
    </>
  );
}
