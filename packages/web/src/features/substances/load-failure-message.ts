/**
 * The list's load-failure text by kind: sign-in problems, no connection, anything else. The kind
 * is read from the error's type, and for the server's answers from their code (or status, when a body has
 * none); only an error that is not from the API client is read from its message, as the spec describes it.
 */
import { SUBSTANCE_MESSAGES } from '@wellness/contract';
import { ApiError, NetworkError, SessionEndedError } from '@/lib/api-error';

export type LoadFailureKind = 'auth' | 'network' | 'other';

const AUTH_WORDS = /token|authentication|Access token required/i;
const NETWORK_WORDS = /network|fetch/i;

function isAuthFailure(error: ApiError): boolean {
  if (error.code !== null) return error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN';
  return error.status === 401 || error.status === 403;
}

export function loadFailureKind(error: unknown): LoadFailureKind {
  if (error instanceof SessionEndedError) return 'auth';
  if (error instanceof ApiError) return isAuthFailure(error) ? 'auth' : 'other';
  if (error instanceof NetworkError) return 'network';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (AUTH_WORDS.test(message)) return 'auth';
  if (NETWORK_WORDS.test(message)) return 'network';
  return 'other';
}

const MESSAGES: Record<LoadFailureKind, string> = {
  auth: SUBSTANCE_MESSAGES.loadAuth,
  network: SUBSTANCE_MESSAGES.loadNetwork,
  other: SUBSTANCE_MESSAGES.loadOther,
};

export function loadFailureMessage(error: unknown): string {
  return MESSAGES[loadFailureKind(error)];
}
