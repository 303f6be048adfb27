/**
 * Focus Session: start a session, watch its time, pause,
 * resume and stop it (the user rates it, 7 chosen at first, and it is saved with 'Session completed'), how the
 * planned end is announced, and today's sessions with delete.
 * A failed change shows the server's message (e.g. 'You already have an active session. Please stop it
 * first.' from another tab), else the action's own fallback; loading failures are only logged.
 */
import { useRef, useState } from 'react';
import { SESSION_MESSAGES, type FocusSession } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingSpinner } from '@/components/spinner';
import { serverMessageOr } from '@/lib/failure-message';
import { DailySection } from '../daily-section';
import { DAILY_ANCHORS } from '../daily-anchors';
import { useActiveSession, useSessionMutation, useTodaySessions, type SessionAction, type SessionRequest } from './queries';
import { RunningSession, type RunningAction } from './running-session';
import { StartSessionForm } from './start-session-form';
import { EndSignalSettings } from './end-signal-settings';
import { prepareChime } from './end-chime';
import { StopRatingDialog } from './stop-rating-dialog';
import { sessionLabel, TodaySessions } from './today-sessions';

const FALLBACKS: Record<SessionAction, string> = {
  start: SESSION_MESSAGES.startFailed,
  pause: SESSION_MESSAGES.pauseFailed,
  resume: SESSION_MESSAGES.resumeFailed,
  stop: SESSION_MESSAGES.stopFailed,
  delete: SESSION_MESSAGES.deleteFailed,
};

/** Where focus should land after the panel swaps: on the new controls, or nowhere special (page load). */
type FocusAfter = 'controls' | 'start' | null;

export function FocusSessionTimer() {
  const active = useActiveSession();
  const session = active.data ?? null;
  const today = useTodaySessions(session !== null);
  const mutation = useSessionMutation();
  const oneAtATime = useOneAtATime();
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FocusSession | null>(null);
  /** The session whose Stop is asking for its rating. */
  const [rating, setRating] = useState<FocusSession | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const pending = mutation.isPending ? mutation.variables.action : null;

  async function run(request: SessionRequest): Promise<void> {
    await oneAtATime(async () => {
      setFailure(null);
      try {
        await mutation.mutateAsync(request);
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        setFailure(serverMessageOr(error, FALLBACKS[request.action]));
      }
    });
  }

  function act(action: RunningAction) {
    if (session === null) return;
    if (action === 'stop') {
      setRating(session);
      return;
    }
    setFocusAfter(null);
    void run({ action, id: session.id });
  }

  function stopWith(target: FocusSession, productivity: number) {
    // The dialog closes first (focus back on Stop), so Start can take focus once the session has ended.
    setRating(null);
    setFocusAfter('start');
    void run({ action: 'stop', id: target.id, productivity });
  }

  async function confirmDelete(target: FocusSession) {
    await run({ action: 'delete', id: target.id });
    setDeleting(null);
  }

  return (
    <DailySection
      id={DAILY_ANCHORS.focusSession}
      title="Focus Session"
      description="Time a block of focused work; stopping saves it to today’s sessions."
      foldOnPhone
    >
      {failure !== null ? <Alert tone="error">{failure}</Alert> : null}
      {active.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoadingSpinner /> Loading your session…
        </p>
      ) : session !== null ? (
        <RunningSession
          key={session.id}
          session={session}
          pending={pending === 'pause' || pending === 'resume' || pending === 'stop' ? pending : null}
          focusControls={focusAfter === 'controls'}
          onAction={act}
        />
      ) : (
        <StartSessionForm
          busy={pending === 'start'}
          focusStart={focusAfter === 'start'}
          onStart={(body) => {
            // The tap that starts the session lets the browser play the end's sound later.
            prepareChime();
            setFocusAfter('controls');
            void run({ action: 'start', ...body });
          }}
        />
      )}
      <EndSignalSettings />
      {today.data !== undefined ? (
        <TodaySessions data={today.data} busy={mutation.isPending} headingRef={listHeadingRef} onDelete={setDeleting} />
      ) : today.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoadingSpinner /> Loading today’s sessions…
        </p>
      ) : null}

      {rating !== null ? (
        <StopRatingDialog session={rating} onSave={(productivity) => stopWith(rating, productivity)} onCancel={() => setRating(null)} />
      ) : null}
      {deleting !== null ? (
        <ConfirmDialog
          title="Delete focus session?"
          confirmLabel="Delete session"
          pending={pending === 'delete'}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
          fallbackFocus={() => listHeadingRef.current}
        >
          Are you sure you want to delete the {sessionLabel(deleting)}?{deleting.isActive ? ' It is still running; deleting it ends it without saving.' : ''}
        </ConfirmDialog>
      ) : null}
    </DailySection>
  );
}
