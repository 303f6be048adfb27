/**
 * Sign-in activity (Settings › Account & Data): where the account is signed in, with a Sign out for each other
 * login and "Sign out of all other sessions", each behind a confirmation; the 10 most recently used are listed until
 * "Show all" (shown-sessions.ts). Signing out takes effect at once on
 * the other device (its next call is refused). A failed load offers Retry; a failed sign-out says so and the
 * list reloads either way.
 */
import { useId, useState } from 'react';
import type { SignInSession } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { serverMessageOr } from '@/lib/failure-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { SettingsCard } from '@/features/settings/settings-card';
import { formatSignedIn } from './activity-times';
import { useSignInSessions, useSignOutOtherSessions, useSignOutSession } from './queries';
import { SessionRow } from './session-row';
import { SESSIONS_SHOWN, shownSessions } from './shown-sessions';

type Confirming = { kind: 'one'; session: SignInSession } | { kind: 'others'; count: number } | null;

const plural = (count: number, word: string) => `${count} other ${word}${count === 1 ? '' : 's'}`;

export function SignInActivityCard() {
  const headingId = useId();
  const list = useSignInSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const oneAtATime = useOneAtATime();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);

  const others = list.data?.filter((session) => !session.current).length ?? 0;
  const focusHeading = () => document.getElementById(headingId);

  const ask = (next: Confirming) => {
    setStatus(null);
    setFailure(null);
    setConfirming(next);
  };

  const confirm = () =>
    void oneAtATime(async () => {
      if (confirming === null) return;
      try {
        if (confirming.kind === 'one') {
          await signOutOne.mutateAsync(confirming.session.id);
          setStatus(`${confirming.session.browser} was signed out.`);
        } else {
          const { revoked } = await signOutOthers.mutateAsync();
          setStatus(revoked === 0 ? 'There were no other sessions to sign out.' : `Signed out of ${plural(revoked, 'session')}.`);
        }
      } catch (error) {
        setFailure(serverMessageOr(error, 'Could not sign out. Please try again.'));
      }
      setConfirming(null);
    });

  return (
    <SettingsCard
      headingId={headingId}
      title="Sign-in activity"
      description="Where your account is signed in. Sign out anywhere you no longer use or do not recognise."
      action={
        others > 0 ? (
          <Button variant="secondary" onClick={() => ask({ kind: 'others', count: others })}>
            <Icon name="sign-out" className="size-4" />
            Sign out of all other sessions
          </Button>
        ) : null
      }
    >
      {/* Always in the page so the outcome is announced; out of the layout while empty. */}
      <div aria-live="polite" className={status ? undefined : 'sr-only'}>
        {status ? <Alert tone="success">{status}</Alert> : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}

      <QueryState query={list} keepDataOnError loading="Loading your sign-in activity…" error="Could not load your sign-in activity.">
        {(sessions) => (
          <>
            <ul aria-label="Signed-in sessions" className="divide-y divide-slate-200">
              {shownSessions(sessions, showAll).map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  now={new Date(list.dataUpdatedAt)}
                  onSignOut={(chosen) => ask({ kind: 'one', session: chosen })}
                />
              ))}
            </ul>
            {others === 0 ? <p className="text-sm text-slate-600">You are not signed in anywhere else.</p> : null}
            {sessions.length > SESSIONS_SHOWN ? (
              <div>
                <Button variant="secondary" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
                  {showAll ? `Show the ${SESSIONS_SHOWN} most recent` : `Show all ${sessions.length} sessions`}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>

      {confirming?.kind === 'one' ? (
        <ConfirmDialog
          title="Sign out this session?"
          confirmLabel="Sign out"
          pending={signOutOne.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
          fallbackFocus={focusHeading}
        >
          <p>
            <strong className="font-semibold text-slate-900">{confirming.session.browser}</strong>, signed in {formatSignedIn(confirming.session.createdAt)},
            will be signed out at once. Whoever uses it will have to sign in again.
          </p>
        </ConfirmDialog>
      ) : null}
      {confirming?.kind === 'others' ? (
        <ConfirmDialog
          title="Sign out of all other sessions?"
          confirmLabel="Sign out others"
          pending={signOutOthers.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
          fallbackFocus={focusHeading}
        >
          <p>{plural(confirming.count, 'session')} will be signed out at once. This device stays signed in.</p>
        </ConfirmDialog>
      ) : null}
    </SettingsCard>
  );
}
