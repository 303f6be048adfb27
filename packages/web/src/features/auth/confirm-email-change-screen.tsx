/**
 * The link mailed to a new address: following it switches the account's email, once. Either way the
 * screen says what happened and leads on, naming where: to the app when signed in here (the session stays), else to
 * sign-in.
 */
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { describeFailure } from '@/lib/failure-message';
import { AuthFormLayout } from './auth-form-layout';
import { useConfirmEmailChange } from './queries';
import { useSession } from './session-context';

export function ConfirmEmailChangeScreen({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmEmailChange();
  const { signedIn } = useSession();
  const { mutate } = confirm;
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    // A token works once: never send it twice, not even when React re-runs effects in development.
    if (startedFor.current === token) return;
    startedFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const failure = confirm.isError ? describeFailure(confirm.error, 'Failed to change the email. Please try again.') : null;
  return (
    <AuthFormLayout title="Confirm your new email" focusTitle failure={failure}>
      {confirm.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner />
          Confirming…
        </p>
      ) : null}
      {confirm.isSuccess ? <Alert tone="success">{confirm.data.message}</Alert> : null}
      {confirm.isPending ? null : <Button onClick={onDone}>{signedIn ? 'Continue to the app' : 'Go to sign in'}</Button>}
    </AuthFormLayout>
  );
}
