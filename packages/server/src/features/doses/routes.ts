/** HTTP routes of dose logging: log, delete, history and counts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dayDosesResponseSchema,
  dayQuerySchema,
  doseHistoryQuerySchema,
  doseHistoryResponseSchema,
  doseIdParamsSchema,
  doseSchema,
  doseStatsResponseSchema,
  errorBodySchema,
  logDoseRequestSchema,
  logDoseResponseSchema,
  supplementIdParamsSchema,
  todayDosesResponseSchema,
  updateDoseRequestSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { AnswerStability } from '../../reads/answer-stability/answer-stability.js';
import type { DoseService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function doseRoutes(app: FastifyInstance, options: { doses: DoseService; requireUser: RequireUser; stability: AnswerStability }): Promise<void> {
  const { doses, requireUser: onRequest, stability } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['doses'], security: [{ bearerAuth: [] }] };

  r.post(
    '/supplement-doses',
    { onRequest, schema: { ...common, body: logDoseRequestSchema, response: { 201: logDoseResponseSchema, ...errors, 409: errorBodySchema } } },
    async (request, reply) => reply.status(201).send(await doses.log(currentUser(request), request.body)),
  );
  r.patch(
    '/supplement-doses/:id',
    { onRequest, schema: { ...common, params: doseIdParamsSchema, body: updateDoseRequestSchema, response: { 200: doseSchema, ...errors } } },
    async (request) => doses.update(currentUser(request), request.params.id, request.body),
  );
  r.delete(
    '/supplement-doses/:id',
    { onRequest, schema: { ...common, params: doseIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await doses.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/supplement-doses/today',
    { onRequest, config: { readCache: stability.always }, schema: { ...common, response: { 200: todayDosesResponseSchema, 401: errorBodySchema } } },
    async (request) => doses.today(currentUser(request)),
  );
  r.get(
    '/supplement-doses',
    { onRequest, schema: { ...common, querystring: dayQuerySchema, response: { 200: dayDosesResponseSchema, 400: errorBodySchema, 401: errorBodySchema } } },
    async (request) => doses.ofDay(currentUser(request), request.query.date),
  );
  r.get('/supplement-doses/stats', { onRequest, schema: { ...common, response: { 200: doseStatsResponseSchema, 401: errorBodySchema } } }, async (request) =>
    doses.stats(currentUser(request)),
  );
  r.get(
    '/supplement-doses/:supplementId/history',
    {
      onRequest,
      config: { readCache: stability.always },
      schema: { ...common, params: supplementIdParamsSchema, querystring: doseHistoryQuerySchema, response: { 200: doseHistoryResponseSchema, ...errors } },
    },
    async (request) => doses.history(currentUser(request), request.params.supplementId, request.query),
  );
}
