/**
 * Watches the active session wherever the user is in the app (the shell mounts it, so the end is announced on any
 * tab): the countdown text for the document title, ticking every second while running, and a timer set for the
 * planned end that announces it. Null when no session is active, so the title goes back to the page's own.
 */
import { useEffect } from 'react';
import { useActiveSession } from './queries';
import { announcePlannedEnd } from './end-signals';
import { countdownText, msUntilPlannedEnd } from './planned-end';
import { elapsedSeconds } from './session-clock';
import { useTickingNow } from './use-ticking-now';

export function useSessionCountdown(): string | null {
  const session = useActiveSession().data ?? null;
  const now = useTickingNow(session !== null && !session.isPaused);

  useEffect(() => {
    if (session === null) return;
    // One timer for the exact moment (a single timeout is not slowed down much in a background tab).
    const wait = msUntilPlannedEnd(session, session.plannedDuration, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => announcePlannedEnd(session), wait);
    return () => clearTimeout(timer);
  }, [session]);

  return session === null ? null : countdownText(elapsedSeconds(session, now), session.plannedDuration, session.isPaused);
}
