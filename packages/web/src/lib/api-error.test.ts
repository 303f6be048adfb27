import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NetworkError,
  SessionEndedError,
  apiErrorFromResponse,
  errorMessageFromResponse,
  parseErrorBody,
  parseRetryAfter,
  worthSendingAgain,
  keepInOutbox,
} from './api-error';

describe('error message extraction', () => {
  it('prefers the body error field', () => {
    expect(errorMessageFromResponse({ error: 'Invalid email or password' }, 401, 'Unauthorized')).toBe('Invalid email or password');
  });

  it('falls back to the status text when the body has no usable error', () => {
    expect(errorMessageFromResponse(null, 502, 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorMessageFromResponse({ error: '' }, 500, 'Internal Server Error')).toBe('Internal Server Error');
    expect(errorMessageFromResponse({ error: 42 }, 500, 'Internal Server Error')).toBe('Internal Server Error');
    expect(errorMessageFromResponse('<html>', 404, 'Not Found')).toBe('Not Found');
  });

  it('names the status when there is no status text either (HTTP/2)', () => {
    expect(errorMessageFromResponse(undefined, 503, '')).toBe('Request failed with status 503');
  });

  it('keeps well-formed details and drops malformed ones', () => {
    const parsed = parseErrorBody({ error: 'Invalid input', details: [{ path: 'password', message: 'Password does not meet requirements' }, { path: 1 }] });
    expect(parsed).toEqual({ error: 'Invalid input', details: [{ path: 'password', message: 'Password does not meet requirements' }] });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });

  it('builds an ApiError carrying status, server message and details', () => {
    const error = apiErrorFromResponse({ error: 'Too many attempts. Please try again later.' }, 429, 'Too Many Requests', '30', new Date());
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many attempts. Please try again later.');
    expect(error.serverMessage).toBe('Too many attempts. Please try again later.');
    expect(error.retryAfterSeconds).toBe(30);
    const bare = apiErrorFromResponse(null, 500, 'Internal Server Error', null, new Date());
    expect(bare.serverMessage).toBeNull();
    expect(bare.message).toBe('Internal Server Error');
  });

  it('carries the body code that screens branch on, and none for a code the contract does not know', () => {
    expect(apiErrorFromResponse({ error: 'Please verify your email before signing in', code: 'FORBIDDEN' }, 403, 'Forbidden', null, new Date()).code).toBe(
      'FORBIDDEN',
    );
    expect(apiErrorFromResponse({ error: 'Something odd', code: 'TEAPOT' }, 418, '', null, new Date()).code).toBeNull();
    expect(apiErrorFromResponse('<html>Bad gateway</html>', 502, 'Bad Gateway', null, new Date()).code).toBeNull();
  });
});

describe('worthSendingAgain', () => {
  const answer = (status: number) => new ApiError({ status, message: 'x', serverMessage: null, details: [], retryAfterSeconds: null });

  it('keeps a write for later when no answer came, the server or a proxy failed, or the session ended', () => {
    expect(worthSendingAgain(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(worthSendingAgain(new SessionEndedError('Authentication failed - please log in again'))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429, 401]) expect(worthSendingAgain(answer(status))).toBe(true);
  });

  it('takes any other answer as the server’s refusal of that request', () => {
    for (const status of [400, 403, 404, 409, 413, 422]) expect(worthSendingAgain(answer(status))).toBe(false);
    expect(worthSendingAgain(new Error('a bug'))).toBe(false);
  });
});

describe('keepInOutbox', () => {
  const answer = (status: number) => new ApiError({ status, message: 'x', serverMessage: null, details: [], retryAfterSeconds: null });

  it('keeps what the server did not refuse, a request it asked to slow down included', () => {
    for (const status of [500, 503, 408, 429, 401]) expect(keepInOutbox(answer(status))).toBe(true);
    expect(keepInOutbox(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(keepInOutbox(new Error('a fault on this side'))).toBe(true);
  });

  it('drops what the server refused', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(keepInOutbox(answer(status))).toBe(false);
  });
});
