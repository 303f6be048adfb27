/** HTTP routes of Settings › Profile: reading and saving the profile, and deleting the account; rules live in profile.ts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountRequestSchema, errorBodySchema, messageResponseSchema, profileSchema, profileUpdateSchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { ProfileSettings } from './profile.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

export async function profileRoutes(app: FastifyInstance, options: { profile: ProfileSettings; requireUser: RequireUser }): Promise<void> {
  const { profile, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['settings'], security: [{ bearerAuth: [] }] };

  r.get('/settings/profile', { onRequest, schema: { ...common, response: { 200: profileSchema, 401: errorBodySchema } } }, async (request) =>
    profile.profile(currentUser(request)),
  );
  r.put(
    '/settings/profile',
    { onRequest, schema: { ...common, body: profileUpdateSchema, response: { 200: profileSchema, 429: errorBodySchema, ...errors } } },
    async (request) => profile.updateProfile(currentUser(request), request.body, request.ip),
  );
  r.post(
    '/settings/delete-account',
    { onRequest, schema: { ...common, body: deleteAccountRequestSchema, response: { 200: messageResponseSchema, 429: errorBodySchema, ...errors } } },
    async (request) => ({ message: await profile.deleteAccount(currentUser(request), request.body.password, request.ip) }),
  );
}
