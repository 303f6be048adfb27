/**
 * One login in Sign-in activity: its browser, when it signed in and how recently it was used, and either the
 * "This device" badge or a Sign out button. The login in use is shown as active now: its recorded last use
 * only moves when it renews its token, and the user is plainly using it.
 */
import type { SignInSession } from '@wellness/contract';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { describeLastActive, formatSignedIn } from './activity-times';

interface SessionRowProps {
  session: SignInSession;
  /** When the list was loaded: "5 minutes ago" is relative to that. */
  now: Date;
  onSignOut: (session: SignInSession) => void;
}

export function SessionRow({ session, now, onSignOut }: SessionRowProps) {
  const signedIn = formatSignedIn(session.createdAt);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
          <Icon name="device" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
            <span className="min-w-0 break-words">{session.browser}</span>
            {session.current ? <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">This device</span> : null}
          </p>
          <p className="mt-0.5 flex flex-col text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-1">
            <span>Signed in {signedIn}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span>{session.current ? 'Active now' : `Last active ${describeLastActive(session.lastUsedAt, now)}`}</span>
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button variant="secondary" className="ml-13 self-start sm:ml-0 sm:self-center" onClick={() => onSignOut(session)}>
          Sign out
          <span className="sr-only">
            {' '}
            {session.browser}, signed in {signedIn}
          </span>
        </Button>
      )}
    </li>
  );
}
