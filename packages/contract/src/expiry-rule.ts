/**
 * When a substance counts as expired or expiring soon, shared by the server's expiry alerts and the web's badges:
 * counted in whole calendar days of the user's own calendar up to the expiry day; expired on that day or after it,
 * expiring soon within 720 hours (30 days).
 */
import { EXPIRING_SOON_HOURS } from './substances.js';

/** The horizon of "expiring soon" in whole calendar days. */
export const EXPIRING_SOON_DAYS = EXPIRING_SOON_HOURS / 24;

export type ExpiryKind = 'expired' | 'soon' | 'later';

/** `daysUntilExpiry`: calendar days from today to the expiry day, negative once it has passed. */
export function expiryKind(daysUntilExpiry: number): ExpiryKind {
  if (daysUntilExpiry <= 0) return 'expired';
  if (daysUntilExpiry <= EXPIRING_SOON_DAYS) return 'soon';
  return 'later';
}
