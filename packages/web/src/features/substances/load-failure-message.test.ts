import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, SessionEndedError } from '@/lib/api-error';
import { loadFailureKind, loadFailureMessage } from './load-failure-message';

const apiError = (status: number, message: string) => new ApiError({ status, message, serverMessage: message, details: [], retryAfterSeconds: null });

describe('load error message by kind', () => {
  it('asks to log in for authentication failures', () => {
    expect(loadFailureMessage(new SessionEndedError('Authentication failed - please log in again'))).toBe('Please log in to view your substances.');
    expect(loadFailureMessage(apiError(401, 'Access token required'))).toBe('Please log in to view your substances.');
    expect(loadFailureKind(new Error('Invalid or expired access token'))).toBe('auth');
    expect(loadFailureKind(new Error('Authentication required - please log in'))).toBe('auth');
  });

  it('talks about the connection when the server was not reached', () => {
    expect(loadFailureMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe('Unable to connect to server. Please check your internet connection.');
    expect(loadFailureKind(new TypeError('Failed to fetch'))).toBe('network');
    expect(loadFailureKind('NetworkError when attempting to fetch resource.')).toBe('network');
  });

  it('says to try again for anything else', () => {
    expect(loadFailureMessage(apiError(500, 'Something went wrong on our side. Please try again.'))).toBe('Failed to load substances. Please try again.');
    expect(loadFailureMessage(new Error('Unexpected response'))).toBe('Failed to load substances. Please try again.');
    expect(loadFailureMessage(undefined)).toBe('Failed to load substances. Please try again.');
  });

  it('reads the server’s answers by code, never by their text', () => {
    const coded = (status: number, code: 'UNAUTHORIZED' | 'INTERNAL', message: string) =>
      new ApiError({ status, code, message, serverMessage: message, details: [], retryAfterSeconds: null });
    expect(loadFailureKind(coded(401, 'UNAUTHORIZED', 'Access token required'))).toBe('auth');
    expect(loadFailureKind(coded(500, 'INTERNAL', 'Invalid token in the network layer'))).toBe('other');
  });
});
