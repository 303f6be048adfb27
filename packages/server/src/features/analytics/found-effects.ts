/**
 * The effects a family claims (claim-family.ts), and only those: every substance × rating comparison whose verdict
 * is benefit or harm, and every factor test the family decided for (factor-effects.ts' rows), each with its estimate,
 * the interval that agrees with the family's decision, its days and a sentence. The clinician report prints them; an
 * inconclusive comparison is not an effect, so it is left out rather than shown as "no effect".
 */
import { intervalLevelText, METRIC_TABLE, RATING_METRICS, type ReportEffect, type ReportEffects, type WithheldSubstance } from '@wellness/contract';
import { FAMILY_METHOD, type ClaimFamily, type FamilyComparison } from './claim-family.js';
import { factorEffectRows } from './factor-effects.js';

const two = (value: number) => (Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));
const one = (value: number | null) => (value === null ? 'n/a' : value.toFixed(1));

function substanceSentence(name: string, metricLabel: string, c: FamilyComparison): string {
  const when = c.timing === 'next-day' ? 'on days after a day' : 'on days';
  const interval = c.interval ? `, ${intervalLevelText(c.intervalLevel ?? 0.95)} interval ${two(c.interval.low)} to ${two(c.interval.high)}` : '';
  return (
    `${metricLabel} averaged ${one(c.meanTaken)} ${when} ${name} was taken and ${one(c.meanNotTaken)} otherwise ` +
    `(${c.daysTaken} and ${c.daysNotTaken} days; adjusted for the other substances and the time trend, g = ${two(c.g ?? 0)}${interval}). ` +
    'An association in your own data, not proof of cause.'
  );
}

export function foundEffects(family: ClaimFamily, substanceNames: ReadonlyMap<string, string>): ReportEffect[] {
  const substanceClaims: ReportEffect[] = [];
  for (const [id, name] of [...substanceNames].sort((a, b) => a[1].localeCompare(b[1]))) {
    for (const metric of RATING_METRICS) {
      const c = family.comparison(id, metric);
      if ((c.conclusion !== 'benefit' && c.conclusion !== 'harm') || c.g === null) continue;
      substanceClaims.push({
        subjectKind: 'substance',
        subject: name,
        outcome: METRIC_TABLE[metric].label,
        timing: c.timing,
        conclusion: c.conclusion,
        scale: 'g',
        estimate: c.g,
        interval: c.interval,
        intervalLevel: c.intervalLevel,
        days: c.daysTaken + c.daysNotTaken,
        summary: substanceSentence(name, METRIC_TABLE[metric].label, c),
      });
    }
  }
  const factorClaims = factorEffectRows(family, substanceNames).flatMap((row): ReportEffect[] =>
    row.estimate !== null && row.conclusion !== 'inconclusive' && row.conclusion !== 'insufficient-data'
      ? [
          {
            subjectKind: row.factorKind,
            subject: row.factorName,
            outcome: row.outcomeName,
            timing: row.timing,
            conclusion: row.conclusion,
            scale: row.scale,
            estimate: row.estimate,
            interval: row.ci95,
            intervalLevel: row.intervalLevel,
            days: row.days,
            summary: row.summary,
          },
        ]
      : [],
  );
  return [...substanceClaims, ...factorClaims];
}

/** The report's effects: the family over the range, its claims, and the substances withheld while their experiment runs. */
export function reportEffects(
  range: { from: string; to: string },
  family: ClaimFamily,
  substanceNames: ReadonlyMap<string, string>,
  withheld: WithheldSubstance[],
): ReportEffects {
  return {
    from: range.from,
    to: range.to,
    family: { size: family.size, claims: family.claims, q: family.q, method: FAMILY_METHOD },
    claims: foundEffects(family, substanceNames),
    withheld,
  };
}
