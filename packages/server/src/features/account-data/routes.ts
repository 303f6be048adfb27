/**
 * HTTP routes of Settings › Account & Data (the export is authenticated like every call, by the bearer token, never
 * by a link); the import's body is read by a worker thread.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  BACKUP_MAX_BYTES,
  backupFileSchema,
  clearDataRequestSchema,
  clearDataResponseSchema,
  errorBodySchema,
  exportRequestSchema,
  importResultSchema,
  usageStatsSchema,
} from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import { readBackupFile } from './backup-parsing.js';
import type { AccountDataService } from './service.js';

/** The file itself (JSON or CSV), streamed; documented, not serialized. */
const exportFileSchema = z.unknown().describe('The export file: a JSON backup or a CSV table (docs/data-export.md)');

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/**
 * The uploaded file as bytes, held privately: nothing on the main thread walks or parses it (the NUL guard sees an
 * object without enumerable fields); the import worker does (`backup-parsing.ts`).
 */
class RawBackup {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/**
 * `POST /settings/import` in a scope of its own, whose only body parser keeps JSON as bytes: a file of
 * tens of MB is parsed and checked in a worker, so the main thread never runs `JSON.parse` or the zod check on it.
 * The route still declares the contract's schema, so /api/docs describes the body; its validator lets the bytes
 * through, as the worker checks them against that same schema.
 */
async function importRoute(scope: FastifyInstance, options: { accountData: AccountDataService; requireUser: RequireUser }): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BACKUP_MAX_BYTES }, (_request, body, done) => {
    done(null, new RawBackup(Buffer.isBuffer(body) ? body : Buffer.from(body)));
  });
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/settings/import',
    {
      onRequest: options.requireUser,
      bodyLimit: BACKUP_MAX_BYTES,
      validatorCompiler: () => (value) => ({ value }),
      schema: { tags: ['settings'], security: [{ bearerAuth: [] }], body: backupFileSchema, response: { 200: importResultSchema, ...errors } },
    },
    async (request) => options.accountData.import(currentUser(request), await backupOf(request.body)),
  );
  // The same file and checks, run as a dry run: what the import would add and what is already there.
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/settings/import/preview',
    {
      onRequest: options.requireUser,
      bodyLimit: BACKUP_MAX_BYTES,
      validatorCompiler: () => (value) => ({ value }),
      schema: { tags: ['settings'], security: [{ bearerAuth: [] }], body: backupFileSchema, response: { 200: importResultSchema, ...errors } },
    },
    async (request) => options.accountData.previewImport(currentUser(request), await backupOf(request.body)),
  );
}

/** The body the scope's parser kept as bytes, parsed and checked in the import worker. */
async function backupOf(raw: unknown) {
  if (!(raw instanceof RawBackup))
    throw new AppError('validation', ACCOUNT_MESSAGES.importInvalid, { details: [{ path: 'body', message: 'Expected a JSON file' }] });
  return readBackupFile(raw.bytes);
}

export async function accountDataRoutes(app: FastifyInstance, options: { accountData: AccountDataService; requireUser: RequireUser }): Promise<void> {
  const { accountData, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['settings'], security: [{ bearerAuth: [] }] };

  r.get('/settings/usage-stats', { onRequest, schema: { ...common, response: { 200: usageStatsSchema, 401: errorBodySchema } } }, async (request) =>
    accountData.usageStats(currentUser(request)),
  );
  r.post(
    '/settings/export',
    { onRequest, schema: { ...common, body: exportRequestSchema, response: { 200: exportFileSchema, ...errors } } },
    async (request, reply) => {
      const download = await accountData.export(currentUser(request), request.body);
      return reply
        .type(download.contentType)
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(download.chunks));
    },
  );
  await app.register(async (scope) => importRoute(scope, options));
  r.post(
    '/settings/clear-data',
    { onRequest, schema: { ...common, body: clearDataRequestSchema, response: { 200: clearDataResponseSchema, ...errors } } },
    async (request) => ({ message: await accountData.clearData(currentUser(request), request.body.confirmation) }),
  );
}
