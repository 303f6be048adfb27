/**
 * Create account: full name, email, password with its live checklist, confirmation and an
 * optional invite code. Submit stays disabled until the rule and the match hold. After success the
 * message shows, then the verification screen follows after 2 s (or sign-in after 3 s without an email).
 */
import { useId, useState, type FormEvent } from 'react';
import { AFTER_REGISTER_TO_LOGIN_MS, AFTER_REGISTER_TO_VERIFY_MS, AUTH_MESSAGES, type RegisterResponse } from '@wellness/contract';
import { withAuthSchemas } from '@/lib/auth-schemas';
import { Alert } from '@/components/alert';
import { TextField } from '@/components/text-field';
import { useDelayedAction } from '@/lib/use-delayed-action';
import { AuthFormLayout, MovingOn, PendingButton } from './auth-form-layout';
import { describeFailure } from '@/lib/failure-message';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { checkNewPassword, liveNewPasswordErrors, newPasswordError } from './new-password';
import { PasswordChecklist } from './password-checklist';
import { useRegister } from './queries';
import { EmailField } from './auth-fields';

interface RegisterScreenProps {
  focusTitle: boolean;
  onSignIn: () => void;
  onVerify: (email: string) => void;
}

type Field = 'name' | 'email' | 'password' | 'inviteCode';

function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone === '' ? undefined : zone;
}

export function RegisterScreen({ focusTitle, onSignIn, onVerify }: RegisterScreenProps) {
  const checklistId = useId();
  const submitHintId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [registered, setRegistered] = useState<RegisterResponse | null>(null);
  const register = useRegister();

  const passwordState = checkNewPassword(password, confirm);
  const live = liveNewPasswordErrors(password, confirm, confirmTouched, AUTH_MESSAGES.passwordRequirementsRegister);
  const failure = register.isError ? describeFailure(register.error, AUTH_MESSAGES.registrationFailed) : null;

  const verificationEmail = registered?.email ?? '';
  useDelayedAction(registered !== null, verificationEmail !== '' ? AFTER_REGISTER_TO_VERIFY_MS : AFTER_REGISTER_TO_LOGIN_MS, () => {
    if (verificationEmail !== '') onVerify(verificationEmail);
    else onSignIn();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passwordProblem = newPasswordError(password, confirm, AUTH_MESSAGES.passwordRequirementsRegister);
    const typed = {
      name,
      email,
      password,
      ...(inviteCode.trim() === '' ? {} : { inviteCode }),
      timezone: browserTimeZone(),
    };
    withAuthSchemas(
      ({ registerRequestSchema }) => {
        const parsed = registerRequestSchema.safeParse(typed);
        if (passwordProblem !== null || !parsed.success) {
          setConfirmTouched(true);
          setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error, ['name', 'email', 'password', 'inviteCode']));
          return;
        }
        setErrors({});
        register.mutate(parsed.data, { onSuccess: setRegistered });
      },
      () => {
        if (passwordProblem !== null) {
          setConfirmTouched(true);
          return;
        }
        register.mutate(typed, { onSuccess: setRegistered });
      },
    );
  }

  if (registered !== null) {
    return (
      <AuthFormLayout title="Account created" focusTitle>
        <Alert tone="success">{registered.message}</Alert>
        <MovingOn>{verificationEmail !== '' ? 'Taking you to email verification…' : 'Taking you to sign in…'}</MovingOn>
      </AuthFormLayout>
    );
  }

  return (
    <AuthFormLayout
      title="Create your account"
      intro="It takes a minute. You will confirm your email before the first sign-in."
      focusTitle={focusTitle}
      failure={failure}
      footer={{ prompt: 'Already have an account?', action: 'Sign in', onAction: onSignIn }}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Create account">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <EmailField value={email} error={errors.email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          error={live.password ?? errors.password}
          describedBy={checklistId}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordChecklist id={checklistId} password={password} />
        <TextField
          label="Confirm password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          error={live.confirm}
          onBlur={() => setConfirmTouched(true)}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <TextField
          label="Invite code"
          labelNote="(optional)"
          name="invite-code"
          autoComplete="off"
          value={inviteCode}
          error={errors.inviteCode}
          hint="Only needed if this installation asks for one."
          onChange={(event) => setInviteCode(event.target.value)}
        />
        <div className="flex flex-col gap-2">
          <PendingButton
            pending={register.isPending}
            pendingLabel="Creating account…"
            disabled={!passwordState.valid}
            aria-describedby={passwordState.valid ? undefined : submitHintId}
            className="w-full"
          >
            Create account
          </PendingButton>
          {passwordState.valid ? null : (
            <p id={submitHintId} className="text-center text-sm text-slate-600">
              Available once the password meets every requirement and both passwords match.
            </p>
          )}
        </div>
      </form>
    </AuthFormLayout>
  );
}
