/** HTTP routes of the signed-in user's tracking preferences: read, replace whole, reset sections. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, preferencesRequestSchema, preferencesSchema, resetPreferencesRequestSchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { PreferencesService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

export async function preferencesRoutes(app: FastifyInstance, options: { preferences: PreferencesService; requireUser: RequireUser }): Promise<void> {
  const { preferences, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['preferences'], security: [{ bearerAuth: [] }] };

  r.get('/preferences', { onRequest, schema: { ...common, response: { 200: preferencesSchema, 401: errorBodySchema } } }, async (request) =>
    preferences.read(currentUser(request)),
  );
  r.put(
    '/preferences',
    { onRequest, schema: { ...common, body: preferencesRequestSchema, response: { 200: preferencesSchema, ...errors } } },
    async (request) => preferences.replace(currentUser(request), request.body),
  );
  r.post(
    '/preferences/reset',
    { onRequest, schema: { ...common, body: resetPreferencesRequestSchema, response: { 200: preferencesSchema, ...errors } } },
    async (request) => preferences.reset(currentUser(request), request.body.sections),
  );
}
