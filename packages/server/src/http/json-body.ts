/**
 * The app's JSON body parser, in place of Fastify's default: the raw bytes are scanned once (`json-scan-bytes.ts`) before
 * `JSON.parse` builds anything, so a body nested past MAX_JSON_DEPTH is refused with 400 at the cost of one look at
 * each character, and a NUL written as `\u0000` is found in the same pass (the guard in `nul-guard.ts` then needs to
 * walk only the path and query). Everything else is Fastify's own parser: the malformed answers and the `__proto__` /
 * `constructor` poisoning refusal. An empty body declared as JSON is no body (many clients send the header on every
 * call, logout and pause included): a call that takes none answers as usual, one that needs a body says it is missing.
 * A route may still register its own parser in its scope.
 */
import type { FastifyInstance } from 'fastify';
import { GENERIC_MESSAGES, INPUT_MESSAGES } from '@wellness/contract';
import { AppError } from './app-error.js';
import { MAX_JSON_DEPTH, scanJsonText } from './json-scan.js';
import { scanJsonBytes } from './json-scan-bytes.js';
import { installMissingBodyAsEmpty } from './missing-body.js';
import { findNul, nulError } from './nul-guard.js';

const NUL_ESCAPE = '\\u0000';
// Same length and structure, no NUL: replacing it anywhere changes only the contents of strings.
const HARMLESS_ESCAPE = '\\u0001';

export function tooDeepError(): AppError {
  return new AppError('validation', GENERIC_MESSAGES.validationFailed, {
    details: [{ path: 'body', message: INPUT_MESSAGES.nestedTooDeep(MAX_JSON_DEPTH) }],
  });
}

/** Must be installed before the routes' plugins, which inherit it; with it, a missing body validates as {} (missing-body.ts). */
export function installJsonBodyParser(server: FastifyInstance): void {
  installMissingBodyAsEmpty(server);
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    if (bytes.length === 0) {
      done(null, undefined);
      return;
    }
    // The bytes are scanned where they lie: decoding a refused megabyte would cost more than everything else.
    const scan = scanJsonBytes(bytes);
    if (scan.ok) {
      parseJson(request, bytes.toString('utf8'), done);
      return;
    }
    if (scan.problem === 'too-deep') {
      done(tooDeepError(), undefined);
      return;
    }
    // The scan stops at the first problem, so after a NUL the rest has not been measured yet: measure it (with the
    // NULs made harmless) before parsing, then parse only to name where the NUL is, as the guard always has.
    const text = bytes.toString('utf8');
    if (!scanJsonText(text.replaceAll(NUL_ESCAPE, HARMLESS_ESCAPE)).ok) {
      done(tooDeepError(), undefined);
      return;
    }
    parseJson(request, text, (error, value: unknown) => {
      done(error ?? nulError(findNul(value) ?? 'body'), undefined);
    });
  });
}
