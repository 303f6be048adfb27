/**
 * The document title: the tab's name and the app's, with a running focus session's countdown before them
 * ("24:13 left · Daily · Wellness Tracker", "Time’s up · …"), so the time shows in the browser's tab strip
 * while the user is elsewhere; back to the plain title when the session stops. Its own component, so the
 * ticking re-renders nothing else.
 */
import { useEffect } from 'react';
import { titleWithCountdown } from '../features/daily/focus-session/planned-end';
import { useSessionCountdown } from '../features/daily/focus-session/use-session-countdown';

export function DocumentTitle({ base }: { base: string }) {
  const countdown = useSessionCountdown();
  useEffect(() => {
    document.title = titleWithCountdown(base, countdown);
  }, [base, countdown]);
  return null;
}
