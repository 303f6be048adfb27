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

const AppShell = lazy(() => import('./app/app-shell').then((module) => ({ default: module.AppShell })));

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
