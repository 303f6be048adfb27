/** HTTP routes of sign-in activity under /api/auth/sessions; every call acts on the signed-in user's own logins. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, revokeOtherSessionsResponseSchema, signInSessionIdParamsSchema, signInSessionsResponseSchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { SignInActivity } from './sign-in-activity.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function signInActivityRoutes(app: FastifyInstance, options: { activity: SignInActivity; requireUser: RequireUser }): Promise<void> {
  const { activity, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['auth'], security: [{ bearerAuth: [] }] };

  r.get('/auth/sessions', { onRequest, schema: { ...common, response: { 200: signInSessionsResponseSchema, 401: errorBodySchema } } }, async (request) =>
    activity.list(currentUser(request)),
  );
  r.post(
    '/auth/sessions/revoke-others',
    { onRequest, schema: { ...common, response: { 200: revokeOtherSessionsResponseSchema, 401: errorBodySchema } } },
    async (request) => activity.revokeOthers(currentUser(request)),
  );
  r.delete(
    '/auth/sessions/:id',
    { onRequest, schema: { ...common, params: signInSessionIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await activity.revoke(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
