/**
 * Reset password from a mailed link: a new password that meets the rule, confirmed;
 * after success the user goes back to sign-in after 2 s.
 */
import { useState, type FormEvent } from 'react';
import { AFTER_RESET_TO_LOGIN_MS, AUTH_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-error';
import { useDelayedAction } from '@/lib/use-delayed-action';
import { AuthFormLayout, MovingOn, PendingButton } from './auth-form-layout';
import { describeFailure } from '@/lib/failure-message';
import { hasPasswordError, newPasswordErrors, NO_PASSWORD_ERRORS, type NewPasswordErrors } from './new-password';
import { NewPasswordFields } from './auth-fields';
import { useResetPassword } from './queries';

interface ResetPasswordScreenProps {
  token: string;
  focusTitle: boolean;
  onDone: (message: string) => void;
  onSignIn: () => void;
  onRequestNewLink: () => void;
}

export function ResetPasswordScreen({ token, focusTitle, onDone, onSignIn, onRequestNewLink }: ResetPasswordScreenProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<NewPasswordErrors>(NO_PASSWORD_ERRORS);
  const reset = useResetPassword();

  const failure = reset.isError ? describeFailure(reset.error, AUTH_MESSAGES.resetFailed) : null;
  // A validation failure without field details is about the link itself (invalid, expired or used): a new one is the way on.
  const linkProblem = reset.error instanceof ApiError && reset.error.code === 'VALIDATION_FAILED' && reset.error.details.length === 0;

  useDelayedAction(reset.isSuccess, AFTER_RESET_TO_LOGIN_MS, () => onDone(reset.data?.message ?? ''));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = newPasswordErrors(password, confirm, AUTH_MESSAGES.passwordRequirementsReset);
    setPasswordErrors(problems);
    if (hasPasswordError(problems)) return;
    reset.mutate({ token, password });
  }

  if (reset.isSuccess) {
    return (
      <AuthFormLayout title="Password changed" focusTitle>
        <Alert tone="success">{reset.data.message}</Alert>
        <MovingOn>Taking you to sign in…</MovingOn>
      </AuthFormLayout>
    );
  }

  return (
    <AuthFormLayout
      title="Choose a new password"
      intro="Pick a password you have not used here before."
      focusTitle={focusTitle}
      failure={failure}
      footer={{ action: 'Back to sign in', onAction: onSignIn }}
    >
      {linkProblem ? (
        <Button variant="secondary" onClick={onRequestNewLink}>
          Request a new reset link
        </Button>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Set a new password">
        <NewPasswordFields password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} errors={passwordErrors} />
        <PendingButton pending={reset.isPending} pendingLabel="Saving…" className="w-full">
          Set new password
        </PendingButton>
      </form>
    </AuthFormLayout>
  );
}
