/**
 * Resend the verification mail. Uses the address the screen already knows; without one it
 * asks for it and refuses to send an empty address. With `sendNow` it sends once on arrival, so the sign-in
 * screen's "Resend verification email" sends on the first press.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { describeFailure } from '@/lib/failure-message';
import { FailureAlert, PendingButton } from './auth-form-layout';
import { useResendVerification } from './queries';
import { EmailField } from './auth-fields';

export function ResendVerification({ knownEmail, sendNow = false }: { knownEmail: string | null; sendNow?: boolean }) {
  const [typedEmail, setTypedEmail] = useState('');
  const [missingEmail, setMissingEmail] = useState(false);
  const resend = useResendVerification();
  const { mutate } = resend;
  const sentOnArrival = useRef(false);

  useEffect(() => {
    // Once, even when React re-runs effects in development: each send is a mail and counts against the limit.
    if (!sendNow || knownEmail === null || sentOnArrival.current) return;
    sentOnArrival.current = true;
    mutate(knownEmail);
  }, [sendNow, knownEmail, mutate]);
  const failure = resend.isError ? describeFailure(resend.error, AUTH_MESSAGES.resendFailed) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = (knownEmail ?? typedEmail).trim();
    setMissingEmail(email === '');
    if (email === '') return;
    resend.mutate(email);
  }

  return (
    <section aria-labelledby="resend-heading" className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="resend-heading" className="text-base font-semibold text-slate-900">
        Need a new link?
      </h2>
      {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
      <FailureAlert failure={failure} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Resend verification email">
        {knownEmail === null ? (
          <EmailField value={typedEmail} error={missingEmail ? AUTH_MESSAGES.resendEmailRequired : null} onChange={setTypedEmail} required={false} />
        ) : (
          <p className="text-sm text-slate-700">
            We will send it to <span className="font-semibold break-all text-slate-900">{knownEmail}</span>.
          </p>
        )}
        <PendingButton pending={resend.isPending} pendingLabel="Sending…" variant="secondary">
          Resend verification email
        </PendingButton>
      </form>
    </section>
  );
}
