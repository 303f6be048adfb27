/**
 * Reading an uploaded backup file: the bounded depth and NUL scan, `JSON.parse` and the contract's
 * check of the backup format, as one pure step (`http/json-bytes-body.ts`). It runs in the import worker (`import-worker.ts`), never on the
 * main thread, because a file of tens of MB takes seconds to parse and check. The outcome is plain data so it
 * crosses the thread boundary as it is: the parsed file, or the 400 it amounts to.
 */
import { ACCOUNT_MESSAGES, backupFileSchema, type BackupFile, type ErrorDetail } from '@wellness/contract';
import { readJsonBytes } from '../../http/json-bytes-body.js';

export type ParsedBackup =
  { ok: true; file: BackupFile } | { ok: false; problem: 'malformed' } | { ok: false; problem: 'invalid'; error: string; details: ErrorDetail[] };

export function parseBackup(bytes: Uint8Array): ParsedBackup {
  const read = readJsonBytes(bytes, backupFileSchema, ACCOUNT_MESSAGES.importTooDeep);
  return read.ok ? { ok: true, file: read.value } : read;
}
