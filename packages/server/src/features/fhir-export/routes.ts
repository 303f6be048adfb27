/**
 * HTTP route of the FHIR R4 export: `GET /api/exports/fhir?from=&to=` downloads the Bundle as an
 * application/fhir+json attachment, never cached (it is health data).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, fhirBundleSchema, fhirExportQuerySchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { FhirExportService } from './service.js';

export async function fhirExportRoutes(app: FastifyInstance, options: { fhirExport: FhirExportService; requireUser: RequireUser }): Promise<void> {
  const { fhirExport, requireUser: onRequest } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/exports/fhir',
    {
      onRequest,
      schema: {
        tags: ['exports'],
        security: [{ bearerAuth: [] }],
        querystring: fhirExportQuerySchema,
        response: { 200: fhirBundleSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { bundle, fileName } = await fhirExport.export(currentUser(request), request.query);
      // Serialized by the route's response schema (a loose Bundle: every field kept) under FHIR's own media type.
      return reply
        .type('application/fhir+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(bundle);
    },
  );
}
