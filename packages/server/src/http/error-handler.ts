/**
 * Maps every error to the API's one error body (`error`, a machine-readable `code`, `details` for validation):
 * known errors keep their message, anything else is a generic 500 whose detail goes to the log only. Every body is
 * bounded (`boundedErrorBody`): a message or path echoing the request is cut, and the details stop at a total size.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_MESSAGES, MAX_ERROR_DETAILS, type ErrorBody, type ErrorCode, type ErrorDetail } from '@wellness/contract';
import { AppError, type AppErrorKind } from './app-error.js';

const CODE_BY_KIND: Record<AppErrorKind, ErrorCode> = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  too_large: 'BODY_TOO_LARGE',
  rate_limited: 'RATE_LIMITED',
  unavailable: 'UNAVAILABLE',
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/**
 * The longest message or path an error body carries, in characters. The longest message of the spec is about 200;
 * what goes past this echoes the request (zod lists every unknown key in one message: 300,000 keys made 3.8 MB).
 */
export const MAX_DETAIL_CHARS = 500;
/** The largest error body, in bytes of its JSON: about 50 details of ordinary length fit several times over. */
export const MAX_ERROR_BODY_BYTES = 32 * 1024;
/** Room kept for `"details":[]` and the closing "… more problems not listed" line. */
const DETAILS_RESERVE_BYTES = 128;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** Cuts a text to MAX_DETAIL_CHARS, ending with "…", never between the two halves of a surrogate pair. */
export function cutText(text: string): string {
  if (text.length <= MAX_DETAIL_CHARS) return text;
  let end = MAX_DETAIL_CHARS - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

const moreLine = (count: number): ErrorDetail => ({ path: '', message: `${count} more problems not listed` });

/**
 * A huge wrong array yields one issue per element; the answer names the first few (at most MAX_ERROR_DETAILS, and
 * as many as fit in MAX_ERROR_BODY_BYTES with the rest of the body) and says how many more.
 */
export function boundedDetails(details: ErrorDetail[], budgetBytes = MAX_ERROR_BODY_BYTES): ErrorDetail[] {
  const kept: ErrorDetail[] = [];
  let size = DETAILS_RESERVE_BYTES;
  for (const detail of details.slice(0, MAX_ERROR_DETAILS)) {
    const cut = { path: cutText(detail.path), message: cutText(detail.message) };
    const bytes = jsonBytes(cut) + 1;
    if (size + bytes > budgetBytes) break;
    kept.push(cut);
    size += bytes;
  }
  if (kept.length === details.length) return kept;
  const shown = kept.slice(0, MAX_ERROR_DETAILS - 1);
  return [...shown, moreLine(details.length - shown.length)];
}

/**
 * The one way an error body leaves the server: its message cut, its details bounded in number and size. A validation
 * error with a single problem leads with that problem's own words ("Password must meet all requirements") rather
 * than the generic "Invalid input": clients show `error`, and the specification's messages are the specific ones.
 */
export function boundedErrorBody(body: ErrorBody): ErrorBody {
  const only = body.details?.length === 1 ? body.details[0] : undefined;
  const lead = only !== undefined && body.error === GENERIC_MESSAGES.validationFailed && only.message !== '' ? only.message : body.error;
  const bounded: ErrorBody = { error: cutText(lead), code: body.code };
  if (body.details) bounded.details = boundedDetails(body.details, MAX_ERROR_BODY_BYTES - jsonBytes(bounded));
  return bounded;
}

function validationDetails(error: FastifyError): ErrorDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: path || (error.validationContext ?? 'body'), message: issue.message ?? 'Invalid value' };
  });
}

const MALFORMED_JSON_BODY: ErrorBody = {
  error: GENERIC_MESSAGES.malformedJson,
  code: 'MALFORMED_JSON',
  details: [{ path: 'body', message: GENERIC_MESSAGES.malformedJson }],
};

/**
 * Fastify's own client errors (bad JSON, wrong content type, too large) carry a 4xx status and a code. A body that is
 * not JSON is bad input like any other: 400, the status list of the API's conventions, not Fastify's 415.
 */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { error: GENERIC_MESSAGES.bodyTooLarge, code: 'BODY_TOO_LARGE' } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    body: {
      error: GENERIC_MESSAGES.unsupportedMediaType,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: [{ path: 'content-type', message: GENERIC_MESSAGES.sendJson }],
    },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: MALFORMED_JSON_BODY },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, body: MALFORMED_JSON_BODY },
};

/**
 * Errors the router raises before any route runs (a malformed percent-encoding, a path parameter past the
 * router's limit). Fastify's own answer echoes the URL back and uses 414, a status the API never answers; these get
 * the usual 400 body instead. Installed as the server's `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long' : 'The address is not valid';
  void reply.status(400).send(boundedErrorBody({ error: GENERIC_MESSAGES.validationFailed, code: 'VALIDATION_FAILED', details: [{ path: 'url', message }] }));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(Math.max(1, Math.ceil(error.options.retryAfterSeconds))));
      }
      const body: ErrorBody = { error: error.message, code: CODE_BY_KIND[error.kind] };
      if (error.options.details) body.details = error.options.details;
      return reply.status(error.status).send(boundedErrorBody(body));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = { error: GENERIC_MESSAGES.validationFailed, code: 'VALIDATION_FAILED', details: validationDetails(error) };
      return reply.status(400).send(boundedErrorBody(body));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(known.body);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return reply.status(400).send(MALFORMED_JSON_BODY);
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      const code = CODE_BY_STATUS[error.statusCode] ?? 'VALIDATION_FAILED';
      return reply.status(error.statusCode).send(boundedErrorBody({ error: error.message, code }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: GENERIC_MESSAGES.internal, code: 'INTERNAL' } satisfies ErrorBody);
  });
}
