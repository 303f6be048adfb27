/**
 * The root: signed-out flows or the signed-in shell; links from mails open their screen in either case. The shell
 * (every tab) is its own chunk, loaded once the user is signed in, so the sign-in screen downloads only what it needs.
 */
import { Suspense, use } from 'react';
import { LoadBoundary } from './components/load-boundary';
import { retryableLazy } from './lib/retryable-lazy';
import { useLocation } from './lib/location';
import { AuthScreens } from './features/auth/auth-screens';
import { authRouteFromUrl, isTokenLink } from './features/auth/auth-route';
import { signedInAtLoad, useSession } from './features/auth/session-context';
import { RestoringSession } from './features/auth/restoring-session';
import { api, mayBeSignedIn } from './lib/app-api';
import { tabFromPath } from './lib/tab-paths';
import { ShellSkeleton } from './app/shell-skeleton';
import { shellLoader } from './app/shell-loader';
import { afterFirstPaint } from './lib/after-first-paint';
import { afterInOwnTask } from './lib/module-loader';
import { warmUpDateFormats } from './lib/warm-up-date-formats';
import { loadAuthSchemas } from './lib/auth-schemas';
import { dailyTabLoader } from './features/daily/daily-tab-loader';
import { dailyOpeningPaths } from './features/daily/daily-opening-paths';
import { rememberedTimeZone } from './lib/remembered-zone';

const AppShell = retryableLazy(() => shellLoader.load().then((module) => module.AppShell));
// A returning user's shell downloads while the session is checked, as soon as the shell's outline (ShellSkeleton) has
// painted, which does not need it; the Daily tab, when the address opens it, follows the shell. Only a head start: when it fails, rendering asks again and shows that failure. Meanwhile a worker loads the browser's
// date formats, which the shell's first dates would otherwise load on the main thread.
if (mayBeSignedIn()) {
  const headStartFailed = (error: unknown) => console.warn('Could not load the app ahead of the session check', error);
  // Separate tasks, not one: each import appends its chunks' preload links, which adds up (docs/performance.md).
  afterFirstPaint(() => void shellLoader.load().catch(headStartFailed));
  if (tabFromPath(window.location.pathname) === 'daily') {
    // After the shell, a task later: both chunks evaluated in one task made one long task of the two.
    afterFirstPaint(
      () =>
        void afterInOwnTask(
          () => shellLoader.load(),
          () => dailyTabLoader.load(),
        )().catch(headStartFailed),
    );
    // The tab's opening reads, sent as soon as the session is known rather than once the shell and the tab have
    // downloaded and mounted: their answers are there when the tab renders (the tab takes them, lib/api-client.ts).
    void signedInAtLoad.then((signedIn) => {
      if (signedIn) afterFirstPaint(() => api.prefetch(dailyOpeningPaths(new Date(), rememberedTimeZone())));
    });
  }
  afterFirstPaint(warmUpDateFormats);
}

// The forms' checks and the sign-in answers' schemas (lib/auth-schemas.ts), kept out of the first screen's scripts:
// fetched once it has painted, so a form is checked at once when submitted.
afterFirstPaint(() => {
  loadAuthSchemas().catch((error: unknown) => console.warn('Could not load the form checks ahead of use', error));
});

/** Suspends for as long as it is rendered: the session is still being restored. */
const restoringForever = new Promise<never>(() => undefined);
function WhileRestoring(): never {
  return use(restoringForever);
}

export function App() {
  const { signedIn, restoring } = useSession();
  const location = useLocation();
  const tokenLink = isTokenLink(authRouteFromUrl(location.pathname, location.search));
  if (tokenLink || (!restoring && !signedIn)) return <AuthScreens />;
  // A load likely to end signed in shows the shell's outline from the first paint; any other shows a plain wait.
  // One fallback for the session check and the shell's download, so the outline is painted once and stays.
  const waiting = mayBeSignedIn() ? <ShellSkeleton pathname={location.pathname} /> : <RestoringSession />;
  return (
    <LoadBoundary what="The app" className="m-4 sm:m-8">
      <Suspense fallback={waiting}>{restoring ? <WhileRestoring /> : <AppShell />}</Suspense>
    </LoadBoundary>
  );
}
