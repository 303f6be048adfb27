/**
 * The clinician report's service with what other features compute for it, composed at the root so the report feature
 * imports none of them: the interactions feature's findings over the inventory, Analytics' family of claims over the
 * report's days and an experiment's result.
 */
import type { Db } from './db/schema.js';
import type { AnalyticsService } from './features/analytics/service.js';
import { createClinicianReportService, type ClinicianReportService } from './features/clinician-report/service.js';
import type { ExperimentService } from './features/experiments/service.js';
import type { InteractionService } from './features/interactions/service.js';
import type { Clock } from './lib/clock.js';

export function createClinicianReports(
  db: Db,
  clock: Clock,
  features: { interactions: InteractionService; analytics: AnalyticsService; experiments: ExperimentService },
): ClinicianReportService {
  const { interactions, analytics, experiments } = features;
  return createClinicianReportService({
    db,
    clock,
    sources: {
      interactionReport: (owner) => interactions.interactionReport(owner),
      foundEffects: (owner, range) => analytics.foundEffects(owner, range),
      experimentResult: (owner, id) => experiments.result(owner, id),
    },
  });
}
