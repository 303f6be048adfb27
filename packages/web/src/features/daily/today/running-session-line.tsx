/**
 * The running focus session in the Today block, in one line: its type, whether it runs or is paused, the time so
 * far, and a link to the timer (Pause, Resume and Stop stay in the Focus Session section, where Stop asks for the
 * rating). Not a live region and not a second `timer`: screen readers meet the time when they reach the line.
 */
import { SESSION_TYPE_LABELS } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { formatHms, spokenDuration } from '@/lib/duration-format';
import { DAILY_ANCHORS } from '../daily-anchors';
import { useActiveSession } from '../focus-session/queries';
import { elapsedSeconds } from '../focus-session/session-clock';
import { useTickingNow } from '../focus-session/use-ticking-now';
import type { FocusSession } from '@wellness/contract';
import { SectionLink } from './section-link';

export function RunningSessionLine() {
  const session = useActiveSession().data ?? null;
  return session === null ? null : <SessionLine session={session} />;
}

function SessionLine({ session }: { session: FocusSession }) {
  const now = useTickingNow(!session.isPaused);
  const elapsed = elapsedSeconds(session, now);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl border border-teal-200 bg-teal-50/60 px-3 py-2">
      <p className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
        <Icon name={session.isPaused ? 'pause' : 'timer'} className="size-4 shrink-0 text-teal-700" />
        <span className="min-w-0">
          <span className="font-semibold text-slate-900">{SESSION_TYPE_LABELS[session.type]}</span>
          {session.isPaused ? ' · paused · ' : ' · running · '}
          <span aria-hidden="true" className="font-semibold tabular-nums">
            {formatHms(elapsed)}
          </span>
          <span className="sr-only">{spokenDuration(elapsed)}</span>
        </span>
      </p>
      <SectionLink sectionId={DAILY_ANCHORS.focusSession}>Open timer</SectionLink>
    </div>
  );
}
