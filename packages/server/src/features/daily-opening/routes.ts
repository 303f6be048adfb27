/** HTTP route of the Daily tab's opening reads in one request (`GET /api/daily/opening?paths=…`, service.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DAILY_OPENING_ROUTE, dailyOpeningQuerySchema, dailyOpeningResponseSchema, errorBodySchema } from '@wellness/contract';
import type { RequireUser } from '../../http/current-user.js';
import type { DailyOpeningService, ReadAnswer } from './service.js';

/**
 * The GET of `path` through the app itself, with the caller's credentials: its own route answers it exactly as it
 * would have answered the caller (authentication, validation, the read cache, the serializer). Uncompressed: the
 * batch's answer is compressed as a whole.
 */
async function readAsCaller(app: FastifyInstance, request: FastifyRequest, path: string): Promise<ReadAnswer> {
  const authorization = request.headers.authorization;
  const response = await app.inject({
    method: 'GET',
    url: `/api${path}`,
    headers: { accept: 'application/json', ...(authorization === undefined ? {} : { authorization }) },
    remoteAddress: request.ip,
  });
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode, body: response.body, retryAfter: retryAfter === undefined ? undefined : String(retryAfter) };
}

export async function dailyOpeningRoutes(app: FastifyInstance, options: { opening: DailyOpeningService; requireUser: RequireUser }): Promise<void> {
  const { opening, requireUser: onRequest } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    DAILY_OPENING_ROUTE,
    {
      onRequest,
      schema: {
        tags: ['daily'],
        security: [{ bearerAuth: [] }],
        description:
          "The Daily tab's opening reads in one request: each path (below /api, comma-separated, each once, only the tab's opening reads) answered with the status and body its own GET would give.",
        querystring: dailyOpeningQuerySchema,
        response: { 200: dailyOpeningResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => opening.answer(request.query.paths, (path) => readAsCaller(app, request, path)),
  );
}
