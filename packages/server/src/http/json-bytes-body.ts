/**
 * A JSON body kept as bytes (a file of tens of MB), read in a worker as one pure step: the bounded depth and NUL
 * scan, `JSON.parse`, and the contract's check. The outcome is plain data so it crosses the thread boundary as it
 * is: the checked value, or the 400 it amounts to. The backup import and the imports from other trackers read their
 * bodies this way.
 */
import { GENERIC_MESSAGES, INPUT_MESSAGES, MAX_ERROR_DETAILS, type ErrorDetail } from '@wellness/contract';
import type { z } from 'zod';
import { scanJsonText } from './json-scan.js';

export type JsonBytesBody<T> =
  { ok: true; value: T } | { ok: false; problem: 'malformed' } | { ok: false; problem: 'invalid'; error: string; details: ErrorDetail[] };

/** `tooDeep` is what the answer says of a body nested deeper than any the route takes. */
export function readJsonBytes<S extends z.ZodType>(bytes: Uint8Array, schema: S, tooDeep: string): JsonBytesBody<z.output<S>> {
  const text = new TextDecoder().decode(bytes);
  const scan = scanJsonText(text);
  if (!scan.ok) {
    const message = scan.problem === 'nul' ? INPUT_MESSAGES.nulCharacter : tooDeep;
    return { ok: false, problem: 'invalid', error: GENERIC_MESSAGES.validationFailed, details: [{ path: 'body', message }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Its message quotes the text; the answer says only that the JSON is malformed, as for any other body.
    return { ok: false, problem: 'malformed' };
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  // Only what the answer can show crosses back (the error handler lists at most MAX_ERROR_DETAILS), not every issue.
  const { issues } = result.error;
  const shown = issues.length > MAX_ERROR_DETAILS ? issues.slice(0, MAX_ERROR_DETAILS - 1) : issues;
  const details = shown.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }));
  if (shown.length < issues.length) details.push({ path: '', message: `${issues.length - shown.length} more problems not listed` });
  return { ok: false, problem: 'invalid', error: GENERIC_MESSAGES.validationFailed, details };
}
