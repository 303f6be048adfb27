/** HTTP routes of goals. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, goalIdParamsSchema, goalListResponseSchema, createGoalRequestSchema, goalRequestSchema, goalSchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { GoalService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function goalRoutes(app: FastifyInstance, options: { goals: GoalService; requireUser: RequireUser }): Promise<void> {
  const { goals, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['goals'], security: [{ bearerAuth: [] }] };

  r.get('/goals', { onRequest, schema: { ...common, response: { 200: goalListResponseSchema, 401: errorBodySchema } } }, async (request) => ({
    goals: await goals.list(currentUser(request)),
  }));
  r.post('/goals', { onRequest, schema: { ...common, body: createGoalRequestSchema, response: { 201: goalSchema, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await goals.create(currentUser(request), request.body)),
  );
  r.put(
    '/goals/:id',
    { onRequest, schema: { ...common, params: goalIdParamsSchema, body: goalRequestSchema, response: { 200: goalSchema, ...errors } } },
    async (request) => goals.replace(currentUser(request), request.params.id, request.body),
  );
  r.delete('/goals/:id', { onRequest, schema: { ...common, params: goalIdParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await goals.remove(currentUser(request), request.params.id);
    return reply.status(204).send(null);
  });
}
