/**
 * Settings › Account & Data: the profile with its regional settings, usage statistics, the export request, clearing
 * all data and deleting the account. The country table (the market and currency a country sets) lives here so the
 * server's defaults and the web form's auto-fill are one rule.
 */
import { z } from 'zod';
import { emailSchema, timezoneSchema } from './auth.js';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants.js';
import { withoutControlCharacters } from './name-rule.js';
import { PERIODS } from './periods.js';
import { MARKETS, type Market } from './substances.js';

export const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'AU', 'JP'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_LABELS: Record<Country, string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  DE: 'Germany',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  NL: 'Netherlands',
  AU: 'Australia',
  JP: 'Japan',
};

export const MARKET_LABELS: Record<Market, string> = {
  US: 'United States (FDA)',
  EU: 'European Union (EFSA)',
  CA: 'Canada (Health Canada)',
  AU: 'Australia (TGA)',
  JP: 'Japan (MHLW)',
  INTL: 'International',
};

export const CURRENCIES = ['USD', 'EUR', 'CAD', 'GBP', 'JPY', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DATE_FORMATS = ['US', 'EU', 'ISO'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DATE_FORMAT_LABELS: Record<DateFormat, string> = { US: 'US (MM/DD/YYYY)', EU: 'EU (DD/MM/YYYY)', ISO: 'ISO (YYYY-MM-DD)' };

/**
 * The clock (issue 34; the specification has no such setting): 12-hour "8:42 PM" or 24-hour "20:42". Optional on
 * write: left out, it follows the date format (US → 12h, EU and ISO → 24h), so older clients and saves keep working.
 */
export const TIME_FORMATS = ['12h', '24h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const TIME_FORMAT_LABELS: Record<TimeFormat, string> = { '12h': '12-hour (8:42 PM)', '24h': '24-hour (20:42)' };

/** The clock a date format implies when none was chosen: the US writes 12-hour times, the EU and ISO 8601 24-hour. */
export function defaultTimeFormat(dateFormat: DateFormat): TimeFormat {
  return dateFormat === 'US' ? '12h' : '24h';
}

export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export type MeasurementUnits = (typeof MEASUREMENT_UNITS)[number];
export const MEASUREMENT_UNIT_LABELS: Record<MeasurementUnits, string> = { metric: 'Metric (g, mg, ml)', imperial: 'Imperial (oz, fl oz)' };

/** The regional settings as the server answers them: the time format always present. */
export const regionalSettingsSchema = z.object({
  country: z.enum(COUNTRIES),
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  dateFormat: z.enum(DATE_FORMATS),
  timeFormat: z.enum(TIME_FORMATS),
  measurementUnits: z.enum(MEASUREMENT_UNITS),
});
export type RegionalSettings = z.infer<typeof regionalSettingsSchema>;

/** The regional settings a save sends: without `timeFormat` the clock follows the date format (defaultTimeFormat). */
export const regionalSettingsUpdateSchema = regionalSettingsSchema.extend({ timeFormat: z.enum(TIME_FORMATS).optional() });
export type RegionalSettingsUpdate = z.infer<typeof regionalSettingsUpdateSchema>;

/** The defaults: country US, market US, currency USD, date format US, measurement units metric; the clock US's 12-hour. */
export const DEFAULT_REGIONAL_SETTINGS: RegionalSettings = {
  country: 'US',
  market: 'US',
  currency: 'USD',
  dateFormat: 'US',
  timeFormat: defaultTimeFormat('US'),
  measurementUnits: 'metric',
};

/** The country table: the market and currency a country sets; anything else is INTL with USD. */
export function marketAndCurrencyFor(country: string): { market: Market; currency: Currency } {
  switch (country) {
    case 'US':
      return { market: 'US', currency: 'USD' };
    case 'CA':
      return { market: 'CA', currency: 'CAD' };
    case 'GB':
      return { market: 'EU', currency: 'GBP' };
    case 'DE':
    case 'FR':
    case 'IT':
    case 'ES':
    case 'NL':
      return { market: 'EU', currency: 'EUR' };
    case 'AU':
      return { market: 'AU', currency: 'AUD' };
    case 'JP':
      return { market: 'JP', currency: 'JPY' };
    default:
      return { market: 'INTL', currency: 'USD' };
  }
}

/** The zones the picker offers first; every other IANA zone follows. */
export const TIMEZONE_OPTIONS = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC'] as const;

export const SUBSCRIPTION_TIERS = ['Free'] as const;

/** The exact text that confirms clearing all data. */
export const CLEAR_DATA_CONFIRMATION = 'DELETE_ALL_DATA';

/** The specification's texts for this area, word for word, and the product's own where the specification is silent. */
export const ACCOUNT_MESSAGES = {
  loadFailed: 'Failed to load settings data',
  profileFailed: 'Failed to update profile. Please try again.',
  regionalFailed: 'Failed to update regional settings. Please try again.',
  exportFailed: 'Export failed. Please try again.',
  clearFailed: 'Failed to clear data. Please try again.',
  cleared: 'All data has been permanently deleted.',
  clearMismatch: `Please type "${CLEAR_DATA_CONFIRMATION}" exactly to confirm.`,
  emailTaken: 'That email address belongs to another account',
  emailChangeSent: 'We sent a confirmation link to the new address. Your email changes once you follow it.',
  emailChangeInvalid: 'This email change link is invalid',
  emailChangeExpired: 'This email change link has expired. Change your email again to get a new one.',
  emailChangeUsed: 'This email change link has already been used',
  emailChanged: 'Your email address has been changed. Please sign in with the new address.',
  unknownTimezone: 'Unknown time zone',
  wrongPassword: 'The password is not correct',
  currentPasswordRequired: 'Enter your current password to change your email',
  emailChangeCancelled: 'The email change has been cancelled. Your account keeps its current address.',
  emailChangeCancelInvalid: 'This cancel link is invalid',
  emailChangeCancelUsed: 'This email change can no longer be cancelled: it was already cancelled or confirmed, or it has expired.',
  accountDeleted: 'Your account and all its data have been deleted.',
  importFailed: 'Import failed. Please try again.',
  importInvalid: 'This file is not a valid Wellness Tracker export',
  importDone: 'Import complete.',
  // The product's own: the backup's preview is a dry run of the import.
  importPreviewed: 'Nothing has been written yet: this is what the import will do.',
  // The product's own texts: a file no export of this app can be, and too many imports at once.
  importTooDeep: 'The file is nested deeper than any export of this app',
  importBusy: 'Many imports are running right now. Please try again in a minute.',
} as const;

/**
 * The import's refusal when a file would take the account past a per-user cap: the same caps as the API, counted as
 * what the account holds plus what the file adds. Numbers with thousands separators, as people read them.
 */
export function importCapMessage(noun: string, wouldHave: number, cap: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return `This backup would make ${count(wouldHave)} ${noun}; an account holds at most ${count(cap)}.`;
}

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** An address the user asked to switch to, waiting for its confirmation link; null when none. */
  pendingEmail: z.string().nullable(),
  timezone: z.string(),
  memberSince: z.string(),
  subscription: z.object({ tier: z.string() }),
  preferences: z.object({ regional: regionalSettingsSchema }),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile update sends name, email and time zone; the regional save the whole profile with `preferences.regional`. */
export const profileUpdateSchema = z.object({
  name: withoutControlCharacters(z.string().trim().min(1, 'Full name is required').max(NAME_MAX_LENGTH, 'Name is too long')),
  email: emailSchema,
  timezone: timezoneSchema,
  /** Required when `email` differs from the current address: a stolen access token alone cannot move the account. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  preferences: z.object({ regional: regionalSettingsUpdateSchema }).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const emailChangeConfirmSchema = z.object({ token: z.string().min(1).max(200) });

/** The one-click link of the notice to the old address: cancels the pending change (a POST, so mail scanners' GETs do nothing). */
export const emailChangeCancelSchema = z.object({ token: z.string().min(1).max(200) });

export const usageStatsSchema = z.object({
  overview: z.object({ totalEntries: z.number().int().nonnegative(), daysTracked: z.number().int().nonnegative(), memberSince: z.string() }),
  activity: z.object({
    currentStreak: z.number().int().nonnegative(),
    /** Completed focus time in hours, one decimal. */
    totalFocusHours: z.number().nonnegative(),
    /** Mean overall rating of the entries that have one, one decimal; null when none is rated. */
    avgRating: z.number().nullable(),
  }),
  milestones: z.array(z.string()),
  dataBreakdown: z.object({
    entries: z.number().int().nonnegative(),
    supplements: z.number().int().nonnegative(),
    doses: z.number().int().nonnegative(),
    sessions: z.number().int().nonnegative(),
  }),
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export request, by default json and 30days; every kind is included unless the request says otherwise. */
export const exportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('json'),
  dateRange: z.enum(PERIODS).default('30days'),
  includeEntries: z.boolean().default(true),
  includeSupplements: z.boolean().default(true),
  includeFocusAids: z.boolean().default(true),
  includeSessions: z.boolean().default(true),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

export const clearDataRequestSchema = z.object({ confirmation: z.string().max(100) });
export const clearDataResponseSchema = z.object({ message: z.string() });

export const deleteAccountRequestSchema = z.object({ password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH) });

/** The download is named from the date range and today's date with the chosen extension. */
export function exportFileName(dateRange: string, today: string, format: ExportFormat): string {
  return `wellness-data-${dateRange}-${today}.${format}`;
}
