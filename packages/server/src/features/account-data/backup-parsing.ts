/**
 * Parses and checks uploaded backup files off the main thread: a file of tens of MB takes seconds to
 * parse and check, and the main thread serves every user. A few long-lived worker threads (`import-worker.ts`)
 * do it, at most PARSE_CONCURRENCY files at once per process with a short queue behind them; a worker idle for
 * IDLE_MS is stopped, so the memory a large file took is given back.
 */
import { Worker } from 'node:worker_threads';
import { ACCOUNT_MESSAGES, type BackupFile } from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { QueueFullError, Semaphore } from '../../lib/semaphore.js';
import { workerScript } from '../../lib/worker-script.js';
import type { ParsedBackup } from './parse-backup.js';

/** Files parsed at once: each takes a core for seconds, and the machine has others to serve. */
const PARSE_CONCURRENCY = 2;
const MAX_WAITING = 8;
const IDLE_MS = 30_000;

const semaphore = new Semaphore(PARSE_CONCURRENCY, MAX_WAITING);
const idle: Array<{ worker: Worker; stopTimer: NodeJS.Timeout }> = [];

/** How many files are being parsed right now (the tests see that the server answers meanwhile). */
export function backupParsesInFlight(): number {
  return semaphore.active;
}

function startWorker(): Worker {
  const { url, execArgv } = workerScript(import.meta.url, 'import-worker');
  const worker = new Worker(url, execArgv ? { execArgv } : {});
  // An idle worker never keeps the process alive (shutdown, tests).
  worker.unref();
  return worker;
}

function takeWorker(): Worker {
  const parked = idle.pop();
  if (!parked) return startWorker();
  clearTimeout(parked.stopTimer);
  return parked.worker;
}

function park(worker: Worker): void {
  const entry = { worker, stopTimer: setTimeout(() => stop(entry), IDLE_MS) };
  entry.stopTimer.unref();
  idle.push(entry);
}

function stop(entry: { worker: Worker; stopTimer: NodeJS.Timeout }): void {
  const index = idle.indexOf(entry);
  if (index >= 0) idle.splice(index, 1);
  void entry.worker.terminate();
}

/** The bytes in a buffer of their own, so they move to the worker instead of being copied. */
function ownBuffer(bytes: Uint8Array): { view: Uint8Array; buffer: ArrayBuffer } {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) return { view: bytes, buffer };
  const copy = new Uint8Array(bytes);
  return { view: copy, buffer: copy.buffer };
}

function runOn(worker: Worker, bytes: Uint8Array): Promise<ParsedBackup> {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (result: ParsedBackup) => {
      done();
      resolve(result);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`The import worker stopped (exit code ${code})`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const { view, buffer } = ownBuffer(bytes);
    worker.postMessage(view, [buffer]);
  });
}

async function parseInWorker(bytes: Uint8Array): Promise<ParsedBackup> {
  const worker = takeWorker();
  try {
    const result = await runOn(worker, bytes);
    park(worker);
    return result;
  } catch (error) {
    // A worker that failed (out of memory, crashed) is not reused.
    void worker.terminate();
    throw error;
  }
}

/** The checked backup file, or the 400 (malformed JSON, too deep, NUL, a field against the format) it amounts to. */
export async function readBackupFile(bytes: Uint8Array): Promise<BackupFile> {
  let result: ParsedBackup;
  try {
    result = await semaphore.run(() => parseInWorker(bytes));
  } catch (error) {
    if (error instanceof QueueFullError) throw new AppError('unavailable', ACCOUNT_MESSAGES.importBusy, { retryAfterSeconds: 5 });
    throw error;
  }
  if (result.ok) return result.file;
  // The error handler answers a SyntaxError as malformed JSON, like any other body that is not JSON.
  if (result.problem === 'malformed') throw new SyntaxError('The backup file is not valid JSON');
  throw new AppError('validation', result.error, { details: result.details });
}
