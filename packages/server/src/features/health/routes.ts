/** GET /api/health: ok when the database answers. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { errorBodySchema, healthResponseSchema } from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

export async function healthRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: errorBodySchema } },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(options.db);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new AppError('unavailable', 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
}
