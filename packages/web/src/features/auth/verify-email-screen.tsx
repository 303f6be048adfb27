/**
 * Email verification: with a token from the mailed link it verifies automatically and
 * returns to sign-in 2 s after success; without one (right after registration) it waits for the link.
 * Either way it shows the address when known and offers to resend the mail. An address registered more than once
 * before it was verified takes a new password here: the server says so, and the page asks for one.
 */
import { useEffect, useRef, useState } from 'react';
import { AFTER_VERIFY_TO_LOGIN_MS, AUTH_MESSAGES, AUTH_SERVER_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-error';
import { useDelayedAction } from '@/lib/use-delayed-action';
import { AuthFormLayout, FailureAlert, MovingOn } from './auth-form-layout';
import { describeFailure } from '@/lib/failure-message';
import { useVerifyEmail } from './queries';
import { ResendVerification } from './resend-verification';
import { VerifyWithPasswordForm } from './verify-with-password-form';

/** The server asks for a password by naming the field (not by its wording, which is for people). */
function asksForPassword(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.details.some((detail) => detail.path === 'password');
}

interface VerifyEmailScreenProps {
  token: string | null;
  email: string | null;
  /** Send a new link on arrival: the user already asked for one (the sign-in screen's resend button). */
  sendNow?: boolean;
  focusTitle: boolean;
  onVerified: (message: string, email: string | null) => void;
  onSignIn: () => void;
}

function EmailLine({ email }: { email: string | null }) {
  if (email === null) return null;
  return (
    <p className="text-sm text-slate-700">
      Email address: <span className="font-semibold break-all text-slate-900">{email}</span>
    </p>
  );
}

export function VerifyEmailScreen({ token, email, sendNow = false, focusTitle, onVerified, onSignIn }: VerifyEmailScreenProps) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const startedFor = useRef<string | null>(null);
  // Once asked for, the password step stays, whatever a later attempt answers (its failure shows in the form).
  const [passwordReason, setPasswordReason] = useState<string | null>(null);
  if (passwordReason === null && verify.isError && asksForPassword(verify.error)) {
    setPasswordReason(verify.error.serverMessage ?? AUTH_MESSAGES.verifyFailed);
  }

  useEffect(() => {
    // A token works once: never send it twice, not even when React re-runs effects in development.
    if (token === null || startedFor.current === token) return;
    startedFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  useDelayedAction(verify.isSuccess, AFTER_VERIFY_TO_LOGIN_MS, () => onVerified(verify.data?.message ?? '', email));

  if (token === null) {
    return (
      <AuthFormLayout
        title="Check your email"
        intro="We sent you a link to confirm your address. Open it to finish creating your account."
        focusTitle={focusTitle}
        footer={{ prompt: 'Already verified?', action: 'Sign in', onAction: onSignIn }}
      >
        <EmailLine email={email} />
        <p className="text-sm text-slate-600">The link works for 24 hours. If it is not in your inbox, look in the spam folder.</p>
        <ResendVerification knownEmail={email} sendNow={sendNow} />
      </AuthFormLayout>
    );
  }

  if (verify.isSuccess) {
    return (
      <AuthFormLayout title="Email verified" focusTitle>
        <EmailLine email={email} />
        <Alert tone="success">{verify.data.message}</Alert>
        <MovingOn>Taking you to sign in…</MovingOn>
      </AuthFormLayout>
    );
  }

  if (passwordReason !== null) {
    const failure =
      verify.isError && !(asksForPassword(verify.error) && verify.error.serverMessage === passwordReason)
        ? describeFailure(verify.error, AUTH_MESSAGES.verifyFailed)
        : null;
    return (
      <AuthFormLayout title="Choose a password to finish" focusTitle>
        <EmailLine email={email} />
        <VerifyWithPasswordForm reason={passwordReason} failure={failure} pending={verify.isPending} onSubmit={(password) => mutate({ token, password })} />
      </AuthFormLayout>
    );
  }

  if (verify.isError) {
    const failure = describeFailure(verify.error, AUTH_MESSAGES.verifyFailed);
    // An already used link means the account is verified: signing in is the next step, not a new mail.
    const alreadyUsed = failure.message === AUTH_SERVER_MESSAGES.verificationUsed;
    return (
      <AuthFormLayout
        title="We could not verify your email"
        focusTitle={focusTitle}
        footer={alreadyUsed ? undefined : { action: 'Go to sign in', onAction: onSignIn }}
      >
        <EmailLine email={email} />
        {/* Under the address, not above it: the failure is about that address. */}
        <FailureAlert failure={failure} />
        {alreadyUsed ? (
          <Button onClick={onSignIn} className="w-full">
            Go to sign in
          </Button>
        ) : (
          <ResendVerification knownEmail={email} />
        )}
      </AuthFormLayout>
    );
  }

  return (
    <AuthFormLayout title="Verifying your email" focusTitle={focusTitle}>
      <EmailLine email={email} />
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner /> One moment while we confirm your address…
      </p>
    </AuthFormLayout>
  );
}
