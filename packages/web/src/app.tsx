/** The root: signed-out flows or the signed-in shell; links from mails open their screen in either case. */
import { useLocation } from './lib/location';
import { AuthScreens } from './features/auth/auth-screens';
import { authRouteFromUrl, isTokenLink } from './features/auth/auth-route';
import { useSession } from './features/auth/session-context';
import { AppShell } from './app/app-shell';
import { RestoringSession } from './features/auth/restoring-session';

export function App() {
  const { signedIn, restoring } = useSession();
  const location = useLocation();
  const tokenLink = isTokenLink(authRouteFromUrl(location.pathname, location.search));
  if (restoring && !tokenLink) return <RestoringSession />;
  return signedIn && !tokenLink ? <AppShell /> : <AuthScreens />;
}
