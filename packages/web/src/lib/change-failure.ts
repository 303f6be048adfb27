/**
 * What a failed change says: the spec's alert word for word ("Failed to add condition. Please try
 * again."), and beneath it, when the server refused the change for a reason the user can act on (already tracked,
 * a name taken, a field to fix), that reason. Server faults and lost connections add nothing.
 */
import { ApiError } from './api-error';
import type { FailureMessage } from './failure-message';

export function changeFailure(error: unknown, message: string): FailureMessage {
  if (!(error instanceof ApiError) || error.status >= 500) return { message, details: [] };
  const fieldMessages = error.details.map((detail) => detail.message);
  const reason = error.code === 'VALIDATION_FAILED' && fieldMessages.length > 0 ? [] : error.serverMessage === null ? [] : [error.serverMessage];
  return { message, details: [...new Set([...reason, ...fieldMessages])] };
}
