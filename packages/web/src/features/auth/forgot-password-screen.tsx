/** Forgot password (part 1 §2): asks for the email and sends a reset link; the answer is the same for every address. */
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, emailOnlyRequestSchema } from '@wellness/contract';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { AuthLayout } from './auth-layout';
import { describeFailure } from '../../lib/failure-message';
import { fieldErrorsOf } from './field-errors';
import { useForgotPassword } from './queries';

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
    const parsed = emailOnlyRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldErrorsOf(parsed.error, ['email']).email);
      return;
    }
    setEmailError(undefined);
    forgot.mutate(parsed.data.email);
  }

  return (
    <AuthLayout title="Reset your password" intro="Enter the email you signed up with. We will send a link to choose a new password." focusTitle={focusTitle}>
      <div className="flex flex-col gap-5">
        {forgot.isSuccess ? <Alert tone="success">{forgot.data.message}</Alert> : null}
        {failure ? (
          <Alert tone="error" details={failure.details}>
            {failure.message}
          </Alert>
        ) : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Request a password reset link">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={forgot.isPending} variant={forgot.isSuccess ? 'secondary' : 'primary'} className="w-full">
            {forgot.isPending ? (
              <>
                <Spinner /> Sending…
              </>
            ) : forgot.isSuccess ? (
              'Send the link again'
            ) : (
              'Send reset link'
            )}
          </Button>
        </form>
        <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-700">
          Remembered it?{' '}
          <Button variant="link" onClick={onSignIn}>
            Back to sign in
          </Button>
        </p>
      </div>
    </AuthLayout>
  );
}
