/**
 * HTTP routes of imports from other trackers: `POST /imports/preview` and `POST /imports`, both with the body
 * `{ source, content, mapping }` (contract imports.ts). The body is kept as bytes and read by a worker thread, like the
 * backup import's: a file of tens of MB is never parsed on the main thread.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, IMPORT_LIMITS, importDoneSchema, importPreviewSchema, importRequestSchema } from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { ImportService } from './service.js';

/** The body: the file's text (or base64) at most, plus the mapping and JSON's escapes. */
export const IMPORT_BODY_LIMIT = IMPORT_LIMITS.contentChars + 2 * 1024 * 1024;

/** The request body as bytes, held privately: nothing on the main thread walks or parses it. */
class RawImport {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

function bytesOf(body: unknown): Buffer {
  if (!(body instanceof RawImport)) throw new AppError('validation', 'Expected a JSON body', { details: [{ path: 'body', message: 'Expected a JSON body' }] });
  return body.bytes;
}

export async function importRoutes(app: FastifyInstance, options: { imports: ImportService; requireUser: RequireUser }): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => {
      done(null, new RawImport(Buffer.isBuffer(body) ? body : Buffer.from(body)));
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    // The routes declare the contract's body, so /api/docs describes it; the worker checks the bytes against it.
    const common = {
      onRequest: options.requireUser,
      bodyLimit: IMPORT_BODY_LIMIT,
      validatorCompiler: () => (value: unknown) => ({ value }),
    };
    const errors = { 400: errorBodySchema, 401: errorBodySchema, 413: errorBodySchema, 503: errorBodySchema };
    r.post(
      '/imports/preview',
      {
        ...common,
        schema: { tags: ['imports'], security: [{ bearerAuth: [] }], body: importRequestSchema, response: { 200: importPreviewSchema, ...errors } },
      },
      async (request) => options.imports.preview(currentUser(request), bytesOf(request.body)),
    );
    r.post(
      '/imports',
      { ...common, schema: { tags: ['imports'], security: [{ bearerAuth: [] }], body: importRequestSchema, response: { 200: importDoneSchema, ...errors } } },
      async (request) => options.imports.import(currentUser(request), bytesOf(request.body)),
    );
  });
}
