/** HTTP routes of Settings › Account & Data (api-decisions §4, §6: export authenticated like every call). */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BACKUP_MAX_BYTES,
  backupFileSchema,
  clearDataRequestSchema,
  clearDataResponseSchema,
  deleteAccountRequestSchema,
  errorBodySchema,
  exportRequestSchema,
  importResultSchema,
  messageResponseSchema,
  profileSchema,
  profileUpdateSchema,
  usageStatsSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { AccountDataService } from './service.js';

/** The file itself (JSON or CSV), streamed; documented, not serialized. */
const exportFileSchema = z.unknown().describe('The export file: a JSON backup or a CSV table (docs/data-export.md)');

const errors = { 400: errorBodySchema, 401: errorBodySchema };

export async function accountDataRoutes(app: FastifyInstance, options: { accountData: AccountDataService; requireUser: RequireUser }): Promise<void> {
  const { accountData, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['settings'], security: [{ bearerAuth: [] }] };

  r.get('/settings/profile', { onRequest, schema: { ...common, response: { 200: profileSchema, 401: errorBodySchema } } }, async (request) =>
    accountData.profile(currentUser(request)),
  );
  r.put(
    '/settings/profile',
    { onRequest, schema: { ...common, body: profileUpdateSchema, response: { 200: profileSchema, 429: errorBodySchema, ...errors } } },
    async (request) => accountData.updateProfile(currentUser(request), request.body, request.ip),
  );
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
  r.post(
    '/settings/import',
    { onRequest, bodyLimit: BACKUP_MAX_BYTES, schema: { ...common, body: backupFileSchema, response: { 200: importResultSchema, ...errors } } },
    async (request) => accountData.import(currentUser(request), request.body),
  );
  r.post(
    '/settings/clear-data',
    { onRequest, schema: { ...common, body: clearDataRequestSchema, response: { 200: clearDataResponseSchema, ...errors } } },
    async (request) => ({ message: await accountData.clearData(currentUser(request), request.body.confirmation) }),
  );
  r.post(
    '/settings/delete-account',
    { onRequest, schema: { ...common, body: deleteAccountRequestSchema, response: { 200: messageResponseSchema, 429: errorBodySchema, ...errors } } },
    async (request) => ({ message: await accountData.deleteAccount(currentUser(request), request.body.password, request.ip) }),
  );
}
