/** HTTP routes of Analytics: schemas from the contract, the rules in service.ts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ailmentAnalysisParamsSchema,
  ailmentAnalysisQuerySchema,
  ailmentAnalysisResponseSchema,
  analyticsIdParamsSchema,
  analyticsPeriodQuerySchema,
  dashboardResponseSchema,
  doseResponseParamsSchema,
  doseResponseQuerySchema,
  doseResponseResponseSchema,
  effectiveAidsResponseSchema,
  errorBodySchema,
  factorEffectsResponseSchema,
  supplementEffectivenessResponseSchema,
  supplementInsightsQuerySchema,
  supplementInsightsResponseSchema,
  supplementTimelineQuerySchema,
  supplementTimelineResponseSchema,
  userSupplementsResponseSchema,
  weeklyTrendsResponseSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { AnalyticsService } from './service.js';

export async function analyticsRoutes(app: FastifyInstance, options: { analytics: AnalyticsService; requireUser: RequireUser }): Promise<void> {
  const { analytics, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['analytics'], security: [{ bearerAuth: [] }] };
  const errors = { 400: errorBodySchema, 401: errorBodySchema };
  const periodRoute = <T>(response: T) => ({
    onRequest,
    schema: { ...common, querystring: analyticsPeriodQuerySchema, response: { 200: response, ...errors } },
  });

  r.get('/analytics/dashboard', periodRoute(dashboardResponseSchema), async (request) => analytics.dashboard(currentUser(request), request.query.period));
  r.get('/analytics/effective-aids', periodRoute(effectiveAidsResponseSchema), async (request) =>
    analytics.effectiveAids(currentUser(request), request.query.period),
  );
  r.get('/analytics/weekly-trends', periodRoute(weeklyTrendsResponseSchema), async (request) =>
    analytics.weeklyTrends(currentUser(request), request.query.period),
  );
  r.get('/analytics/supplement-effectiveness', periodRoute(supplementEffectivenessResponseSchema), async (request) =>
    analytics.effectiveness(currentUser(request), request.query.period),
  );
  r.get('/analytics/factor-effects', periodRoute(factorEffectsResponseSchema), async (request) =>
    analytics.factorEffects(currentUser(request), request.query.period),
  );
  r.get(
    '/analytics/user-supplements',
    { onRequest, schema: { ...common, response: { 200: userSupplementsResponseSchema, 401: errorBodySchema } } },
    async (request) => ({
      supplements: await analytics.substancesWithDoses(currentUser(request)),
    }),
  );
  r.get(
    '/analytics/supplement-timeline',
    {
      onRequest,
      schema: { ...common, querystring: supplementTimelineQuerySchema, response: { 200: supplementTimelineResponseSchema, 404: errorBodySchema, ...errors } },
    },
    async (request) =>
      analytics.timeline(currentUser(request), { substanceId: request.query.supplementId, days: request.query.days, metrics: request.query.includeMetrics }),
  );
  r.get(
    '/analytics/supplement-insights/:id',
    {
      onRequest,
      schema: {
        ...common,
        params: analyticsIdParamsSchema,
        querystring: supplementInsightsQuerySchema,
        response: { 200: supplementInsightsResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => analytics.insights(currentUser(request), request.params.id, request.query.days),
  );
  r.get(
    '/analytics/ailment-supplement-analysis/:conditionId',
    {
      onRequest,
      schema: {
        ...common,
        params: ailmentAnalysisParamsSchema,
        querystring: ailmentAnalysisQuerySchema,
        response: { 200: ailmentAnalysisResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => analytics.ailmentAnalysis(currentUser(request), request.params.conditionId, request.query.days),
  );
  r.get(
    '/analytics/dose-response/:substanceId',
    {
      onRequest,
      schema: {
        ...common,
        params: doseResponseParamsSchema,
        querystring: doseResponseQuerySchema,
        response: { 200: doseResponseResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => analytics.doseResponse(currentUser(request), request.params.substanceId, request.query.days),
  );
}
