/**
 * The verify page's password step: an address registered more than once before it was verified takes a
 * new password with its verification, because a stranger may have registered it first with a password of his own.
 * The form keeps what was typed when the call fails.
 */
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import type { FailureMessage } from '@/lib/failure-message';
import { FailureAlert, PendingButton } from './auth-form-layout';
import { hasPasswordError, newPasswordErrors, NO_PASSWORD_ERRORS, type NewPasswordErrors } from './new-password';
import { NewPasswordFields } from './auth-fields';

interface VerifyWithPasswordFormProps {
  /** Why the password is asked (the server's words). */
  reason: string;
  failure: FailureMessage | null;
  pending: boolean;
  onSubmit: (password: string) => void;
}

export function VerifyWithPasswordForm({ reason, failure, pending, onSubmit }: VerifyWithPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<NewPasswordErrors>(NO_PASSWORD_ERRORS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = newPasswordErrors(password, confirm, AUTH_MESSAGES.passwordRequirementsRegister);
    setPasswordErrors(problems);
    if (!hasPasswordError(problems)) onSubmit(password);
  }

  return (
    <div className="flex flex-col gap-5">
      <Alert tone="info">{reason}</Alert>
      <FailureAlert failure={failure} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Choose a password and verify">
        <NewPasswordFields password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} errors={passwordErrors} />
        <PendingButton pending={pending} pendingLabel="Verifying…" className="w-full">
          Set password and verify
        </PendingButton>
      </form>
    </div>
  );
}
