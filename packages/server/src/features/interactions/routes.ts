/** HTTP routes of the interaction checks and the form's typed-name check. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkCheckRequestSchema,
  errorBodySchema,
  healthcareReportSchema,
  interactionQuestionRequestSchema,
  interactionQuestionResponseSchema,
  interactionReportSchema,
  nameCheckRequestSchema,
  nameCheckResponseSchema,
  pairCheckRequestSchema,
  pairCheckResponseSchema,
  substanceIdParamsSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { InteractionService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function interactionRoutes(app: FastifyInstance, options: { interactions: InteractionService; requireUser: RequireUser }): Promise<void> {
  const { interactions, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['interactions'], security: [{ bearerAuth: [] }] };

  r.post(
    '/interactions/check',
    { onRequest, schema: { ...common, body: pairCheckRequestSchema, response: { 200: pairCheckResponseSchema, ...errors } } },
    async (request) => interactions.checkPair(currentUser(request), request.body.substance1Id, request.body.substance2Id),
  );
  r.post(
    '/interactions/bulk-check',
    { onRequest, schema: { ...common, body: bulkCheckRequestSchema, response: { 200: interactionReportSchema, ...errors } } },
    async (request) => interactions.bulkCheck(currentUser(request), request.body.substanceIds),
  );
  r.post(
    '/interactions/check-name',
    { onRequest, schema: { ...common, body: nameCheckRequestSchema, response: { 200: nameCheckResponseSchema, ...errors } } },
    async (request) => interactions.checkName(currentUser(request), request.body),
  );
  r.post(
    '/interactions/question',
    { onRequest, schema: { ...common, body: interactionQuestionRequestSchema, response: { 200: interactionQuestionResponseSchema, ...errors } } },
    async (request) => interactions.answerQuestion(request.body.text),
  );
  r.get(
    '/interactions/substance/:id',
    { onRequest, schema: { ...common, params: substanceIdParamsSchema, response: { 200: interactionReportSchema, ...errors } } },
    async (request) => interactions.forSubstance(currentUser(request), request.params.id),
  );
  r.get(
    '/interactions/healthcare-report',
    { onRequest, schema: { ...common, response: { 200: healthcareReportSchema, 401: errorBodySchema } } },
    async (request) => interactions.healthcareReport(currentUser(request)),
  );
}
