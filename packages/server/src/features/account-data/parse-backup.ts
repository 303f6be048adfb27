/**
 * Reading an uploaded backup file: the bounded depth and NUL scan, `JSON.parse` and the contract's
 * check of the backup format, as one pure step. It runs in the import worker (`import-worker.ts`), never on the
 * main thread, because a file of tens of MB takes seconds to parse and check. The outcome is plain data so it
 * crosses the thread boundary as it is: the parsed file, or the 400 it amounts to.
 */
import { ACCOUNT_MESSAGES, backupFileSchema, GENERIC_MESSAGES, INPUT_MESSAGES, MAX_ERROR_DETAILS, type BackupFile, type ErrorDetail } from '@wellness/contract';
import { scanJsonText } from '../../http/json-scan.js';

export type ParsedBackup =
  { ok: true; file: BackupFile } | { ok: false; problem: 'malformed' } | { ok: false; problem: 'invalid'; error: string; details: ErrorDetail[] };

export function parseBackup(bytes: Uint8Array): ParsedBackup {
  const text = new TextDecoder().decode(bytes);
  const scan = scanJsonText(text);
  if (!scan.ok) {
    const message = scan.problem === 'nul' ? INPUT_MESSAGES.nulCharacter : ACCOUNT_MESSAGES.importTooDeep;
    return { ok: false, problem: 'invalid', error: GENERIC_MESSAGES.validationFailed, details: [{ path: 'body', message }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Its message quotes the text; the answer says only that the JSON is malformed, as for any other body.
    return { ok: false, problem: 'malformed' };
  }
  const result = backupFileSchema.safeParse(value);
  if (result.success) return { ok: true, file: result.data };
  // Only what the answer can show crosses back (the error handler lists at most MAX_ERROR_DETAILS), not every issue.
  const { issues } = result.error;
  const shown = issues.length > MAX_ERROR_DETAILS ? issues.slice(0, MAX_ERROR_DETAILS - 1) : issues;
  const details = shown.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }));
  if (shown.length < issues.length) details.push({ path: '', message: `${issues.length - shown.length} more problems not listed` });
  return { ok: false, problem: 'invalid', error: GENERIC_MESSAGES.validationFailed, details };
}
