/**
 * Reset password from a mailed link (part 1 §2, §4, §5): a new password that meets the rule, confirmed;
 * after success the user goes back to sign-in after 2 s.
 */
import { useId, useState, type FormEvent } from 'react';
import { AFTER_RESET_TO_LOGIN_MS, AUTH_MESSAGES } from '@wellness/contract';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-error';
import { useDelayedAction } from '../../lib/use-delayed-action';
import { AuthLayout } from './auth-layout';
import { describeFailure } from '../../lib/failure-message';
import { newPasswordError } from './new-password';
import { PasswordChecklist } from './password-checklist';
import { useResetPassword } from './queries';

interface ResetPasswordScreenProps {
  token: string;
  focusTitle: boolean;
  onDone: (message: string) => void;
  onSignIn: () => void;
  onRequestNewLink: () => void;
}

export function ResetPasswordScreen({ token, focusTitle, onDone, onSignIn, onRequestNewLink }: ResetPasswordScreenProps) {
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();

  const failure = reset.isError ? describeFailure(reset.error, AUTH_MESSAGES.resetFailed) : null;
  // A validation failure without field details is about the link itself (invalid, expired or used): a new one is the way on.
  const linkProblem = reset.error instanceof ApiError && reset.error.code === 'VALIDATION_FAILED' && reset.error.details.length === 0;

  useDelayedAction(reset.isSuccess, AFTER_RESET_TO_LOGIN_MS, () => onDone(reset.data?.message ?? ''));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordError(password, confirm, AUTH_MESSAGES.passwordRequirementsReset);
    setFormError(problem);
    if (problem !== null) return;
    reset.mutate({ token, password });
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed" focusTitle>
        <div className="flex flex-col gap-5">
          <Alert tone="success">{reset.data.message}</Alert>
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Taking you to sign in…
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" intro="Pick a password you have not used here before." focusTitle={focusTitle}>
      <div className="flex flex-col gap-5">
        {failure ? (
          <Alert tone="error" details={failure.details}>
            {failure.message}
          </Alert>
        ) : null}
        {linkProblem ? (
          <Button variant="secondary" onClick={onRequestNewLink}>
            Request a new reset link
          </Button>
        ) : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Set a new password">
          <TextField
            label="New password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            describedBy={checklistId}
            error={formError === AUTH_MESSAGES.passwordRequirementsReset ? formError : null}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordChecklist id={checklistId} password={password} />
          <TextField
            label="Confirm new password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirm}
            error={formError === AUTH_MESSAGES.passwordsDoNotMatch ? formError : null}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <Button type="submit" disabled={reset.isPending} className="w-full">
            {reset.isPending ? (
              <>
                <Spinner /> Saving…
              </>
            ) : (
              'Set new password'
            )}
          </Button>
        </form>
        <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-700">
          <Button variant="link" onClick={onSignIn}>
            Back to sign in
          </Button>
        </p>
      </div>
    </AuthLayout>
  );
}
