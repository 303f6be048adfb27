/** HTTP routes of focus aids and the Daily tab's active aids. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchToggleRequestSchema,
  createFocusAidRequestSchema,
  dailyFocusAidsResponseSchema,
  errorBodySchema,
  focusAidEffectivenessQuerySchema,
  focusAidEffectivenessResponseSchema,
  focusAidIdParamsSchema,
  focusAidListsSchema,
  focusAidSchema,
  updateFocusAidRequestSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { AnswerStability } from '../../reads/answer-stability/answer-stability.js';
import type { FocusAidService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function focusAidRoutes(
  app: FastifyInstance,
  options: { aids: FocusAidService; requireUser: RequireUser; stability: AnswerStability },
): Promise<void> {
  const { aids, requireUser: onRequest, stability } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['focus aids'], security: [{ bearerAuth: [] }] };

  r.get('/focus-aids', { onRequest, schema: { ...common, response: { 200: focusAidListsSchema, 401: errorBodySchema } } }, async (request) =>
    aids.lists(currentUser(request)),
  );
  r.get(
    '/daily/focus-aids',
    { onRequest, config: { readCache: stability.always }, schema: { ...common, response: { 200: dailyFocusAidsResponseSchema, 401: errorBodySchema } } },
    async (request) => ({
      focusAids: await aids.active(currentUser(request)),
    }),
  );
  r.get(
    '/focus-aids/effectiveness',
    { onRequest, schema: { ...common, querystring: focusAidEffectivenessQuerySchema, response: { 200: focusAidEffectivenessResponseSchema, ...errors } } },
    async (request) => ({ period: request.query.period, aids: await aids.effectiveness(currentUser(request), request.query.period, request.query.minUsage) }),
  );
  r.post(
    '/focus-aids',
    { onRequest, schema: { ...common, body: createFocusAidRequestSchema, response: { 201: focusAidSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await aids.create(currentUser(request), request.body)),
  );
  r.post(
    '/focus-aids/batch-toggle',
    { onRequest, schema: { ...common, body: batchToggleRequestSchema, response: { 200: focusAidListsSchema, ...errors } } },
    async (request) => aids.batchToggle(currentUser(request), request.body.focusAidIds),
  );
  r.put(
    '/focus-aids/:id',
    { onRequest, schema: { ...common, params: focusAidIdParamsSchema, body: updateFocusAidRequestSchema, response: { 200: focusAidSchema, ...errors } } },
    async (request) => aids.update(currentUser(request), request.params.id, request.body),
  );
  r.delete(
    '/focus-aids/:id',
    { onRequest, schema: { ...common, params: focusAidIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await aids.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
