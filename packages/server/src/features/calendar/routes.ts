/**
 * HTTP routes of the calendar feed: the signed-in user's feed address (make or replace, status, revoke), and the
 * feed itself at /api/calendar/<token>.ics, taken without a session (the token is the credential; calendar apps
 * cannot sign in). The request log masks the token (http/log-redaction.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedFileParamsSchema, calendarStatusResponseSchema, calendarTokenResponseSchema, errorBodySchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { CalendarService } from './service.js';

/** The feed is text/calendar, written by the feed builder; documented here, not serialized. */
const feedFileSchema = z.string().describe('An RFC 5545 calendar (text/calendar) of the scheduled doses and refill dates');

export async function calendarRoutes(app: FastifyInstance, options: { calendar: CalendarService; requireUser: RequireUser }): Promise<void> {
  const { calendar, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['calendar'], security: [{ bearerAuth: [] }] };

  r.get('/calendar/token', { onRequest, schema: { ...common, response: { 200: calendarStatusResponseSchema, 401: errorBodySchema } } }, async (request) =>
    calendar.status(currentUser(request)),
  );
  r.post(
    '/calendar/token',
    { onRequest, schema: { ...common, response: { 201: calendarTokenResponseSchema, 401: errorBodySchema } } },
    async (request, reply) => reply.status(201).send(await calendar.create(currentUser(request))),
  );
  r.delete('/calendar/token', { onRequest, schema: { ...common, response: { 204: z.null(), 401: errorBodySchema } } }, async (request, reply) => {
    await calendar.revoke(currentUser(request));
    return reply.status(204).send(null);
  });
  r.get(
    '/calendar/:file',
    { schema: { tags: ['calendar'], params: calendarFeedFileParamsSchema, response: { 200: feedFileSchema, 400: errorBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const text = await calendar.feed(request.params.file);
      // no-store: the feed is personal health data, and a replaced or revoked address must stop working at once.
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-store').send(text);
    },
  );
}
