/**
 * The FHIR R4 export's rules (issue 33): the range of days (by default the 90 days ending today in the user's zone,
 * `from` ≤ `to`, at most FHIR_EXPORT_LIMITS.maxDays), the shared reads it is built from, and the file it makes.
 */
import { FHIR_EXPORT_LIMITS, FHIR_EXPORT_MESSAGES, type FhirExportQuery } from '@wellness/contract';
import { findUserById } from '../../accounts/repository.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addDays, calendarDayIn, daysBetween } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { onFirstUse } from '../../lib/on-first-use.js';
import { newId } from '../../lib/secure-token.js';
import { readDays } from '../../reads/day-series/read-days.js';
import { readDosePeriods } from '../../reads/dose-periods/read-dose-periods.js';
import { readFactorSeries } from '../../reads/factor-values/read-factor-series.js';
import { readLoggedDoses } from '../../reads/logged-doses/read-logged-doses.js';
import { readTakenDays } from '../../reads/taken-days/read-taken-days.js';
import type { Bundle } from './fhir-types.js';
import type { RxNormCode } from './medication-statements.js';
import { RECENT_USE_DAYS } from './period-status.js';

export type FhirExportService = ReturnType<typeof createFhirExportService>;

export interface FhirExportDeps {
  db: Db;
  clock: Clock;
  /** The RxNorm ingredient code of a substance, from the interaction knowledge (passed in by app.ts), or null. */
  rxNormCode(name: string, substanceType: string): RxNormCode | null;
}

/** The FHIR resources' builders, with the date library they need, read at the first export rather than at start (issue 35). */
const loadBundle = onFirstUse(() => import('./bundle.js'));

const invalid = (path: string, message: string) => new AppError('validation', message, { details: [{ path, message }] });

/** Each substance's last day taken among the taken days read. */
function lastTakenDays(taken: ReadonlyMap<string, ReadonlyMap<string, unknown>>): Map<string, string> {
  const last = new Map<string, string>();
  for (const [substanceId, days] of taken) {
    const latest = [...days.keys()].reduce<string | null>((max, day) => (max === null || day > max ? day : max), null);
    if (latest !== null) last.set(substanceId, latest);
  }
  return last;
}

export function createFhirExportService(deps: FhirExportDeps) {
  const { db, clock, rxNormCode } = deps;

  return {
    /** The Bundle of the range and the file name it downloads as. */
    async export(owner: Owner, query: FhirExportQuery): Promise<{ bundle: Bundle; fileName: string }> {
      const now = clock.now();
      const today = calendarDayIn(now, owner.timezone);
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, -(FHIR_EXPORT_LIMITS.defaultDays - 1));
      // A default start before the year 0 (a `to` in the first months of year 0) is no day the reads can use.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) throw invalid('from', FHIR_EXPORT_MESSAGES.rangeTooEarly);
      if (from > to) throw invalid('from', FHIR_EXPORT_MESSAGES.rangeOrder);
      if (daysBetween(from, to) + 1 > FHIR_EXPORT_LIMITS.maxDays) throw invalid('from', FHIR_EXPORT_MESSAGES.rangeTooLong);
      const range = { from, to };

      const [user, histories, doses, days, factors, taken] = await Promise.all([
        findUserById(db, owner.id),
        readDosePeriods(db, owner, range),
        readLoggedDoses(db, owner.id, range),
        readDays(db, owner, range, now),
        readFactorSeries(db, owner.id, range),
        readTakenDays(db, owner.id, { from: addDays(today, -(RECENT_USE_DAYS - 1)), to: today }),
      ]);
      if (!user) throw new AppError('unauthorized', 'Your account no longer exists');
      const { buildFhirBundle } = await loadBundle();
      const bundle = buildFhirBundle({
        userId: owner.id,
        userName: user.name,
        timeZone: owner.timezone,
        today,
        now: now.toISOString(),
        bundleId: newId(),
        histories,
        lastTaken: lastTakenDays(taken),
        doses,
        days,
        factors,
        rxNormCode,
      });
      return { bundle, fileName: `wellness-fhir-${from}-to-${to}.json` };
    },
  };
}
