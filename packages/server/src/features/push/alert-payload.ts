/**
 * What a notification says: the reminders scheduler's alert (`ReminderAlert`, the shared shape in lib/) and the test
 * message, turned into the contract's `PushPayload`. Pure; the action token is made by the caller and passed in. Words
 * stay short: a lock screen shows two lines.
 */
import type { PushPayload } from '@wellness/contract';
import type { ReminderAlert } from '../../lib/reminder-alert.js';

/** Where a tap on the notification opens the app: the Daily tab lists today's doses, Substances the supply. */
const DOSE_URL = '/daily';
const REFILL_URL = '/supplements';
const TEST_URL = '/settings/tracking';

/** "Dec 14" for a calendar day, read as that day wherever the server runs. */
function shortDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export function dosePayload(alert: ReminderAlert, actionToken: string | undefined): PushPayload {
  return {
    kind: 'dose',
    title: `Time for ${alert.substanceName}`,
    body: alert.amountText ? `${alert.amountText} is due now.` : 'Your scheduled dose is due now.',
    ...(alert.occurrenceId === null ? {} : { occurrenceId: alert.occurrenceId }),
    ...(actionToken === undefined ? {} : { actionToken }),
    url: DOSE_URL,
    // One notification per dose: a repeat replaces the earlier one instead of stacking up.
    tag: `dose-${alert.occurrenceId ?? alert.scheduledAt}`,
  };
}

export function refillPayload(alert: ReminderAlert): PushPayload {
  const parts: string[] = [];
  if (alert.runOutDate) parts.push(`Runs out around ${shortDay(alert.runOutDate)}`);
  if (alert.refillBy) parts.push(`refill by ${shortDay(alert.refillBy)}`);
  return {
    kind: 'refill',
    title: `Refill ${alert.substanceName} soon`,
    body: parts.length > 0 ? `${parts.join('; ')}.` : 'Your supply is running low.',
    url: REFILL_URL,
    tag: `refill-${alert.substanceName}`,
  };
}

export const TEST_PAYLOAD: PushPayload = {
  kind: 'test',
  title: 'Test notification',
  body: 'Notifications from Wellness Tracker reach this device.',
  url: TEST_URL,
  tag: 'test',
};
