/** HTTP routes of custom mood tags. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, moodTagIdParamsSchema, createMoodTagRequestSchema, moodTagListResponseSchema, moodTagSchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { MoodTagService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function moodTagRoutes(app: FastifyInstance, options: { moodTags: MoodTagService; requireUser: RequireUser }): Promise<void> {
  const { moodTags, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['mood-tags'], security: [{ bearerAuth: [] }] };

  r.get('/mood-tags', { onRequest, schema: { ...common, response: { 200: moodTagListResponseSchema, 401: errorBodySchema } } }, async (request) =>
    moodTags.list(currentUser(request)),
  );
  r.post(
    '/mood-tags',
    { onRequest, schema: { ...common, body: createMoodTagRequestSchema, response: { 201: moodTagSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await moodTags.create(currentUser(request), request.body)),
  );
  r.delete(
    '/mood-tags/:id',
    { onRequest, schema: { ...common, params: moodTagIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await moodTags.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
