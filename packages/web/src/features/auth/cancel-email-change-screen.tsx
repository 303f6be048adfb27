/**
 * The one-click link of the notice mailed to the old address: the page cancels the pending email change
 * by a POST (a mail scanner's GET of the page alone changes nothing, as the call runs only in a browser), says so,
 * and, since a stranger may have asked for the change from a login of hers, offers a password reset, which signs
 * out every login (signed in here, the shell takes over once the link's path is left, so it says where to go instead).
 */
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { describeFailure } from '@/lib/failure-message';
import { AuthFormLayout } from './auth-form-layout';
import { useCancelEmailChange } from './queries';
import { useSession } from './session-context';

interface CancelEmailChangeScreenProps {
  token: string;
  onDone: () => void;
  onResetPassword: () => void;
}

export function CancelEmailChangeScreen({ token, onDone, onResetPassword }: CancelEmailChangeScreenProps) {
  const cancel = useCancelEmailChange();
  const { signedIn } = useSession();
  const { mutate } = cancel;
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    // A token works once: never send it twice, not even when React re-runs effects in development.
    if (startedFor.current === token) return;
    startedFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const failure = cancel.isError ? describeFailure(cancel.error, 'Failed to cancel the email change. Please try again.') : null;
  return (
    <AuthFormLayout title="Cancel the email change" focusTitle failure={failure}>
      {cancel.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner />
          Cancelling…
        </p>
      ) : null}
      {cancel.isSuccess ? (
        <>
          <Alert tone="success">{cancel.data.message}</Alert>
          {signedIn ? (
            <p className="text-sm text-slate-700">
              If you did not ask for this change, someone may be signed in to your account: sign out every other login in Settings › Account &amp; Data, then
              sign out and choose a new password with “Forgot password”.
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700">
                If you did not ask for this change, someone may be signed in to your account. Reset your password: a reset signs out every login.
              </p>
              <Button variant="secondary" onClick={onResetPassword}>
                Reset my password
              </Button>
            </>
          )}
        </>
      ) : null}
      {cancel.isPending ? null : <Button onClick={onDone}>{signedIn ? 'Continue to the app' : 'Go to sign in'}</Button>}
    </AuthFormLayout>
  );
}
