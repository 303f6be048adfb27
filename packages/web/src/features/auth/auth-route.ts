/**
 * Which signed-out screen a URL opens: reset password when the path contains
 * "reset-password" and a token is in the query, email verification likewise for "verify-email".
 */
export type AuthScreen = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'emailVerification';

export type AuthRoute =
  | { screen: 'login' }
  | { screen: 'resetPassword'; token: string }
  | { screen: 'emailVerification'; token: string; email: string | null }
  | { screen: 'emailChange'; token: string }
  | { screen: 'emailChangeCancel'; token: string };

export function authRouteFromUrl(pathname: string, search: string): AuthRoute {
  const query = new URLSearchParams(search);
  const token = query.get('token')?.trim() ?? '';
  if (token === '') return { screen: 'login' };
  if (pathname.includes('reset-password')) return { screen: 'resetPassword', token };
  if (pathname.includes('confirm-email-change')) return { screen: 'emailChange', token };
  if (pathname.includes('cancel-email-change')) return { screen: 'emailChangeCancel', token };
  if (pathname.includes('verify-email')) {
    const email = query.get('email')?.trim() ?? '';
    return { screen: 'emailVerification', token, email: email === '' ? null : email };
  }
  return { screen: 'login' };
}

/** Links from mails must be handled even for a signed-in user, so the app checks this before the shell. */
export function isTokenLink(route: AuthRoute): boolean {
  return route.screen !== 'login';
}
