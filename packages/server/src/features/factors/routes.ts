/** HTTP routes of a user's own factors and their daily values. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  factorIdParamsSchema,
  createFactorRequestSchema,
  factorInputSchema,
  factorListResponseSchema,
  factorSchema,
  factorValueInputSchema,
  factorValueParamsSchema,
  factorValueSchema,
  factorValuesQuerySchema,
  factorValuesResponseSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { FactorService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function factorRoutes(app: FastifyInstance, options: { factors: FactorService; requireUser: RequireUser }): Promise<void> {
  const { factors, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['factors'], security: [{ bearerAuth: [] }] };

  r.get('/factors', { onRequest, schema: { ...common, response: { 200: factorListResponseSchema, 401: errorBodySchema } } }, async (request) => ({
    factors: await factors.list(currentUser(request)),
  }));
  r.post(
    '/factors',
    { onRequest, schema: { ...common, body: createFactorRequestSchema, response: { 201: factorSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await factors.create(currentUser(request), request.body)),
  );
  // Registered before /factors/:id so "values" is never read as an id.
  r.get(
    '/factors/values',
    { onRequest, schema: { ...common, querystring: factorValuesQuerySchema, response: { 200: factorValuesResponseSchema, ...errors } } },
    async (request) => factors.values(currentUser(request), request.query),
  );
  r.put(
    '/factors/:id',
    { onRequest, schema: { ...common, params: factorIdParamsSchema, body: factorInputSchema, response: { 200: factorSchema, ...errors } } },
    async (request) => factors.replace(currentUser(request), request.params.id, request.body),
  );
  r.delete(
    '/factors/:id',
    { onRequest, schema: { ...common, params: factorIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await factors.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.put(
    '/factors/:id/values/:date',
    { onRequest, schema: { ...common, params: factorValueParamsSchema, body: factorValueInputSchema, response: { 200: factorValueSchema, ...errors } } },
    async (request) => factors.setValue(currentUser(request), request.params.id, request.params.date, request.body.value),
  );
  r.delete(
    '/factors/:id/values/:date',
    { onRequest, schema: { ...common, params: factorValueParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await factors.clearValue(currentUser(request), request.params.id, request.params.date);
      return reply.status(204).send(null);
    },
  );
}
