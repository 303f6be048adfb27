/** Sign in: email and password, links to create an account and to reset a forgotten password. */
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@wellness/contract';
import { withAuthSchemas } from '@/lib/auth-schemas';
import { Alert, type AlertTone } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-error';
import { AuthFormLayout, PendingButton } from './auth-form-layout';
import { describeFailure } from '@/lib/failure-message';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { useLogin } from './queries';
import { EmailField } from './auth-fields';

export interface Notice {
  tone: AlertTone;
  text: string;
}

interface SignInScreenProps {
  initialEmail: string;
  notice: Notice | null;
  focusTitle: boolean;
  onCreateAccount: () => void;
  onForgotPassword: (email: string) => void;
  onVerifyEmail: (email: string) => void;
  onSignedIn: () => void;
}

export function SignInScreen(props: SignInScreenProps) {
  const [email, setEmail] = useState(props.initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const login = useLogin();

  const failure = login.isError ? describeFailure(login.error, AUTH_MESSAGES.loginFailed) : null;
  // Sign-in refuses only one thing with FORBIDDEN: an address that is not verified yet.
  const needsVerification = login.error instanceof ApiError && login.error.code === 'FORBIDDEN';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = { email, password };
    withAuthSchemas(
      ({ loginRequestSchema }) => {
        const parsed = loginRequestSchema.safeParse(typed);
        if (!parsed.success) {
          setErrors(fieldErrorsOf(parsed.error, ['email', 'password']));
          return;
        }
        setErrors({});
        login.mutate(parsed.data, { onSuccess: props.onSignedIn });
      },
      () => login.mutate(typed, { onSuccess: props.onSignedIn }),
    );
  }

  return (
    <AuthFormLayout
      title="Sign in"
      intro="Welcome back. Sign in to see today's tracking."
      focusTitle={props.focusTitle}
      failure={failure}
      footer={{ prompt: 'New here?', action: 'Create an account', onAction: props.onCreateAccount }}
    >
      {props.notice && !login.isError ? <Alert tone={props.notice.tone}>{props.notice.text}</Alert> : null}
      {needsVerification ? (
        <Button variant="secondary" onClick={() => props.onVerifyEmail(email.trim())}>
          Resend verification email
        </Button>
      ) : null}

      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Sign in">
        <EmailField value={email} error={errors.email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="-mt-2 flex justify-end">
          <Button variant="link" onClick={() => props.onForgotPassword(email.trim())}>
            Forgot password?
          </Button>
        </div>
        <PendingButton pending={login.isPending} pendingLabel="Signing in…" className="w-full">
          Sign in
        </PendingButton>
      </form>
    </AuthFormLayout>
  );
}
