/** How the scheduler delivers a reminder (lib/reminder-alert.ts): the channel it hands it to, and its claim-and-send step. */
import type { OutgoingMail } from '../../mail/mailer.js';
import type { ReminderAlert } from '../../lib/reminder-alert.js';
import type { ScheduleRow } from '../../reads/schedules/repository.js';

/** A channel that reaches the person outside the app (Web Push); it must not throw for one bad device. */
export interface AlertChannel {
  sendAlert(alert: ReminderAlert): Promise<void>;
}

/** A schedule row as the scheduler reads it: with its user's zone, address and name. */
export type UserRows = ScheduleRow & { user_timezone: string; user_email: string; user_name: string };

/** Claims an alert slot and sends it on the schedule's channels; true when this process won the claim. */
export type Deliver = (
  row: UserRows,
  channels: readonly string[],
  key: string,
  slot: string,
  alert: ReminderAlert,
  mailOf: () => OutgoingMail,
) => Promise<boolean>;
