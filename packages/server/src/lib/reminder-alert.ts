/**
 * One reminder the scheduler (features/reminders) hands a delivery channel such as Web Push (features/push): shared
 * here so both features read the one shape, neither importing the other.
 */
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
  /** When the dose's window closes (a notification's actions expire then); a refill's: a day after it was sent. */
  closesAt: string;
  /** Calendar days (YYYY-MM-DD) of a refill reminder; null for a dose. */
  refillBy: string | null;
  runOutDate: string | null;
}
