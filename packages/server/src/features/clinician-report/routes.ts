/** HTTP route of the clinician report v2: GET /api/reports/clinician?from=&to=&sideEffectTag= (docs/clinician-report.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clinicianReportQuerySchema, clinicianReportSchema, errorBodySchema } from '@wellness/contract';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import type { ClinicianReportService } from './service.js';

export async function clinicianReportRoutes(app: FastifyInstance, options: { reports: ClinicianReportService; requireUser: RequireUser }): Promise<void> {
  const { reports, requireUser: onRequest } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/reports/clinician',
    {
      onRequest,
      schema: {
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        querystring: clinicianReportQuerySchema,
        response: { 200: clinicianReportSchema, 400: errorBodySchema, 401: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => reports.report(currentUser(request), request.query),
  );
}
