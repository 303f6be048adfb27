/** HTTP routes of entries, the daily summary, the Daily tab's substances and the history views. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEntryRequestSchema,
  dailyInsightSchema,
  dailySummariesQuerySchema,
  dailySummariesResponseSchema,
  dailySummarySchema,
  entryListQuerySchema,
  entryListResponseSchema,
  entrySchema,
  errorBodySchema,
  dailySupplementsResponseSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../auth/authenticate.js';
import type { EntryService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function entryRoutes(app: FastifyInstance, options: { entries: EntryService; requireUser: RequireUser }): Promise<void> {
  const { entries, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['entries'], security: [{ bearerAuth: [] }] };

  r.post('/entries', { onRequest, schema: { ...common, body: createEntryRequestSchema, response: { 201: entrySchema, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await entries.create(currentUser(request), request.body)),
  );
  r.get(
    '/entries',
    { onRequest, schema: { ...common, querystring: entryListQuerySchema, response: { 200: entryListResponseSchema, ...errors } } },
    async (request) => entries.list(currentUser(request), request.query),
  );
  r.get(
    '/history/entries',
    { onRequest, schema: { ...common, querystring: entryListQuerySchema, response: { 200: entryListResponseSchema, ...errors } } },
    async (request) => entries.list(currentUser(request), request.query),
  );
  r.get('/entries/daily-summary', { onRequest, schema: { ...common, response: { 200: dailySummarySchema, 401: errorBodySchema } } }, async (request) =>
    entries.dailySummary(currentUser(request)),
  );
  r.get(
    '/history/daily-summaries',
    { onRequest, schema: { ...common, querystring: dailySummariesQuerySchema, response: { 200: dailySummariesResponseSchema, ...errors } } },
    async (request) => entries.dailySummaries(currentUser(request), request.query.days),
  );
  r.get('/daily/insight', { onRequest, schema: { ...common, response: { 200: dailyInsightSchema, 401: errorBodySchema } } }, async (request) =>
    entries.insight(currentUser(request)),
  );
  r.get(
    '/daily/supplements',
    { onRequest, schema: { ...common, response: { 200: dailySupplementsResponseSchema, 401: errorBodySchema } } },
    async (request) => ({ supplements: await entries.loggableSubstances(currentUser(request)) }),
  );
}
