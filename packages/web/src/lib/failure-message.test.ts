import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@wellness/contract';
import { ApiError, NetworkError } from './api-error';
import { describeFailure, serverMessageOr } from './failure-message';

const apiError = (status: number, serverMessage: string | null, details: { path: string; message: string }[] = [], retryAfterSeconds: number | null = null) =>
  new ApiError({ status, message: serverMessage ?? 'Status', serverMessage, details, retryAfterSeconds });

describe('signed-out failure messages', () => {
  it('uses the server message when there is one', () => {
    expect(describeFailure(apiError(401, 'Invalid email or password'), AUTH_MESSAGES.loginFailed)).toEqual({
      message: 'Invalid email or password',
      details: [],
    });
  });

  it('uses the flow fallback when the server sent no message', () => {
    expect(describeFailure(apiError(500, null), AUTH_MESSAGES.loginFailed).message).toBe('Login failed. Please check your credentials.');
    expect(describeFailure(apiError(502, null), AUTH_MESSAGES.registrationFailed).message).toBe('Registration failed');
    expect(describeFailure(new Error('boom'), AUTH_MESSAGES.resetFailed).message).toBe('Failed to reset password');
  });

  it('says network error when the server was not reached', () => {
    expect(describeFailure(new NetworkError(new TypeError('Failed to fetch')), AUTH_MESSAGES.verifyFailed).message).toBe('Network error. Please try again.');
  });

  it('lists validation details and a retry hint for rate limits', () => {
    expect(
      describeFailure(apiError(400, 'Invalid input', [{ path: 'password', message: 'Password does not meet requirements' }]), AUTH_MESSAGES.resetFailed),
    ).toEqual({
      message: 'Invalid input',
      details: ['Password does not meet requirements'],
    });
    expect(describeFailure(apiError(429, 'Too many attempts. Please try again later.', [], 90), AUTH_MESSAGES.forgotFailed).details).toEqual([
      'You can try again in 2 minutes.',
    ]);
    expect(describeFailure(apiError(429, 'Too many attempts. Please try again later.', [], 1), AUTH_MESSAGES.forgotFailed).details).toEqual([
      'You can try again in 1 second.',
    ]);
  });
});

describe('serverMessageOr', () => {
  it('prefers the server message and falls back otherwise', () => {
    const withMessage = new ApiError({
      status: 409,
      message: 'Conflict',
      serverMessage: 'You already have an active session. Please stop it first.',
      details: [],
      retryAfterSeconds: null,
    });
    const without = new ApiError({ status: 500, message: 'Internal Server Error', serverMessage: null, details: [], retryAfterSeconds: null });
    expect(serverMessageOr(withMessage, 'Failed to start session')).toBe('You already have an active session. Please stop it first.');
    expect(serverMessageOr(without, 'Failed to start session')).toBe('Failed to start session');
    expect(serverMessageOr(new Error('boom'), 'Failed to start session')).toBe('Failed to start session');
  });
});
