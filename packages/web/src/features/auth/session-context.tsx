/**
 * Whether the user is signed in, derived from the stored token so every tab agrees (a logout in one tab
 * signs the others out through the `storage` event), plus the notice to show after a session ended.
 * A load without a stored token first tries the refresh cookie, so a live session is not mistaken for none.
 */
import { createContext, startTransition, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, tokenStore } from '@/lib/app-api';
import { navigate } from '@/lib/location';
import { nextTask } from '@/lib/next-task';

interface SessionValue {
  signedIn: boolean;
  /** True while a load without a stored token asks the server whether the refresh cookie still holds a session. */
  restoring: boolean;
  /** Why the last session ended, e.g. 'Authentication failed - please log in again'. */
  notice: string | null;
  clearNotice: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const hasToken = () => tokenStore.get() !== null;

/**
 * Whether a token is stored, followed as state. Signing in renders the whole app, so it is a transition: React renders
 * it in slices of a few milliseconds with the page painting between them, not in one long task (docs/performance.md).
 * Signing out is not: the previous user's screens go at once.
 */
function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(hasToken);
  useEffect(() => {
    const follow = () => {
      if (hasToken()) startTransition(() => setSignedIn(true));
      else setSignedIn(false);
    };
    const unsubscribe = tokenStore.subscribe(follow);
    // A change between the first render and this subscription.
    follow();
    return unsubscribe;
  }, []);
  return signedIn;
}

/**
 * A load without a stored token asks the server as soon as the scripts have run, not after React's first render: the
 * answer is the first step towards the signed-in shell. Taken once, by the provider's first check. A task later rather
 * than while this module is evaluated: creating the request made the entry's evaluation one of the load's long tasks
 * (docs/performance.md), and the request waits at most a task. A token stored meanwhile (another tab signed in) is
 * used as it is: a refresh now would rotate the cookie that tab has just been given.
 */
let restoreAtLoad: Promise<boolean> | null = hasToken() ? null : nextTask().then(() => hasToken() || api.restoreSession());

/** Whether this load is signed in: at once with a stored token, else once the load's session check has answered. */
export const signedInAtLoad: Promise<boolean> = restoreAtLoad ?? Promise.resolve(true);

export function SessionProvider({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const [notice, setNotice] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(() => !hasToken());
  // Once signed in (another tab may sign in while this one is still asking), the load is no longer restoring: a later
  // sign-out then leads to the sign-in screen, which unmounts the shell, never back to the restoring wait, which would
  // only hide it with the previous user's data.
  if (signedIn && restoring) setRestoring(false);

  useEffect(() => {
    if (!restoring) return;
    // restoreSession is one shared request, so React's second effect run in development does not rotate twice.
    const restore = restoreAtLoad ?? api.restoreSession();
    restoreAtLoad = null;
    // A restored session signs in as a transition (useSignedIn): the wait ends in one too, so no render between them
    // shows the sign-in screen.
    void restore.then((restored) => (restored ? startTransition(() => setRestoring(false)) : setRestoring(false)));
  }, [restoring]);

  useEffect(
    () =>
      api.onSessionEnded((message) => {
        // Nothing of the previous user stays on screen or in memory: with the token gone the signed-in shell,
        // and the query client it holds, unmount.
        setNotice(message);
        navigate('/', { replace: true });
      }),
    [],
  );

  const clearNotice = useCallback(() => setNotice(null), []);
  const value = useMemo(() => ({ signedIn, restoring: restoring && !signedIn, notice, clearNotice }), [signedIn, restoring, notice, clearNotice]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (value === null) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
