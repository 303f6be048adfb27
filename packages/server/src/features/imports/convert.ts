/**
 * One import request's file into records, as one pure step: the request's JSON (bounded depth, no NUL), its check
 * against the contract, then the converter of its source. It runs in a worker thread (the composition root's
 * `import-conversion-worker.ts`), never on the main thread: a file of tens of MB takes seconds to read. The outcome is
 * plain data so it crosses the thread boundary as it is.
 */
import {
  GENERIC_MESSAGES,
  IMPORT_MESSAGES,
  importRequestSchema,
  INPUT_MESSAGES,
  MAX_ERROR_DETAILS,
  type ErrorDetail,
  type ImportSource,
} from '@wellness/contract';
import { scanJsonText } from '../../http/json-scan.js';
import { fail, type ConversionInput, type ConversionResult, type Recognise, type UserContext } from './conversion.js';
import { convertBearableCsv } from './bearable-csv.js';
import { convertDaylioBackup } from './daylio-backup.js';
import { convertDaylioCsv } from './daylio-csv.js';
import { convertGenericCsv } from './generic-csv.js';

export function convertImport(input: ConversionInput, recognise: Recognise): ConversionResult {
  if (input.content.trim() === '' || input.content.trim() === '\ufeff') return fail(IMPORT_MESSAGES.empty);
  switch (input.source) {
    case 'daylio-csv':
      return convertDaylioCsv(input, recognise);
    case 'daylio-backup':
      return convertDaylioBackup(input, recognise);
    case 'bearable-csv':
      return convertBearableCsv(input, recognise);
    case 'csv':
      return convertGenericCsv(input, recognise);
  }
}

export interface ConversionJob {
  bytes: Uint8Array;
  user: UserContext;
}

export type ConversionOutcome =
  | { ok: true; source: ImportSource; csvMappingGiven: boolean; leaveOutUnreadableRows: boolean; result: ConversionResult }
  | { ok: false; problem: 'malformed' }
  | { ok: false; problem: 'invalid'; error: string; details: ErrorDetail[] };

/** The request body's bytes (JSON) and the user's context → the conversion, or the 400 the body amounts to. */
export function convertRequest(job: ConversionJob, recognise: Recognise): ConversionOutcome {
  const text = new TextDecoder().decode(job.bytes);
  const scan = scanJsonText(text);
  if (!scan.ok) {
    const message = scan.problem === 'nul' ? INPUT_MESSAGES.nulCharacter : 'The request is nested too deeply';
    return { ok: false, problem: 'invalid', error: GENERIC_MESSAGES.validationFailed, details: [{ path: 'body', message }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const request = importRequestSchema.safeParse(value);
  if (!request.success) {
    const issues = request.error.issues.slice(0, MAX_ERROR_DETAILS);
    return {
      ok: false,
      problem: 'invalid',
      error: GENERIC_MESSAGES.validationFailed,
      details: issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message })),
    };
  }
  const { source, content, mapping } = request.data;
  const parsedMapping = mapping ?? { leaveOutUnreadableRows: false };
  const result = convertImport({ source, content, mapping: parsedMapping, user: job.user }, recognise);
  return { ok: true, source, csvMappingGiven: mapping?.csv !== undefined, leaveOutUnreadableRows: parsedMapping.leaveOutUnreadableRows, result };
}
