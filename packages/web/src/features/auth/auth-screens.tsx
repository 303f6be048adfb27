/**
 * The signed-out flows as one state machine (login, register, forgotPassword, resetPassword,
 * emailVerification). The first screen comes from the URL; mailed links leave their path once done.
 */
import { useState } from 'react';
import { navigate, useLocation } from '@/lib/location';
import { authRouteFromUrl, isTokenLink } from './auth-route';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { RegisterScreen } from './register-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { useSession } from './session-context';
import { SignInScreen, type Notice } from './sign-in-screen';
import { VerifyEmailScreen } from './verify-email-screen';
import { CancelEmailChangeScreen } from './cancel-email-change-screen';
import { ConfirmEmailChangeScreen } from './confirm-email-change-screen';

type ScreenState =
  | { screen: 'login'; email: string; notice: Notice | null }
  | { screen: 'register' }
  | { screen: 'forgotPassword'; email: string }
  | { screen: 'resetPassword'; token: string }
  | { screen: 'emailChange'; token: string }
  | { screen: 'emailChangeCancel'; token: string }
  | { screen: 'emailVerification'; token: string | null; email: string | null; sendNow?: boolean };

function initialState(pathname: string, search: string): ScreenState {
  const route = authRouteFromUrl(pathname, search);
  switch (route.screen) {
    case 'resetPassword':
      return { screen: 'resetPassword', token: route.token };
    case 'emailVerification':
      return { screen: 'emailVerification', token: route.token, email: route.email };
    case 'emailChange':
      return { screen: 'emailChange', token: route.token };
    case 'emailChangeCancel':
      return { screen: 'emailChangeCancel', token: route.token };
    default:
      return { screen: 'login', email: '', notice: null };
  }
}

export function AuthScreens() {
  const location = useLocation();
  const session = useSession();
  const [state, setState] = useState<ScreenState>(() => initialState(location.pathname, location.search));
  // Focus moves to the new screen's title only after the user has moved on from the first screen.
  const [moved, setMoved] = useState(false);

  function go(next: ScreenState) {
    setMoved(true);
    setState(next);
    // A mailed link's path and token stay in the address bar only while its screen is open.
    if (isTokenLink(authRouteFromUrl(window.location.pathname, window.location.search))) navigate('/', { replace: true });
  }

  const toLogin = (email = '', notice: Notice | null = null) => go({ screen: 'login', email, notice });

  switch (state.screen) {
    case 'login': {
      const notice: Notice | null = state.notice ?? (session.notice ? { tone: 'warning', text: session.notice } : null);
      return (
        <SignInScreen
          key={state.email}
          initialEmail={state.email}
          notice={notice}
          focusTitle={moved}
          onCreateAccount={() => go({ screen: 'register' })}
          onForgotPassword={(email) => go({ screen: 'forgotPassword', email })}
          onVerifyEmail={(email) => go({ screen: 'emailVerification', token: null, email: email === '' ? null : email, sendNow: email !== '' })}
          onSignedIn={session.clearNotice}
        />
      );
    }
    case 'register':
      return <RegisterScreen focusTitle={moved} onSignIn={() => toLogin()} onVerify={(email) => go({ screen: 'emailVerification', token: null, email })} />;
    case 'forgotPassword':
      return <ForgotPasswordScreen initialEmail={state.email} focusTitle={moved} onSignIn={() => toLogin(state.email)} />;
    case 'resetPassword':
      return (
        <ResetPasswordScreen
          token={state.token}
          focusTitle={moved}
          onDone={(message) => toLogin('', message === '' ? null : { tone: 'success', text: message })}
          onSignIn={() => toLogin()}
          onRequestNewLink={() => go({ screen: 'forgotPassword', email: '' })}
        />
      );
    case 'emailChange':
      return <ConfirmEmailChangeScreen token={state.token} onDone={() => toLogin()} />;
    case 'emailChangeCancel':
      return <CancelEmailChangeScreen token={state.token} onDone={() => toLogin()} onResetPassword={() => go({ screen: 'forgotPassword', email: '' })} />;
    case 'emailVerification':
      return (
        <VerifyEmailScreen
          key={state.token ?? 'waiting'}
          token={state.token}
          email={state.email}
          sendNow={state.sendNow ?? false}
          focusTitle={moved}
          onVerified={(message, email) => toLogin(email ?? '', message === '' ? null : { tone: 'success', text: message })}
          onSignIn={() => toLogin(state.email ?? '')}
        />
      );
  }
}
