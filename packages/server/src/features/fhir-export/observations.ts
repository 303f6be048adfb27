/**
 * Observations (pure): the daily ratings (one per day and metric that had a rating: the day's mean, as the app's
 * other reads compute it; a day without one has none, never 0) and the user's own factors (one per factor and day
 * with a value), each coded in the app's own code system and placed on the user's local day with its offsets.
 */
import { FHIR_CODE_SYSTEM, FHIR_METRIC_CODES, fhirFactorCode, METRIC_LABELS, RATING_METRICS } from '@wellness/contract';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import { metricOfDay } from '../../reads/day-series/metric-of-day.js';
import type { FactorInfo, FactorSeries } from '../../reads/factor-values/factor-series.js';
import type { CodeableConcept, Observation, Quantity, Reference } from './fhir-types.js';
import { stableUuid, urnOf } from './resource-ids.js';
import { zonedDay } from './zoned-time.js';

export const UCUM_SYSTEM = 'http://unitsofmeasure.org';
const CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';
/** Self-reported answers: the survey category of FHIR's observation categories. */
const SURVEY: CodeableConcept[] = [{ coding: [{ system: CATEGORY_SYSTEM, code: 'survey', display: 'Survey' }] }];

const ucum = (value: number, code: string): Quantity => ({ value, unit: code, system: UCUM_SYSTEM, code });
const SCALE_RANGE = [{ low: ucum(1, '{score}'), high: ucum(10, '{score}'), text: '1 (lowest) to 10 (highest)' }];

export interface ObservationContext {
  userId: string;
  timeZone: string;
  patient: Reference;
}

export interface ObservationEntry {
  fullUrl: string;
  resource: Observation;
}

/** Means kept to two decimals, as the app shows them. */
const rounded = (value: number) => Math.round(value * 100) / 100;

function observation(
  ctx: ObservationContext,
  key: string,
  day: string,
  code: CodeableConcept,
  value: Pick<Observation, 'valueQuantity' | 'valueBoolean' | 'referenceRange' | 'note'>,
): ObservationEntry {
  const id = stableUuid(ctx.userId, 'observation', key);
  return {
    fullUrl: urnOf(id),
    resource: {
      resourceType: 'Observation',
      id,
      status: 'final',
      category: SURVEY,
      code,
      subject: ctx.patient,
      effectivePeriod: zonedDay(day, ctx.timeZone),
      performer: [ctx.patient],
      ...value,
    },
  };
}

/** One Observation per day and rating metric with a rating that day, in the metrics' timeline order. */
export function ratingObservations(days: readonly DayActivity[], ctx: ObservationContext): ObservationEntry[] {
  return days.flatMap((day) =>
    RATING_METRICS.flatMap((metric) => {
      const mean = metricOfDay(day, metric);
      if (mean === null) return [];
      const label = METRIC_LABELS[metric];
      const code = { coding: [{ system: FHIR_CODE_SYSTEM, code: FHIR_METRIC_CODES[metric], display: label }], text: label };
      return [
        observation(ctx, `rating/${day.day}/${metric}`, day.day, code, {
          valueQuantity: ucum(rounded(mean), '{score}'),
          referenceRange: SCALE_RANGE,
          note: [{ text: `Mean of the day's self-reported ${label.toLowerCase()} ratings (1-10).` }],
        }),
      ];
    }),
  );
}

/** A factor's value as FHIR holds it: yes-no as a boolean, a scale as a score, a number or count in its unit. */
function factorValue(factor: FactorInfo, value: number): Pick<Observation, 'valueQuantity' | 'valueBoolean' | 'referenceRange'> {
  switch (factor.kind) {
    case 'yes-no':
      return { valueBoolean: value === 1 };
    case 'scale':
      return { valueQuantity: ucum(value, '{score}'), referenceRange: SCALE_RANGE };
    case 'number':
    case 'count':
      // A unit the user typed is not a UCUM code, so it is only the unit's text; a count without one is UCUM's {count}.
      return { valueQuantity: factor.unit ? { value, unit: factor.unit } : ucum(value, '{count}') };
  }
}

/** One Observation per own factor and day with a value, factor by factor (by name), days ascending. */
export function factorObservations(series: FactorSeries, ctx: ObservationContext): ObservationEntry[] {
  return series.factors.flatMap((factor) => {
    const values = series.values.get(factor.id);
    if (!values) return [];
    const code = { coding: [{ system: FHIR_CODE_SYSTEM, code: fhirFactorCode(factor.id), display: factor.name }], text: factor.name };
    return [...values.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([day, value]) =>
        observation(ctx, `factor/${factor.id}/${day}`, day, code, {
          ...factorValue(factor, value),
          ...(factor.describesNightBefore ? { note: [{ text: 'Describes the night that ended on the morning of this day.' }] } : {}),
        }),
      );
  });
}
