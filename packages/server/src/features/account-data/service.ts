/**
 * Settings › Account & Data: usage statistics, export (a stream), import (one transaction), and clearing every row
 * the user owns while keeping the account (the profile and deleting the account are the account feature's). What it
 * needs from other features (the streaks of Analytics, the known focus aids, the condition catalog) comes from the
 * composition root.
 */
import {
  ACCOUNT_MESSAGES,
  BACKUP_FORMAT,
  BACKUP_KINDS,
  BACKUP_VERSION,
  type BackupData,
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
import { restoreBackup, type Restored } from './import-backup.js';
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

/** What writing records converted from another tracker's file did (or, in a dry run, would do). */
export type RecordsImport = Restored;

/** Thrown inside a dry run's transaction so that it rolls back, carrying what the run found. */
class DryRunDone extends Error {
  constructor(readonly outcome: Restored) {
    super('dry run rolled back');
  }
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function createAccountDataService(deps: AccountDataDeps) {
  const { db, clock, sections } = deps;
  /** Each section's user-keyed table, later kinds first: a record links only to kinds before it. */
  const tablesToClear = BACKUP_KINDS.map((kind) => sections[kind].tables[0]).reverse();

  /** Restores `file` in one transaction holding the user's row; a dry run rolls it back and still says what it found. */
  async function restore(owner: Owner, file: BackupFile, dryRun: boolean): Promise<Restored> {
    try {
      return await accounts.inUserTransaction(db, deps.kind, owner.id, async (trx) => {
        const restored = await restoreBackup(sections, file, { trx, owner, now: clock.now().toISOString() });
        if (dryRun) throw new DryRunDone(restored);
        return restored;
      });
    } catch (error) {
      if (error instanceof DryRunDone) return error.outcome;
      throw error;
    }
  }

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
      return { message: ACCOUNT_MESSAGES.importDone, counts: (await restore(owner, file, false)).counts };
    },

    /**
     * What importing the backup would do, counted by the import itself run in a transaction that is rolled back: the
     * records it would add and those already in the account, or the same refusal the import would give.
     */
    async previewImport(owner: Owner, file: BackupFile): Promise<ImportResult> {
      return { message: ACCOUNT_MESSAGES.importPreviewed, counts: (await restore(owner, file, true)).counts };
    },

    /**
     * Records converted from another tracker's file (features/imports), written as a restore writes a backup: the same
     * checks, caps, links and "already present" counting, in one transaction. A dry run does all of it and rolls back,
     * so a preview's counts are exactly what the import will do.
     */
    async importRecords(owner: Owner, data: BackupData, options: { dryRun: boolean }): Promise<RecordsImport> {
      const file: BackupFile = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exportedAt: clock.now().toISOString(),
        dateRange: 'all',
        includes: { entries: true, supplements: true, focusAids: false, sessions: false },
        data,
      };
      return restore(owner, file, options.dryRun);
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
