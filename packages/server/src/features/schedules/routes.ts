/** HTTP routes of dose schedules: `/api/schedules` and `/api/schedules/{substanceId}`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, scheduleInputSchema, scheduleListResponseSchema, scheduleParamsSchema, scheduleSchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { ScheduleService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function scheduleRoutes(app: FastifyInstance, options: { schedules: ScheduleService; requireUser: RequireUser }): Promise<void> {
  const { schedules, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['schedules'], security: [{ bearerAuth: [] }] };

  r.get('/schedules', { onRequest, schema: { ...common, response: { 200: scheduleListResponseSchema, 401: errorBodySchema } } }, async (request) => ({
    schedules: await schedules.list(currentUser(request)),
  }));
  r.get(
    '/schedules/:substanceId',
    { onRequest, schema: { ...common, params: scheduleParamsSchema, response: { 200: scheduleSchema, ...errors } } },
    async (request) => schedules.get(currentUser(request), request.params.substanceId),
  );
  r.put(
    '/schedules/:substanceId',
    { onRequest, schema: { ...common, params: scheduleParamsSchema, body: scheduleInputSchema, response: { 200: scheduleSchema, ...errors } } },
    async (request) => schedules.put(currentUser(request), request.params.substanceId, request.body),
  );
  r.delete(
    '/schedules/:substanceId',
    { onRequest, schema: { ...common, params: scheduleParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await schedules.remove(currentUser(request), request.params.substanceId);
      return reply.status(204).send(null);
    },
  );
}
