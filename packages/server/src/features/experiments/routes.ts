/** HTTP routes of self-experiments: `/api/experiments`, one experiment, its stop and result, today's instructions. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  experimentEditSchema,
  experimentInputSchema,
  experimentListResponseSchema,
  experimentParamsSchema,
  experimentResultSchema,
  experimentSchema,
  experimentSuggestionQuerySchema,
  experimentSuggestionSchema,
  experimentTodayResponseSchema,
  stopExperimentRequestSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { ExperimentService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 503: errorBodySchema };

export async function experimentRoutes(app: FastifyInstance, options: { experiments: ExperimentService; requireUser: RequireUser }): Promise<void> {
  const { experiments, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['experiments'], security: [{ bearerAuth: [] }] };

  r.get('/experiments', { onRequest, schema: { ...common, response: { 200: experimentListResponseSchema, 401: errorBodySchema } } }, async (request) => ({
    experiments: await experiments.list(currentUser(request)),
  }));
  r.post(
    '/experiments',
    { onRequest, schema: { ...common, body: experimentInputSchema, response: { 201: experimentSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await experiments.create(currentUser(request), request.body)),
  );
  r.get('/experiments/today', { onRequest, schema: { ...common, response: { 200: experimentTodayResponseSchema, 401: errorBodySchema } } }, async (request) =>
    experiments.today(currentUser(request)),
  );
  r.get(
    '/experiments/suggestion',
    { onRequest, schema: { ...common, querystring: experimentSuggestionQuerySchema, response: { 200: experimentSuggestionSchema, ...errors } } },
    async (request) => experiments.suggestion(currentUser(request), request.query.substanceId),
  );
  r.get(
    '/experiments/:id',
    { onRequest, schema: { ...common, params: experimentParamsSchema, response: { 200: experimentSchema, ...errors } } },
    async (request) => experiments.get(currentUser(request), request.params.id),
  );
  r.get(
    '/experiments/:id/result',
    { onRequest, schema: { ...common, params: experimentParamsSchema, response: { 200: experimentResultSchema, ...errors } } },
    async (request) => experiments.result(currentUser(request), request.params.id),
  );
  r.put(
    '/experiments/:id',
    { onRequest, schema: { ...common, params: experimentParamsSchema, body: experimentEditSchema, response: { 200: experimentSchema, ...errors } } },
    async (request) => experiments.edit(currentUser(request), request.params.id, request.body),
  );
  r.post(
    '/experiments/:id/stop',
    { onRequest, schema: { ...common, params: experimentParamsSchema, body: stopExperimentRequestSchema, response: { 200: experimentSchema, ...errors } } },
    async (request) => experiments.stop(currentUser(request), request.params.id, request.body.reason),
  );
}
