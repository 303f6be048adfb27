/**
 * The root: signed-out flows or the signed-in shell; links from mails open their screen in either case. The shell
 * (every tab) is its own chunk, loaded once the user is signed in, so the sign-in screen downloads only what it needs.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from './lib/location';
import { AuthScreens } from './features/auth/auth-screens';
import { authRouteFromUrl, isTokenLink } from './features/auth/auth-route';
import { useSession } from './features/auth/session-context';
import { RestoringSession } from './features/auth/restoring-session';
import { mayBeSignedIn } from './lib/app-api';
import { tabFromPath } from './lib/tab-paths';

const loadShell = () => import('./app/app-shell');
const AppShell = lazy(() => loadShell().then((module) => ({ default: module.AppShell })));
// A returning user's shell, and the Daily tab when the address opens it, download while the session is checked,
// not one after the other. Only a head start: when it fails, rendering asks again and shows that failure.
if (mayBeSignedIn()) {
  const headStartFailed = (error: unknown) => console.warn('Could not load the app ahead of the session check', error);
  loadShell().catch(headStartFailed);
  if (tabFromPath(window.location.pathname) === 'daily') import('./features/daily/daily-tab').catch(headStartFailed);
}

export function App() {
  const { signedIn, restoring } = useSession();
  const location = useLocation();
  const tokenLink = isTokenLink(authRouteFromUrl(location.pathname, location.search));
  if (restoring && !tokenLink) return <RestoringSession />;
  if (!signedIn || tokenLink) return <AuthScreens />;
  return (
    <Suspense fallback={<RestoringSession />}>
      <AppShell />
    </Suspense>
  );
}
