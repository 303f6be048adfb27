/** HTTP routes of today's scheduled doses, their actions and adherence. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adherenceQuerySchema,
  adherenceResponseSchema,
  errorBodySchema,
  occurrenceParamsSchema,
  occurrenceResponseSchema,
  SCHEDULE_DEFAULTS,
  skipRequestSchema,
  snoozeRequestSchema,
  todayRemindersQuerySchema,
  todayRemindersResponseSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { ReminderService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function reminderRoutes(app: FastifyInstance, options: { reminders: ReminderService; requireUser: RequireUser }): Promise<void> {
  const { reminders, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['reminders'], security: [{ bearerAuth: [] }] };

  r.get(
    '/reminders/today',
    {
      onRequest,
      schema: {
        ...common,
        querystring: todayRemindersQuerySchema,
        response: { 200: todayRemindersResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => reminders.day(currentUser(request), request.query.date),
  );
  r.post(
    '/reminders/:occurrenceId/take',
    {
      onRequest,
      schema: { ...common, params: occurrenceParamsSchema, body: z.object({}).nullish(), response: { 200: occurrenceResponseSchema, ...errors } },
    },
    async (request) => ({ occurrence: await reminders.take(currentUser(request), request.params.occurrenceId) }),
  );
  r.post(
    '/reminders/:occurrenceId/snooze',
    {
      onRequest,
      schema: { ...common, params: occurrenceParamsSchema, body: snoozeRequestSchema.nullish(), response: { 200: occurrenceResponseSchema, ...errors } },
    },
    async (request) => ({
      occurrence: await reminders.snooze(currentUser(request), request.params.occurrenceId, request.body?.minutes ?? SCHEDULE_DEFAULTS.snoozeMinutes),
    }),
  );
  r.post(
    '/reminders/:occurrenceId/skip',
    {
      onRequest,
      schema: { ...common, params: occurrenceParamsSchema, body: skipRequestSchema.nullish(), response: { 200: occurrenceResponseSchema, ...errors } },
    },
    async (request) => ({ occurrence: await reminders.skip(currentUser(request), request.params.occurrenceId, request.body?.reason ?? null) }),
  );
  r.get(
    '/adherence',
    {
      onRequest,
      schema: { ...common, querystring: adherenceQuerySchema, response: { 200: adherenceResponseSchema, 400: errorBodySchema, 401: errorBodySchema } },
    },
    async (request) => reminders.adherence(currentUser(request), request.query.days),
  );
}
