/**
 * One import request's file into records, as one pure step: the request's JSON (bounded depth, no NUL), its check
 * against the contract, then the converter of its source. It runs in a worker thread (the composition root's
 * `import-conversion-worker.ts`), never on the main thread: a file of tens of MB takes seconds to read. The outcome is
 * plain data so it crosses the thread boundary as it is.
 */
import { IMPORT_MESSAGES, importRequestSchema, type ErrorDetail, type ImportSource } from '@wellness/contract';
import { readJsonBytes } from '../../http/json-bytes-body.js';
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
  const request = readJsonBytes(job.bytes, importRequestSchema, 'The request is nested too deeply');
  if (!request.ok) return request;
  const { source, content, mapping } = request.value;
  const parsedMapping = mapping ?? { leaveOutUnreadableRows: false };
  const result = convertImport({ source, content, mapping: parsedMapping, user: job.user }, recognise);
  return { ok: true, source, csvMappingGiven: mapping?.csv !== undefined, leaveOutUnreadableRows: parsedMapping.leaveOutUnreadableRows, result };
}
