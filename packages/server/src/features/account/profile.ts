/**
 * Settings › Profile: the account's name, e-mail address, time zone and regional settings, and deleting the
 * account. A new e-mail address is not saved here: it starts an e-mail change (email-change.ts), which needs the
 * password again, as deleting the account does.
 */
import {
  ACCOUNT_MESSAGES,
  COUNTRIES,
  CURRENCIES,
  DATE_FORMATS,
  defaultTimeFormat,
  MARKETS,
  MEASUREMENT_UNITS,
  TIME_FORMATS,
  type Profile,
  type RegionalSettingsUpdate,
} from '@wellness/contract';
import * as accounts from '../../accounts/repository.js';
import { knownTimeZone } from '../../accounts/time-zone.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { storedEnum } from '../../lib/stored-enum.js';
import type { EmailChange } from './email-change.js';
import type { ConfirmPassword } from './password-check.js';

export interface ProfileDeps {
  db: Db;
  clock: Clock;
  emailChange: Pick<EmailChange, 'requestEmailChange' | 'pendingEmail'>;
  confirmPassword: ConfirmPassword;
}

export interface ProfileChange {
  name: string;
  email: string;
  timezone: string;
  preferences?: { regional: RegionalSettingsUpdate } | undefined;
  /** Required when the e-mail changes: a signed-in stranger must not be able to move the account to their address. */
  currentPassword?: string | undefined;
}

export type ProfileSettings = ReturnType<typeof createProfileSettings>;

export function createProfileSettings({ db, clock, emailChange, confirmPassword }: ProfileDeps) {
  async function profile(userId: string): Promise<Profile> {
    const row = await accounts.findProfile(db, userId);
    if (!row) throw new AppError('unauthorized', 'Authentication required');
    const dateFormat = storedEnum(DATE_FORMATS, row.date_format, 'date_format');
    return {
      name: row.name,
      email: row.email,
      pendingEmail: await emailChange.pendingEmail(userId),
      timezone: row.timezone,
      memberSince: row.created_at,
      subscription: { tier: row.subscription_tier },
      preferences: {
        regional: {
          country: storedEnum(COUNTRIES, row.country, 'country'),
          market: storedEnum(MARKETS, row.market, 'market'),
          currency: storedEnum(CURRENCIES, row.currency, 'currency'),
          dateFormat,
          // Never chosen (null): the clock the date format implies.
          timeFormat: row.time_format === null ? defaultTimeFormat(dateFormat) : storedEnum(TIME_FORMATS, row.time_format, 'time_format'),
          measurementUnits: storedEnum(MEASUREMENT_UNITS, row.measurement_units, 'measurement_units'),
        },
      },
    };
  }

  return {
    profile: (owner: Owner) => profile(owner.id),

    async updateProfile(user: { id: string; name: string; email: string }, change: ProfileChange, clientIp: string): Promise<Profile> {
      knownTimeZone(change.timezone);
      const emailChanges = change.email !== user.email;
      // Checked before anything is saved, so a refused change leaves the whole profile as it was.
      if (emailChanges) {
        if (!change.currentPassword) {
          throw new AppError('validation', ACCOUNT_MESSAGES.currentPasswordRequired, {
            details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired }],
          });
        }
        await confirmPassword(user, change.currentPassword, clientIp, 'currentPassword');
      }
      const regional = change.preferences?.regional;
      await accounts.updateUser(db, user.id, {
        name: change.name,
        timezone: change.timezone,
        updated_at: clock.now().toISOString(),
        ...(regional && {
          country: regional.country,
          market: regional.market,
          currency: regional.currency,
          date_format: regional.dateFormat,
          // Left out by the save: null, so the clock follows the date format (an older client never pins one).
          time_format: regional.timeFormat ?? null,
          measurement_units: regional.measurementUnits,
        }),
      });
      if (emailChanges) await emailChange.requestEmailChange({ ...user, name: change.name }, change.email, clientIp);
      return profile(user.id);
    },

    /** Removes the account and, by ON DELETE CASCADE, everything it owns; the password is asked again, guesses bounded by the sign-in back-off. */
    async deleteAccount(user: { id: string; email: string }, password: string, clientIp: string): Promise<string> {
      await confirmPassword(user, password, clientIp, 'password');
      await accounts.deleteUser(db, user.id);
      return ACCOUNT_MESSAGES.accountDeleted;
    },
  };
}
