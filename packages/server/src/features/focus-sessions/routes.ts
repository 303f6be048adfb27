/** HTTP routes of focus sessions: start, pause, resume, stop, today's and the active one. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSessionResponseSchema,
  daySessionsQuerySchema,
  daySessionsResponseSchema,
  errorBodySchema,
  focusSessionSchema,
  pastSessionRequestSchema,
  sessionIdParamsSchema,
  startSessionRequestSchema,
  stopSessionRequestSchema,
  todaySessionsResponseSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import { sendWrittenJson } from '../../http/response-serializer.js';
import type { AnswerStability } from '../../reads/answer-stability/answer-stability.js';
import { daySessionsJson } from './day-sessions-json.js';
import type { FocusSessionService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function focusSessionRoutes(
  app: FastifyInstance,
  options: { sessions: FocusSessionService; requireUser: RequireUser; stability: AnswerStability },
): Promise<void> {
  const { sessions, requireUser: onRequest, stability } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['focus sessions'], security: [{ bearerAuth: [] }] };

  r.post(
    '/focus-sessions/start',
    { onRequest, schema: { ...common, body: startSessionRequestSchema, response: { 201: focusSessionSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await sessions.start(currentUser(request), request.body)),
  );
  r.patch(
    '/focus-sessions/:id/stop',
    {
      onRequest,
      schema: { ...common, params: sessionIdParamsSchema, body: stopSessionRequestSchema.nullish(), response: { 200: focusSessionSchema, ...errors } },
    },
    async (request) => sessions.stop(currentUser(request), request.params.id, request.body ?? stopSessionRequestSchema.parse({})),
  );
  r.patch(
    '/focus-sessions/:id/pause',
    { onRequest, schema: { ...common, params: sessionIdParamsSchema, response: { 200: focusSessionSchema, ...errors } } },
    async (request) => sessions.pause(currentUser(request), request.params.id),
  );
  r.patch(
    '/focus-sessions/:id/resume',
    { onRequest, schema: { ...common, params: sessionIdParamsSchema, response: { 200: focusSessionSchema, ...errors } } },
    async (request) => sessions.resume(currentUser(request), request.params.id),
  );
  r.post(
    '/focus-sessions/past',
    { onRequest, schema: { ...common, body: pastSessionRequestSchema, response: { 201: focusSessionSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await sessions.addPast(currentUser(request), request.body)),
  );
  r.get(
    '/focus-sessions/active',
    {
      onRequest,
      config: { readCache: stability.withoutRunningSession },
      schema: { ...common, response: { 200: activeSessionResponseSchema, 401: errorBodySchema } },
    },
    async (request) => ({ session: await sessions.active(currentUser(request)) }),
  );
  r.get(
    '/focus-sessions',
    {
      onRequest,
      schema: { ...common, querystring: daySessionsQuerySchema, response: { 200: daySessionsResponseSchema, 400: errorBodySchema, 401: errorBodySchema } },
    },
    async (request, reply) => sendWrittenJson(reply, daySessionsJson(await sessions.ofDay(currentUser(request), request.query.date))),
  );
  r.get(
    '/focus-sessions/today',
    {
      onRequest,
      config: { readCache: stability.withoutRunningSession },
      schema: { ...common, response: { 200: todaySessionsResponseSchema, 401: errorBodySchema } },
    },
    async (request, reply) => sendWrittenJson(reply, daySessionsJson(await sessions.today(currentUser(request)))),
  );
  r.delete(
    '/focus-sessions/:id',
    { onRequest, schema: { ...common, params: sessionIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await sessions.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
