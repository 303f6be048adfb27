/**
 * The Daily tab (part 1 §2 "Daily tracking page"): today's summary, dose logging, focus aids, the focus-session
 * timer, the new entry and the daily insight. The picks for the next entry are held here, shared by the
 * supplement picker, the focus aids and the entry form.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TodayDoses } from '@wellness/contract';
import { Button } from '../../components/button';
import { meQuery } from '../../lib/resources/auth';
import { todayDosesQuery } from '../../lib/resources/doses';
import { useAssistant } from '../../lib/assistant-context';
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
 * The user's id names their drafts (lib/drafts.ts); the shell has normally loaded it already. Until it is known
 * nothing is kept, and the tab remounts once when it arrives, so the drafts are read from the start.
 */
export function DailyTab() {
  const me = useQuery(meQuery());
  const owner = me.data?.id ?? null;
  return <DailyTabBody key={owner ?? 'unknown'} owner={owner} />;
}

function DailyTabBody({ owner }: { owner: string | null }) {
  const todayDoses = useQuery(todayDosesQuery());
  const doses = todayDoses.data?.doses;
  const latestDoses = useMemo(() => (doses ? latestDoseTimes(doses) : NONE), [doses]);
  const selection = useDailySelection(owner, latestDoses);
  const { openAssistant } = useAssistant();
  useNewDayRefresh();
  return (
    <section aria-labelledby="tab-heading" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h2 id="tab-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
          Daily tracking
        </h2>
        <p className="max-w-2xl text-base text-slate-600">Log today’s doses, time a focus session and note how the day is going.</p>
        <div>
          <Button variant="link" onClick={() => openAssistant('How do I track my doses?')}>
            Ask the help assistant how tracking works
          </Button>
        </div>
      </header>
      <QuickActions />
      <TodaysSummary />
      <TodaysSupplements selectedIds={selection.supplementIds} onToggle={selection.toggleSupplement} owner={owner} />
      <FocusAidsSection selectedIds={selection.focusAidIds} onToggle={selection.toggleFocusAid} />
      <FocusSessionTimer />
      <NewEntryForm selection={selection} owner={owner} />
      <DailyInsightCard />
    </section>
  );
}
