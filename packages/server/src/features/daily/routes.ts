/** HTTP routes of whole-day reads: today's summary, the history's day summaries, the daily insight and dose-loggable substances. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dailyInsightSchema,
  dailySummariesQuerySchema,
  dailySummariesResponseSchema,
  dailySummarySchema,
  dailySupplementsResponseSchema,
  errorBodySchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { AnswerStability } from '../../reads/answer-stability/answer-stability.js';
import type { DailyService } from './service.js';

export async function dailyRoutes(app: FastifyInstance, options: { daily: DailyService; requireUser: RequireUser; stability: AnswerStability }): Promise<void> {
  const { daily, requireUser: onRequest, stability } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['daily'], security: [{ bearerAuth: [] }] };

  r.get(
    '/entries/daily-summary',
    { onRequest, config: { readCache: stability.withoutRunningSession }, schema: { ...common, response: { 200: dailySummarySchema, 401: errorBodySchema } } },
    async (request) => daily.summary(currentUser(request)),
  );
  r.get(
    '/history/daily-summaries',
    {
      onRequest,
      // A past day's summary counts completed sessions only (service.ts), so a running one does not change it.
      config: { readCache: stability.always },
      schema: {
        ...common,
        querystring: dailySummariesQuerySchema,
        response: { 200: dailySummariesResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => daily.summaries(currentUser(request), request.query.days),
  );
  r.get(
    '/daily/insight',
    { onRequest, config: { readCache: stability.always }, schema: { ...common, response: { 200: dailyInsightSchema, 401: errorBodySchema } } },
    async (request) => daily.insight(currentUser(request)),
  );
  r.get(
    '/daily/supplements',
    {
      onRequest,
      config: { readCache: stability.withoutSchedules },
      schema: { ...common, response: { 200: dailySupplementsResponseSchema, 401: errorBodySchema } },
    },
    async (request) => ({ supplements: await daily.loggableSubstances(currentUser(request)) }),
  );
}
