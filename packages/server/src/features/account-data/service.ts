/**
 * Settings › Account & Data (issue 14): the profile and its regional settings, usage statistics, export (a stream),
 * import (one transaction), clearing every row the user owns while keeping the account, and deleting the account.
 * What it needs from other features (e-mail change links and the password check from auth, the streaks of
 * Analytics, the known focus aids, the condition catalog) comes from the composition root.
 */
import {
  ACCOUNT_MESSAGES,
  BACKUP_KINDS,
  CLEAR_DATA_CONFIRMATION,
  exportFileName,
  type BackupFile,
  type ExportFormat,
  type FocusAid,
  type ImportResult,
  type Period,
  type Profile,
  type RegionalSettings,
  type UsageStats,
} from '@wellness/contract';
import * as accounts from '../../accounts/repository.js';
import type { BackupSections, ExportScope } from '../../backup/backup-section.js';
import { deleteUserRows } from '../../backup/backup-tables.js';
import { knownTimeZone } from '../../accounts/time-zone.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { storedEnum } from '../../lib/stored-enum.js';
import { periodFirstDay } from '../../reads/day-series/periods.js';
import { COUNTRIES, CURRENCIES, DATE_FORMATS, MARKETS, MEASUREMENT_UNITS } from '@wellness/contract';
import { accountTotals } from '../../reads/account-totals/repository.js';
import { csvExport, jsonExport } from './export-stream.js';
import { importBackup } from './import-backup.js';
import { milestones } from './milestones.js';
import * as repo from './repository.js';

export interface AccountDataDeps {
  db: Db;
  kind: DatabaseKind;
  clock: Clock;
  emailChanges: {
    request(user: { id: string; name: string; email: string }, newEmail: string, clientIp: string): Promise<void>;
    pending(userId: string): Promise<string | null>;
  };
  /** Throws 400 naming `field` when the password is wrong (counted by the sign-in back-off), 429 while it waits. */
  confirmPassword(user: { id: string; email: string }, password: string, clientIp: string, field: string): Promise<void>;
  streaks(owner: Owner): Promise<{ currentStreak: number; longestStreak: number }>;
  /** Every focus aid the user knows (built in and custom), which the CSV names an entry's aids by. */
  knownAids(owner: Owner): Promise<ReadonlyMap<string, FocusAid>>;
  /** Each feature's part of the backup: what export, import and clearing the data compose. */
  sections: BackupSections;
}

export interface ProfileChange {
  name: string;
  email: string;
  timezone: string;
  preferences?: { regional: RegionalSettings } | undefined;
  /** Required when the e-mail changes (issue 26). */
  currentPassword?: string | undefined;
}

export interface ExportDownload {
  fileName: string;
  contentType: string;
  chunks: AsyncGenerator<string>;
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function createAccountDataService(deps: AccountDataDeps) {
  const { db, clock, sections } = deps;
  /** Each section's user-keyed table, later kinds first: a record links only to kinds before it. */
  const tablesToClear = BACKUP_KINDS.map((kind) => sections[kind].tables[0]).reverse();

  async function profile(userId: string): Promise<Profile> {
    const row = await repo.profileColumns(db, userId);
    if (!row) throw new AppError('unauthorized', 'Authentication required');
    return {
      name: row.name,
      email: row.email,
      pendingEmail: await deps.emailChanges.pending(userId),
      timezone: row.timezone,
      memberSince: row.created_at,
      subscription: { tier: row.subscription_tier },
      preferences: {
        regional: {
          country: storedEnum(COUNTRIES, row.country, 'country'),
          market: storedEnum(MARKETS, row.market, 'market'),
          currency: storedEnum(CURRENCIES, row.currency, 'currency'),
          dateFormat: storedEnum(DATE_FORMATS, row.date_format, 'date_format'),
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
        await deps.confirmPassword(user, change.currentPassword, clientIp, 'currentPassword');
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
          measurement_units: regional.measurementUnits,
        }),
      });
      if (emailChanges) await deps.emailChanges.request({ ...user, name: change.name }, change.email, clientIp);
      return profile(user.id);
    },

    async usageStats(owner: Owner): Promise<UsageStats> {
      const [totals, streaks, row] = await Promise.all([accountTotals(db, owner.id), deps.streaks(owner), repo.profileColumns(db, owner.id)]);
      const focusHours = oneDecimal(totals.focusSeconds / 3600);
      return {
        overview: { totalEntries: totals.entries, daysTracked: totals.daysTracked, memberSince: row?.created_at ?? '' },
        activity: {
          currentStreak: streaks.currentStreak,
          totalFocusHours: focusHours,
          avgRating: totals.avgRating === null ? null : oneDecimal(totals.avgRating),
        },
        milestones: milestones({ entries: totals.entries, doses: totals.doses, sessions: totals.sessions, focusHours, longestStreak: streaks.longestStreak }),
        dataBreakdown: { entries: totals.entries, supplements: totals.substances, doses: totals.doses, sessions: totals.sessions },
      };
    },

    async export(
      owner: Owner,
      request: {
        format: ExportFormat;
        dateRange: Period;
        includeEntries: boolean;
        includeSupplements: boolean;
        includeFocusAids: boolean;
        includeSessions: boolean;
      },
    ): Promise<ExportDownload> {
      const now = clock.now();
      const today = calendarDayIn(now, owner.timezone);
      const scope: ExportScope = { userId: owner.id, fromDay: periodFirstDay(request.dateRange, today), ...request };
      const fileName = exportFileName(request.dateRange, today, request.format);
      if (request.format === 'csv') {
        const aids = request.includeFocusAids ? await deps.knownAids(owner) : new Map<string, FocusAid>();
        return { fileName, contentType: 'text/csv; charset=utf-8', chunks: csvExport(db, sections, scope, aids) };
      }
      return { fileName, contentType: 'application/json; charset=utf-8', chunks: jsonExport(db, sections, scope, now.toISOString()) };
    },

    async import(owner: Owner, file: BackupFile): Promise<ImportResult> {
      return db.transaction().execute(async (trx) => {
        await accounts.lockUserRow(trx, deps.kind, owner.id);
        return importBackup(sections, file, { trx, owner, now: clock.now().toISOString() });
      });
    },

    /** Only the exact confirmation text clears; every section's rows go in one transaction, the account stays. */
    async clearData(owner: Owner, confirmation: string): Promise<string> {
      if (confirmation !== CLEAR_DATA_CONFIRMATION) {
        throw new AppError('validation', ACCOUNT_MESSAGES.clearMismatch, { details: [{ path: 'confirmation', message: ACCOUNT_MESSAGES.clearMismatch }] });
      }
      await db.transaction().execute(async (trx) => {
        for (const table of tablesToClear) await deleteUserRows(trx, table, owner.id);
      });
      return ACCOUNT_MESSAGES.cleared;
    },

    /** Removes the account and, by ON DELETE CASCADE, everything it owns; the password is asked again, guesses bounded by the sign-in back-off. */
    async deleteAccount(user: { id: string; email: string }, password: string, clientIp: string): Promise<string> {
      await deps.confirmPassword(user, password, clientIp, 'password');
      await accounts.deleteUser(db, user.id);
      return ACCOUNT_MESSAGES.accountDeleted;
    },
  };
}
