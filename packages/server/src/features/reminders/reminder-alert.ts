/** What the scheduler hands a delivery channel: one dose or refill reminder for one user. */

export interface ReminderAlert {
  kind: 'dose' | 'refill';
  userId: string;
  /** The occurrence a dose reminder is about (its actions name it); null for a refill. */
  occurrenceId: string | null;
  substanceName: string;
  /** "10 mg", or null when the schedule names no amount. */
  amountText: string | null;
  /** The dose's time (ISO instant); a refill's: the moment it was sent. */
  scheduledAt: string;
  /** When the dose's window closes (actions expire then); a refill's: the end of its day. */
  closesAt: string;
  refillBy: string | null;
  runOutDate: string | null;
}

/** A channel that reaches the person outside the app (Web Push); it must not throw for one bad device. */
export interface AlertChannel {
  sendAlert(alert: ReminderAlert): Promise<void>;
}
