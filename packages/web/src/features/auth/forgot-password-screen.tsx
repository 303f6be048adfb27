/** Forgot password: asks for the email and sends a reset link; the answer is the same for every address. */
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@wellness/contract';
import { withAuthSchemas } from '@/lib/auth-schemas';
import { Alert } from '@/components/alert';
import { AuthFormLayout, PendingButton } from './auth-form-layout';
import { describeFailure } from '@/lib/failure-message';
import { fieldErrorsOf } from './field-errors';
import { useForgotPassword } from './queries';
import { EmailField } from './auth-fields';

interface ForgotPasswordScreenProps {
  initialEmail: string;
  focusTitle: boolean;
  onSignIn: () => void;
}

export function ForgotPasswordScreen({ initialEmail, focusTitle, onSignIn }: ForgotPasswordScreenProps) {
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const forgot = useForgotPassword();
  const failure = forgot.isError ? describeFailure(forgot.error, AUTH_MESSAGES.forgotFailed) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email;
    withAuthSchemas(
      ({ emailOnlyRequestSchema }) => {
        const parsed = emailOnlyRequestSchema.safeParse({ email: typed });
        if (!parsed.success) {
          setEmailError(fieldErrorsOf(parsed.error, ['email']).email);
          return;
        }
        setEmailError(undefined);
        forgot.mutate(parsed.data.email);
      },
      () => forgot.mutate(typed.trim()),
    );
  }

  return (
    <AuthFormLayout
      title="Reset your password"
      intro="Enter the email you signed up with. We will send a link to choose a new password."
      focusTitle={focusTitle}
      failure={failure}
      footer={{ prompt: 'Remembered it?', action: 'Back to sign in', onAction: onSignIn }}
    >
      {forgot.isSuccess ? <Alert tone="success">{forgot.data.message}</Alert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Request a password reset link">
        <EmailField value={email} error={emailError} onChange={setEmail} />
        <PendingButton pending={forgot.isPending} pendingLabel="Sending…" variant={forgot.isSuccess ? 'secondary' : 'primary'} className="w-full">
          {forgot.isSuccess ? 'Send the link again' : 'Send reset link'}
        </PendingButton>
      </form>
    </AuthFormLayout>
  );
}
