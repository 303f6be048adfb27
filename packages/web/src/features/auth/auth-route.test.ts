import { describe, expect, it } from 'vitest';
import { authRouteFromUrl, isTokenLink } from './auth-route';

describe('auth route from the URL', () => {
  it('opens reset password for a reset-password path with a token', () => {
    expect(authRouteFromUrl('/reset-password', '?token=abc')).toEqual({ screen: 'resetPassword', token: 'abc' });
  });

  it('opens email verification with the optional email', () => {
    expect(authRouteFromUrl('/verify-email', '?token=t1&email=ada%40example.com')).toEqual({
      screen: 'emailVerification',
      token: 't1',
      email: 'ada@example.com',
    });
    expect(authRouteFromUrl('/app/verify-email', '?token=t1')).toEqual({ screen: 'emailVerification', token: 't1', email: null });
  });

  it('opens the cancel screen for the notice link of an email change (issue 26), as a mailed link', () => {
    expect(authRouteFromUrl('/cancel-email-change', '?token=c1')).toEqual({ screen: 'emailChangeCancel', token: 'c1' });
    expect(authRouteFromUrl('/confirm-email-change', '?token=c1')).toEqual({ screen: 'emailChange', token: 'c1' });
    expect(isTokenLink({ screen: 'emailChangeCancel', token: 'c1' })).toBe(true);
  });

  it('falls back to sign-in without a token or on other paths', () => {
    expect(authRouteFromUrl('/reset-password', '')).toEqual({ screen: 'login' });
    expect(authRouteFromUrl('/verify-email', '?token=%20')).toEqual({ screen: 'login' });
    expect(authRouteFromUrl('/', '?token=abc')).toEqual({ screen: 'login' });
    expect(isTokenLink({ screen: 'login' })).toBe(false);
    expect(isTokenLink({ screen: 'resetPassword', token: 'x' })).toBe(true);
  });
});
