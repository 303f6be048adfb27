/**
 * Settings › Account & Data: usage statistics, export (a stream), import (one transaction), and clearing every row
 * the user owns while keeping the account (the profile and deleting the account are the account feature's). What it
 * needs from other features (the streaks of Analytics, the known focus aids, the condition catalog) comes from the
 * composition root.
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
  type UsageStats,
} from '@wellness/contract';
import * as accounts from '../../accounts/repository.js';
import type { BackupSections, ExportScope } from '../../backup/backup-section.js';
import { deleteUserRows } from '../../backup/backup-tables.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { periodFirstDay } from '../../reads/day-series/periods.js';
import { accountTotals } from '../../reads/account-totals/repository.js';
import { csvExport, jsonExport } from './export-stream.js';
import { importBackup } from './import-backup.js';
import { milestones } from './milestones.js';

export interface AccountDataDeps {
  db: Db;
  kind: DatabaseKind;
  clock: Clock;
  streaks(owner: Owner): Promise<{ currentStreak: number; longestStreak: number }>;
  /** Every focus aid the user knows (built in and custom), which the CSV names an entry's aids by. */
  knownAids(owner: Owner): Promise<ReadonlyMap<string, FocusAid>>;
  /** Each feature's part of the backup: what export, import and clearing the data compose. */
  sections: BackupSections;
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

  return {
    async usageStats(owner: Owner): Promise<UsageStats> {
      const [totals, streaks, memberSince] = await Promise.all([accountTotals(db, owner.id), deps.streaks(owner), accounts.memberSince(db, owner.id)]);
      const focusHours = oneDecimal(totals.focusSeconds / 3600);
      return {
        overview: { totalEntries: totals.entries, daysTracked: totals.daysTracked, memberSince: memberSince ?? '' },
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
  };
}
