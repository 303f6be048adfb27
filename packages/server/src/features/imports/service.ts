/**
 * Imports from other trackers: the preview and the import of one file. The file is read and converted in a worker
 * (given by the composition root, with the interaction knowledge's recognition of substance names); what the user
 * already has is read first and handed to it. The records are written by Account & Data's restore (given too), in
 * one transaction; the preview is the same run rolled back, so its counts are exactly what the import will do.
 */
import {
  ACCOUNT_MESSAGES,
  IMPORT_KINDS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  MAX_ERROR_DETAILS,
  type BackupData,
  type ErrorDetail,
  type ImportDone,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
} from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { QueueFullError, Semaphore } from '../../lib/semaphore.js';
import type { Conversion } from './conversion.js';
import type { ConversionJob, ConversionOutcome } from './convert.js';

export interface ImportDeps {
  clock: Clock;
  /** Reads and converts a request's body in a worker thread (QueueFullError when too many run). */
  convert(job: ConversionJob): Promise<ConversionOutcome>;
  /** The user's substances (all types) by id and name, and their own mood tags' names. */
  userContext(owner: Owner): Promise<{ substances: Array<{ id: string; name: string }>; customTags: string[] }>;
  /** Account & Data's restore of records; a dry run rolls back. */
  importRecords(owner: Owner, data: BackupData, options: { dryRun: boolean }): Promise<{ counts: ImportResult['counts']; present: ReadonlySet<string> }>;
}

export type ImportService = ReturnType<typeof createImportService>;

const zero = () => ({ substances: 0, moodTags: 0, doses: 0, entries: 0 });
const busy = () => new AppError('unavailable', ACCOUNT_MESSAGES.importBusy, { retryAfterSeconds: 5 });

/** The unreadable rows as details, each at its line (the error handler shows at most MAX_ERROR_DETAILS). */
function unreadableDetails(conversion: Conversion): ErrorDetail[] {
  const place = (line: number) => (conversion.columns.length === 0 ? `entry ${line}` : `line ${line}`);
  const rows = conversion.rows.filter((row) => row.outcome === 'unreadable');
  const shown = rows.slice(0, rows.length > MAX_ERROR_DETAILS ? MAX_ERROR_DETAILS - 1 : rows.length);
  const details = shown.map((row) => ({ path: place(row.line), message: row.reason ?? 'This row cannot be read' }));
  if (shown.length < rows.length) details.push({ path: '', message: `${(rows.length - shown.length).toLocaleString('en-US')} more rows not listed` });
  return details;
}

/** A restore's refusal, its record paths (`data.entries.3.notes`) put as the file's lines. */
function onLines(error: unknown, conversion: Conversion): unknown {
  if (!(error instanceof AppError) || error.kind !== 'validation') return error;
  const details = (error.options.details ?? []).map((detail) => {
    const m = /^data\.(\w+)\.(\d+)/.exec(detail.path);
    const line = m && (IMPORT_KINDS as readonly string[]).includes(m[1] ?? '') ? conversion.lines[m[1] as ImportKind][Number(m[2])] : undefined;
    return line === undefined ? detail : { path: conversion.columns.length === 0 ? `entry ${line}` : `line ${line}`, message: detail.message };
  });
  const message = error.message.includes('Wellness Tracker export')
    ? IMPORT_MESSAGES.unreadableRows(details.length)
    : error.message.replace('This backup', 'This import');
  return new AppError('validation', message, { details });
}

export function createImportService(deps: ImportDeps) {
  // Imports hold a worker and a transaction for seconds: a few at once per process, a short queue behind them.
  const running = new Semaphore(2, 8);

  async function convert(owner: Owner, bytes: Uint8Array) {
    const user = { userId: owner.id, timezone: owner.timezone, now: deps.clock.now().toISOString(), ...(await deps.userContext(owner)) };
    const outcome = await deps.convert({ bytes, user });
    if (!outcome.ok) {
      // The error handler answers a SyntaxError as malformed JSON, like any other body that is not JSON.
      if (outcome.problem === 'malformed') throw new SyntaxError('The import request is not valid JSON');
      throw new AppError('validation', outcome.error, { details: outcome.details });
    }
    const { result } = outcome;
    if (!result.ok)
      throw new AppError('validation', result.message, {
        details: result.details.length > 0 ? result.details : [{ path: 'content', message: result.message }],
      });
    return { outcome, conversion: result };
  }

  async function guarded<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await running.run(task);
    } catch (error) {
      if (error instanceof QueueFullError) throw busy();
      throw error;
    }
  }

  async function write(owner: Owner, conversion: Conversion, dryRun: boolean) {
    try {
      return await deps.importRecords(owner, conversion.data, { dryRun });
    } catch (error) {
      throw onLines(error, conversion);
    }
  }

  return {
    preview(owner: Owner, bytes: Uint8Array): Promise<ImportPreview> {
      return guarded(async () => {
        const { outcome, conversion } = await convert(owner, bytes);
        const { counts, present } = await write(owner, conversion, true);
        const add = zero();
        const alreadyPresent = zero();
        for (const kind of IMPORT_KINDS) {
          add[kind] = counts[kind]?.added ?? 0;
          alreadyPresent[kind] = counts[kind]?.alreadyPresent ?? 0;
        }
        alreadyPresent.substances += conversion.named.substances;
        alreadyPresent.moodTags += conversion.named.moodTags;
        const rows = conversion.rows.slice(0, IMPORT_LIMITS.previewRows).map(({ ids, ...row }) => ({
          ...row,
          outcome: row.outcome === 'add' && ids.length > 0 && ids.every((id) => present.has(id)) ? ('already-present' as const) : row.outcome,
        }));
        return {
          source: outcome.source,
          mapping: conversion.mapping,
          columns: conversion.columns,
          usage: conversion.usage,
          counts: {
            rows: conversion.rows.length,
            add,
            alreadyPresent,
            skippedRows: conversion.rows.filter((row) => row.outcome === 'skip').length,
            unreadableRows: conversion.rows.filter((row) => row.outcome === 'unreadable').length,
          },
          rows,
          truncated: conversion.rows.length > IMPORT_LIMITS.previewRows,
        };
      });
    },

    import(owner: Owner, bytes: Uint8Array): Promise<ImportDone> {
      return guarded(async () => {
        const { outcome, conversion } = await convert(owner, bytes);
        if (outcome.source === 'csv' && !outcome.csvMappingGiven) {
          throw new AppError('validation', IMPORT_MESSAGES.mappingNeeded, { details: [{ path: 'mapping.csv', message: IMPORT_MESSAGES.mappingNeeded }] });
        }
        const unreadableRows = conversion.rows.filter((row) => row.outcome === 'unreadable').length;
        if (unreadableRows > 0 && !outcome.leaveOutUnreadableRows) {
          throw new AppError('validation', IMPORT_MESSAGES.unreadableRows(unreadableRows), { details: unreadableDetails(conversion) });
        }
        const { counts } = await write(owner, conversion, false);
        const all: ImportResult['counts'] = {};
        for (const kind of IMPORT_KINDS) {
          const count = counts[kind] ?? { added: 0, alreadyPresent: 0 };
          const named = kind === 'substances' || kind === 'moodTags' ? conversion.named[kind] : 0;
          all[kind] = { added: count.added, alreadyPresent: count.alreadyPresent + named };
        }
        return {
          message: IMPORT_MESSAGES.done,
          counts: all,
          skippedRows: conversion.rows.filter((row) => row.outcome === 'skip').length,
          unreadableRows,
        };
      });
    },
  };
}
