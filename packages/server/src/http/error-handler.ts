/** Maps every error to api-decisions §2 bodies: known errors keep their message, anything else is a generic 500. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_MESSAGES, type ErrorBody, type ErrorDetail } from '@wellness/contract';
import { AppError } from './app-error.js';

function validationDetails(error: FastifyError): ErrorDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: path || (error.validationContext ?? 'body'), message: issue.message ?? 'Invalid value' };
  });
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) carry a 4xx status and a code. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: GENERIC_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: GENERIC_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: GENERIC_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: GENERIC_MESSAGES.malformedJson },
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(Math.max(1, Math.ceil(error.options.retryAfterSeconds))));
      }
      const body: ErrorBody = { error: error.message };
      if (error.options.details) body.details = error.options.details;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = { error: GENERIC_MESSAGES.validationFailed, details: validationDetails(error) };
      return reply.status(400).send(body);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message } satisfies ErrorBody);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ error: GENERIC_MESSAGES.malformedJson } satisfies ErrorBody);
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: GENERIC_MESSAGES.internal } satisfies ErrorBody);
  });
}
