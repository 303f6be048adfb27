/**
 * What a signed-out flow says when its call fails: the server's message, else the flow's own
 * fallback; 'Network error. Please try again.' when the server was never reached.
 */
import { AUTH_MESSAGES } from '@wellness/contract';
import { ApiError, NetworkError } from './api-error';

export interface FailureMessage {
  message: string;
  details: string[];
}

function retryHint(seconds: number): string {
  if (seconds < 60) return `You can try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `You can try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function describeFailure(error: unknown, fallback: string): FailureMessage {
  if (error instanceof NetworkError) return { message: AUTH_MESSAGES.networkError, details: [] };
  if (error instanceof ApiError) {
    const details = error.details.map((detail) => detail.message).filter((text) => text !== error.serverMessage);
    if (error.retryAfterSeconds !== null && error.status === 429) details.push(retryHint(error.retryAfterSeconds));
    return { message: error.serverMessage ?? fallback, details: [...new Set(details)] };
  }
  return { message: fallback, details: [] };
}

/** The server's own message for a failed operation, else the operation's fallback (sessions and aids). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage !== null ? error.serverMessage : fallback;
}
