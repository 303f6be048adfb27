/** The fields the signed-out forms share: the e-mail address, and a new password with its checklist and confirmation. */
import { useId } from 'react';
import { TextField } from '@/components/text-field';
import { PasswordChecklist } from './password-checklist';
import type { NewPasswordErrors } from './new-password';

interface EmailFieldProps {
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
  /** Absent only where an address is optional to type (the resend form, which may already know it). */
  required?: boolean;
}

export function EmailField({ value, error, onChange, required = true }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required={required}
      value={value}
      error={error ?? null}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The form's problems from its last submit (newPasswordErrors'), each on its own field. */
  errors: NewPasswordErrors;
}

/** A new password, the checklist of its rule, and its confirmation (reset from a link, verification with a password). */
export function NewPasswordFields({ password, confirm, onPasswordChange, onConfirmChange, errors }: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <>
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        describedBy={checklistId}
        error={errors.password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
      />
    </>
  );
}
