/**
 * The one check of a user's time zone and its error: registration and the profile save both refuse a zone the
 * runtime's time-zone database does not know, with the same field and the same text.
 */
import { ACCOUNT_MESSAGES } from '@wellness/contract';
import { AppError } from '../http/app-error.js';

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** Throws the 400 for an unknown zone; returns the zone otherwise. */
export function knownTimeZone(zone: string): string {
  if (!isKnownTimeZone(zone)) throw new AppError('validation', 'Invalid input', { details: [{ path: 'timezone', message: ACCOUNT_MESSAGES.unknownTimezone }] });
  return zone;
}
