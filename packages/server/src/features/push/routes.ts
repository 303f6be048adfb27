/** HTTP routes of Web Push: the public key, the user's subscribed devices, the test message, and notification buttons. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  pushActionRequestSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionListResponseSchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionSchema,
  pushTestResponseSchema,
} from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { PushService } from './service.js';

const ACTION_BODY_LIMIT_BYTES = 8 * 1024;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function pushRoutes(app: FastifyInstance, options: { push: PushService; requireUser: RequireUser }): Promise<void> {
  const { push, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['push'], security: [{ bearerAuth: [] }] };

  r.get('/push/public-key', { onRequest, schema: { ...common, response: { 200: pushPublicKeyResponseSchema, 401: errorBodySchema } } }, async () =>
    push.publicKey(),
  );

  r.get(
    '/push/subscriptions',
    { onRequest, schema: { ...common, response: { 200: pushSubscriptionListResponseSchema, 401: errorBodySchema } } },
    async (request) => ({
      subscriptions: await push.list(currentUser(request)),
    }),
  );

  r.post(
    '/push/subscriptions',
    { onRequest, schema: { ...common, body: pushSubscriptionInputSchema, response: { 200: pushSubscriptionSchema, 201: pushSubscriptionSchema, ...errors } } },
    async (request, reply) => {
      const { created, subscription } = await push.subscribe(currentUser(request), request.body, request.headers['user-agent']);
      return reply.status(created ? 201 : 200).send(subscription);
    },
  );

  r.delete(
    '/push/subscriptions/:id',
    { onRequest, schema: { ...common, params: pushSubscriptionParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await push.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post('/push/test', { onRequest, schema: { ...common, response: { 200: pushTestResponseSchema, 401: errorBodySchema } } }, async (request) =>
    push.sendTest(currentUser(request)),
  );

  // No session: the service worker sends this from a notification, and the token in it is the authentication.
  r.post(
    '/push/actions',
    {
      // A token and an action word: a few KiB at most, and the route is open to anyone.
      bodyLimit: ACTION_BODY_LIMIT_BYTES,
      schema: {
        tags: ['push'],
        body: pushActionRequestSchema,
        response: { 204: z.null(), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      await push.act(request.body.token, request.body.action);
      return reply.status(204).send(null);
    },
  );
}
