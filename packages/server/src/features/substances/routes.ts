/** The three substance collections (list, create, update, delete) and the expiration alerts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSubstanceRequestSchema,
  createSupplementRequestSchema,
  errorBodySchema,
  expirationAlertsResponseSchema,
  substanceIdParamsSchema,
  substanceInputSchema,
  substanceListSchema,
  substanceSchema,
  updateSupplementRequestSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { AnswerStability } from '../../reads/answer-stability/answer-stability.js';
import { COLLECTIONS, type SubstanceService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function substanceRoutes(
  app: FastifyInstance,
  options: { substances: SubstanceService; requireUser: RequireUser; stability: AnswerStability },
): Promise<void> {
  const { substances, requireUser, stability } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get(
    '/supplements/expiration-alerts',
    {
      onRequest: requireUser,
      schema: { tags: ['substances'], security, response: { 200: expirationAlertsResponseSchema, 401: errorBodySchema } },
    },
    async (request) => substances.expirationAlerts(currentUser(request)),
  );

  for (const collection of COLLECTIONS) {
    const base = `/${collection.path}`;
    const tags = ['substances'];
    if (collection.path === 'supplements') {
      r.post(
        base,
        { onRequest: requireUser, schema: { tags, security, body: createSupplementRequestSchema, response: { 201: substanceSchema, ...errors } } },
        async (request, reply) => reply.status(201).send(await substances.create(currentUser(request), collection, request.body, request.body.substanceType)),
      );
      r.put(
        `${base}/:id`,
        {
          onRequest: requireUser,
          schema: { tags, security, params: substanceIdParamsSchema, body: updateSupplementRequestSchema, response: { 200: substanceSchema, ...errors } },
        },
        async (request) => substances.update(currentUser(request), collection, request.params.id, request.body, request.body.substanceType),
      );
    } else {
      r.post(
        base,
        { onRequest: requireUser, schema: { tags, security, body: createSubstanceRequestSchema, response: { 201: substanceSchema, ...errors } } },
        async (request, reply) => reply.status(201).send(await substances.create(currentUser(request), collection, request.body)),
      );
      r.put(
        `${base}/:id`,
        {
          onRequest: requireUser,
          schema: { tags, security, params: substanceIdParamsSchema, body: substanceInputSchema, response: { 200: substanceSchema, ...errors } },
        },
        async (request) => substances.update(currentUser(request), collection, request.params.id, request.body),
      );
    }
    r.get(
      base,
      {
        onRequest: requireUser,
        config: { readCache: stability.withoutSchedules },
        schema: { tags, security, response: { 200: substanceListSchema, 401: errorBodySchema } },
      },
      async (request) => substances.list(currentUser(request), collection),
    );
    r.get(
      `${base}/:id`,
      { onRequest: requireUser, schema: { tags, security, params: substanceIdParamsSchema, response: { 200: substanceSchema, ...errors } } },
      async (request) => substances.get(currentUser(request), collection, request.params.id),
    );
    r.delete(
      `${base}/:id`,
      { onRequest: requireUser, schema: { tags, security, params: substanceIdParamsSchema, response: { 204: z.null().describe('Deleted'), ...errors } } },
      async (request, reply) => {
        await substances.remove(currentUser(request), collection, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
}
