/**
 * The active session: its type and start, the elapsed time as hh:mm:ss from the server's start
 * time (ticking every second, frozen while paused), progress toward the planned minutes, Pause/Resume and
 * Stop. The digits are a role="timer" region, which is not live, so screen readers are not told every second;
 * they read a worded time when they reach it.
 */
import { formatClockTime } from '@/lib/date-format';
import { useId } from 'react';
import { SESSION_TYPE_LABELS, type FocusSession } from '@wellness/contract';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatHms, spokenDuration } from '@/lib/duration-format';
import { elapsedSeconds, plannedProgress } from './session-clock';
import { endMessage, TIME_UP } from './planned-end';
import { Icon } from '@/components/icons';
import { useTickingNow } from './use-ticking-now';

export type RunningAction = 'pause' | 'resume' | 'stop';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

interface RunningSessionProps {
  session: FocusSession;
  /** The action on its way, if any; every control waits for it. */
  pending: RunningAction | null;
  /** Put focus on Pause when this panel replaces the start form the user just used. */
  focusControls: boolean;
  onAction: (action: RunningAction) => void;
}

export function RunningSession({ session, pending, focusControls, onAction }: RunningSessionProps) {
  const elapsedLabelId = useId();
  const progressLabelId = useId();
  const paused = session.isPaused;
  const now = useTickingNow(!paused);
  const elapsed = elapsedSeconds(session, now);
  const progress = plannedProgress(elapsed, session.plannedDuration);
  const busy = pending !== null;
  const toggle: RunningAction = paused ? 'resume' : 'pause';
  const act = (action: RunningAction) => (busy ? undefined : () => onAction(action));

  return (
    <div data-session-id={session.id} className="flex flex-col gap-4 rounded-xl border border-teal-200 bg-teal-50/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{SESSION_TYPE_LABELS[session.type]}</span>
          {' · '}started {formatClockTime(session.startTime)}
        </p>
        {paused ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300 ring-inset">
            <Icon name="pause" className="size-3" />
            Paused
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-300 ring-inset">
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-teal-600 motion-reduce:animate-none" />
            Running
          </span>
        )}
      </div>

      <div className="flex flex-col items-center gap-1 text-center">
        <p id={elapsedLabelId} className="text-sm font-medium text-slate-700">
          Elapsed
        </p>
        <div role="timer" aria-labelledby={elapsedLabelId} className="text-5xl font-semibold text-slate-900 tabular-nums sm:text-6xl">
          <span aria-hidden="true" data-clock="">
            {formatHms(elapsed)}
          </span>
          <span className="sr-only">{spokenDuration(elapsed)}</span>
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap justify-between gap-x-3 text-sm">
          <span id={progressLabelId} className="font-medium text-slate-800">
            Planned {session.plannedDuration} min
          </span>
          <span aria-hidden="true" className={progress.reached ? 'font-semibold text-teal-900' : 'text-slate-700'}>
            {progress.text}
          </span>
        </div>
        <progress
          max={100}
          value={progress.percent}
          aria-labelledby={progressLabelId}
          aria-valuetext={progress.text}
          className={
            'h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 ' +
            '[&::-moz-progress-bar]:bg-teal-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-teal-700'
          }
        />
      </div>

      {/* Always present, so screen readers hear the end when it comes (the sound and notification are elsewhere). */}
      <div
        role="status"
        className={progress.reached ? 'rounded-lg bg-white px-3 py-2 text-center text-sm font-semibold text-teal-900 ring-1 ring-teal-300' : 'sr-only'}
      >
        {progress.reached ? `${TIME_UP}: ${lowerFirst(endMessage(session.plannedDuration, session.type))}` : null}
      </div>

      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-center">
        <Button variant="secondary" autoFocus={focusControls} aria-disabled={busy || undefined} onClick={act(toggle)} className="sm:min-w-32">
          {pending === toggle ? <Spinner /> : <Icon className="size-4" name={paused ? 'play' : 'pause'} />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button aria-disabled={busy || undefined} onClick={act('stop')} className="sm:min-w-32">
          {pending === 'stop' ? <Spinner /> : <Icon className="size-4" name="stop" />}
          Stop
        </Button>
      </div>
    </div>
  );
}
