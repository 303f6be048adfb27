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
      // Its answer is far below the compression threshold. Left out of compression's hooks, the check a server's
      // first request makes does not wait for Node.js to load its fetch classes (the hook asks whether an answer is
      // a fetch Response): the first answer that can be compressed pays that, after the server reads as healthy.
      compress: false,
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
