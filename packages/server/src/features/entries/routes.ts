/** HTTP routes of entries: create, correct (PUT) and delete, list, and the History tab's list (the same read). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEntryRequestSchema,
  entryIdParamsSchema,
  entryListQuerySchema,
  entryListResponseSchema,
  entrySchema,
  errorBodySchema,
  updateEntryRequestSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { AnswerStability } from '../../reads/answer-stability/answer-stability.js';
import type { EntryService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function entryRoutes(
  app: FastifyInstance,
  options: { entries: EntryService; requireUser: RequireUser; stability: AnswerStability },
): Promise<void> {
  const { entries, requireUser: onRequest, stability } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['entries'], security: [{ bearerAuth: [] }] };

  r.post('/entries', { onRequest, schema: { ...common, body: createEntryRequestSchema, response: { 201: entrySchema, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await entries.create(currentUser(request), request.body)),
  );
  r.put(
    '/entries/:id',
    { onRequest, schema: { ...common, params: entryIdParamsSchema, body: updateEntryRequestSchema, response: { 200: entrySchema, ...errors } } },
    async (request) => entries.update(currentUser(request), request.params.id, request.body),
  );
  r.delete(
    '/entries/:id',
    { onRequest, schema: { ...common, params: entryIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await entries.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/entries',
    {
      onRequest,
      config: { readCache: stability.always },
      schema: { ...common, querystring: entryListQuerySchema, response: { 200: entryListResponseSchema, ...errors } },
    },
    async (request) => entries.list(currentUser(request), request.query),
  );
  r.get(
    '/history/entries',
    {
      onRequest,
      config: { readCache: stability.always },
      schema: { ...common, querystring: entryListQuerySchema, response: { 200: entryListResponseSchema, ...errors } },
    },
    async (request) => entries.list(currentUser(request), request.query),
  );
}
