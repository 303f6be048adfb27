/**
 * Converts import requests off the main thread: a few long-lived worker threads (`import-conversion-worker.ts`,
 * through lib/worker-pool.ts), at most two requests at once per process with a short queue behind them.
 */
import { ACCOUNT_MESSAGES } from '@wellness/contract';
import type { ConversionJob, ConversionOutcome } from './features/imports/convert.js';
import { AppError } from './http/app-error.js';
import { QueueFullError } from './lib/semaphore.js';
import { createWorkerPool } from './lib/worker-pool.js';

const pool = createWorkerPool<ConversionJob, ConversionOutcome>({
  module: 'import-conversion-worker',
  concurrency: 2,
  maxWaiting: 8,
  idleMs: 30_000,
});

/** The request's bytes move to the worker (a copy of their own, so the body's buffer is not taken from under it). */
export async function convertInWorker(job: ConversionJob): Promise<ConversionOutcome> {
  const bytes = new Uint8Array(job.bytes);
  try {
    return await pool.run({ ...job, bytes }, [bytes.buffer]);
  } catch (error) {
    if (error instanceof QueueFullError) throw new AppError('unavailable', ACCOUNT_MESSAGES.importBusy, { retryAfterSeconds: 5 });
    throw error;
  }
}
