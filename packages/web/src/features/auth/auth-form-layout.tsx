/**
 * The parts every signed-out screen repeats, in one place: the stack inside the card with the failure on top, the
 * link to another screen at the foot, the submit button that says what it is doing, and the line shown while the
 * screen moves on by itself after a success.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button, type ButtonVariant } from '@/components/button';
import { Spinner } from '@/components/spinner';
import type { FailureMessage } from '@/lib/failure-message';
import { AuthLayout } from './auth-layout';

/** A failed call: the message, with the server's field details under it. */
export function FailureAlert({ failure }: { failure: FailureMessage | null }) {
  if (failure === null) return null;
  return (
    <Alert tone="error" details={failure.details}>
      {failure.message}
    </Alert>
  );
}

interface FooterLink {
  /** The words before the link ("New here?"); none when the link says it all. */
  prompt?: string;
  action: string;
  onAction: () => void;
}

interface AuthFormLayoutProps {
  title: string;
  intro?: ReactNode;
  focusTitle?: boolean;
  /** Shown above everything else in the card, so the reader meets it first. */
  failure?: FailureMessage | null;
  /** The way to another signed-out screen, under a rule at the card's foot. */
  footer?: FooterLink;
  children: ReactNode;
}

export function AuthFormLayout({ title, intro, focusTitle, failure = null, footer, children }: AuthFormLayoutProps) {
  return (
    <AuthLayout title={title} intro={intro} focusTitle={focusTitle}>
      <div className="flex flex-col gap-5">
        <FailureAlert failure={failure} />
        {children}
        {footer ? (
          <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-700">
            {footer.prompt === undefined ? null : `${footer.prompt} `}
            <Button variant="link" onClick={footer.onAction}>
              {footer.action}
            </Button>
          </p>
        ) : null}
      </div>
    </AuthLayout>
  );
}

interface PendingButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  pending: boolean;
  /** What the button says while its call runs ("Signing in…"). */
  pendingLabel: string;
  variant?: ButtonVariant;
}

/** A form's submit button: disabled, with a spinner and its own words, while the call runs. */
export function PendingButton({ pending, pendingLabel, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? (
        <>
          <Spinner /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** The line under a success while the screen moves on by itself ("Taking you to sign in…"). */
export function MovingOn({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner />
      {children}
    </p>
  );
}
