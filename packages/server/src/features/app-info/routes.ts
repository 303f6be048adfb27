/** GET /api/app-info: the installation's support address, for the Help page's links; public, as it is shown signed out too. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appInfoSchema } from '@wellness/contract';

export async function appInfoRoutes(app: FastifyInstance, options: { supportEmail: string }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/app-info', { schema: { tags: ['health'], response: { 200: appInfoSchema } } }, async () => ({
    supportEmail: options.supportEmail,
  }));
}
