/**
 * The verify page's password step: an address registered more than once before it was verified takes a
 * new password with its verification, because a stranger may have registered it first with a password of his own.
 * The form keeps what was typed when the call fails.
 */
import { useId, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { TextField } from '@/components/text-field';
import type { FailureMessage } from '@/lib/failure-message';
import { FailureAlert, PendingButton } from './auth-form-layout';
import { newPasswordError } from './new-password';
import { PasswordChecklist } from './password-checklist';

interface VerifyWithPasswordFormProps {
  /** Why the password is asked (the server's words). */
  reason: string;
  failure: FailureMessage | null;
  pending: boolean;
  onSubmit: (password: string) => void;
}

export function VerifyWithPasswordForm({ reason, failure, pending, onSubmit }: VerifyWithPasswordFormProps) {
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordError(password, confirm, AUTH_MESSAGES.passwordRequirementsRegister);
    setFormError(problem);
    if (problem === null) onSubmit(password);
  }

  return (
    <div className="flex flex-col gap-5">
      <Alert tone="info">{reason}</Alert>
      <FailureAlert failure={failure} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Choose a password and verify">
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          describedBy={checklistId}
          error={formError === AUTH_MESSAGES.passwordRequirementsRegister ? formError : null}
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
        <PendingButton pending={pending} pendingLabel="Verifying…" className="w-full">
          Set password and verify
        </PendingButton>
      </form>
    </div>
  );
}
