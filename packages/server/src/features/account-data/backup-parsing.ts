/**
 * Parses and checks uploaded backup files off the main thread: a file of tens of MB takes seconds to
 * parse and check, and the main thread serves every user. A few long-lived worker threads (`import-worker.ts`,
 * through lib/worker-pool.ts) do it, at most two files at once per process with a short queue behind them.
 */
import { ACCOUNT_MESSAGES, type BackupFile } from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { QueueFullError } from '../../lib/semaphore.js';
import { createWorkerPool } from '../../lib/worker-pool.js';
import type { ParsedBackup } from './parse-backup.js';

/** Files parsed at once: each takes a core for seconds, and the machine has others to serve. */
const pool = createWorkerPool<Uint8Array, ParsedBackup>({ module: 'features/account-data/import-worker', concurrency: 2, maxWaiting: 8, idleMs: 30_000 });

/** How many files are being parsed right now (the tests see that the server answers meanwhile). */
export function backupParsesInFlight(): number {
  return pool.active;
}

/** The bytes in a buffer of their own, so they move to the worker instead of being copied. */
function ownBuffer(bytes: Uint8Array): { view: Uint8Array; buffer: ArrayBuffer } {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) return { view: bytes, buffer };
  const copy = new Uint8Array(bytes);
  return { view: copy, buffer: copy.buffer };
}

/** The checked backup file, or the 400 (malformed JSON, too deep, NUL, a field against the format) it amounts to. */
export async function readBackupFile(bytes: Uint8Array): Promise<BackupFile> {
  let result: ParsedBackup;
  try {
    const { view, buffer } = ownBuffer(bytes);
    result = await pool.run(view, [buffer]);
  } catch (error) {
    if (error instanceof QueueFullError) throw new AppError('unavailable', ACCOUNT_MESSAGES.importBusy, { retryAfterSeconds: 5 });
    throw error;
  }
  if (result.ok) return result.file;
  // The error handler answers a SyntaxError as malformed JSON, like any other body that is not JSON.
  if (result.problem === 'malformed') throw new SyntaxError('The backup file is not valid JSON');
  throw new AppError('validation', result.error, { details: result.details });
}
