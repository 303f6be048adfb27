/** HTTP routes of the research library, with bookmarks and read marks (the product's own addition). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  researchIdParamsSchema,
  researchItemParamsSchema,
  researchItemsQuerySchema,
  researchListResponseSchema,
  researchMarkResponseSchema,
  researchUpdatesQuerySchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { ResearchService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function researchRoutes(app: FastifyInstance, options: { research: ResearchService; requireUser: RequireUser }): Promise<void> {
  const { research, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['research'], security: [{ bearerAuth: [] }] };
  const list = { 200: researchListResponseSchema, ...errors };
  const mark = { 200: researchMarkResponseSchema, ...errors };

  r.get('/research/updates', { onRequest, schema: { ...common, querystring: researchUpdatesQuerySchema, response: list } }, async (request) =>
    research.updates(currentUser(request), request.query),
  );
  r.get(
    '/research/supplements/:id',
    { onRequest, schema: { ...common, params: researchIdParamsSchema, querystring: researchItemsQuerySchema, response: list } },
    async (request) => research.forSubstance(currentUser(request), request.params.id, request.query.limit),
  );
  r.get(
    '/research/conditions/:id',
    { onRequest, schema: { ...common, params: researchIdParamsSchema, querystring: researchItemsQuerySchema, response: list } },
    async (request) => research.forCondition(currentUser(request), request.params.id, request.query.limit),
  );
  r.get('/research/bookmarked', { onRequest, schema: { ...common, response: list } }, async (request) => research.bookmarked(currentUser(request)));
  r.post('/research/:itemId/bookmark', { onRequest, schema: { ...common, params: researchItemParamsSchema, response: mark } }, async (request) =>
    research.bookmark(currentUser(request), request.params.itemId),
  );
  r.delete('/research/:itemId/bookmark', { onRequest, schema: { ...common, params: researchItemParamsSchema, response: mark } }, async (request) =>
    research.removeBookmark(currentUser(request), request.params.itemId),
  );
  r.post('/research/:itemId/read', { onRequest, schema: { ...common, params: researchItemParamsSchema, response: mark } }, async (request) =>
    research.markRead(currentUser(request), request.params.itemId),
  );
}
