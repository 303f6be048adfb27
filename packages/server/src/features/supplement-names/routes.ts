/** HTTP routes of supplement names: validate, find-or-create, autocomplete. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  errorBodySchema,
  findOrCreateNameRequestSchema,
  findOrCreateNameResponseSchema,
  supplementNameRequestSchema,
  supplementNameValidationSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { SupplementNameService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema };

export async function supplementNameRoutes(app: FastifyInstance, options: { names: SupplementNameService; requireUser: RequireUser }): Promise<void> {
  const { names, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['supplement names'], security: [{ bearerAuth: [] }] };

  r.post(
    '/supplement-names/validate',
    { onRequest, schema: { ...common, body: supplementNameRequestSchema, response: { 200: supplementNameValidationSchema, ...errors } } },
    async (request) => names.validate(currentUser(request), request.body.name),
  );
  r.post(
    '/supplement-names/find-or-create',
    {
      onRequest,
      schema: {
        ...common,
        body: findOrCreateNameRequestSchema,
        response: { 200: findOrCreateNameResponseSchema, 201: findOrCreateNameResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await names.findOrCreate(currentUser(request), request.body.name, request.body.category);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
  r.get(
    '/supplement-autocomplete/autocomplete',
    { onRequest, schema: { ...common, querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema, ...errors } } },
    async (request) => ({ suggestions: await names.autocomplete(currentUser(request), request.query.q, request.query.limit, request.query.type) }),
  );
}
