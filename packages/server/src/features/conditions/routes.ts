/** HTTP routes of conditions and tracked conditions (`/conditions`, `/user-conditions`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addUserConditionRequestSchema,
  conditionIdParamsSchema,
  conditionListQuerySchema,
  conditionListResponseSchema,
  conditionSchema,
  createCustomConditionRequestSchema,
  customConditionIdParamsSchema,
  errorBodySchema,
  userConditionListResponseSchema,
  userConditionSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { ConditionService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function conditionRoutes(app: FastifyInstance, options: { conditions: ConditionService; requireUser: RequireUser }): Promise<void> {
  const { conditions, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['conditions'], security: [{ bearerAuth: [] }] };

  r.get(
    '/conditions',
    {
      onRequest,
      schema: { ...common, querystring: conditionListQuerySchema, response: { 200: conditionListResponseSchema, 400: errorBodySchema, 401: errorBodySchema } },
    },
    async (request) => ({ conditions: await conditions.list(currentUser(request), { category: request.query.category }) }),
  );
  r.post(
    '/conditions/custom',
    { onRequest, schema: { ...common, body: createCustomConditionRequestSchema, response: { 201: conditionSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await conditions.createCustom(currentUser(request), request.body)),
  );
  r.delete(
    '/conditions/custom/:id',
    { onRequest, schema: { ...common, params: customConditionIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await conditions.deleteCustom(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/user-conditions',
    { onRequest, schema: { ...common, response: { 200: userConditionListResponseSchema, 401: errorBodySchema } } },
    async (request) => ({
      userConditions: await conditions.tracked(currentUser(request)),
    }),
  );
  r.post(
    '/user-conditions',
    { onRequest, schema: { ...common, body: addUserConditionRequestSchema, response: { 201: userConditionSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await conditions.track(currentUser(request), request.body)),
  );
  r.delete(
    '/user-conditions/:conditionId',
    { onRequest, schema: { ...common, params: conditionIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await conditions.untrack(currentUser(request), request.params.conditionId);
      return reply.status(204).send(null);
    },
  );
}
