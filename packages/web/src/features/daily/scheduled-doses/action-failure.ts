/** What to say when Take, Snooze or Skip fails: the closed window gets its own sentence (409), anything else a retry. */
import { SCHEDULE_MESSAGES } from '@wellness/contract';
import { ApiError } from '@/lib/api-error';

export function actionFailureMessage(error: unknown, action: 'take' | 'snooze' | 'skip'): string {
  if (error instanceof ApiError && error.status === 409) {
    return error.serverMessage ?? SCHEDULE_MESSAGES.occurrenceClosed;
  }
  if (error instanceof ApiError && error.status === 404) return SCHEDULE_MESSAGES.occurrenceNotFound;
  if (action === 'take') return SCHEDULE_MESSAGES.takeFailed;
  return action === 'snooze' ? 'Failed to snooze this dose. Please try again.' : 'Failed to skip this dose. Please try again.';
}
