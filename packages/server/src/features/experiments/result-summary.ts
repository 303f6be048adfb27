/**
 * The result of a finished experiment in plain words with its numbers. Improvement is named in the metric's own
 * direction ("restlessness 1.2 points lower"), the interval is always beside the estimate, and the words follow the
 * conclusion the planned analysis drew: never stronger, never causal beyond what randomization supports.
 */
import { METRIC_TABLE, type ExperimentConclusion, type TrackingMetric } from '@wellness/contract';

export interface SummaryInput {
  substanceName: string;
  metric: TrackingMetric;
  estimate: number | null;
  ci95: { low: number; high: number } | null;
  probabilityAboveMinimum: number | null;
  minimumEffect: number;
  conclusion: ExperimentConclusion;
  daysUsed: number;
  notFollowed: number;
  blinded: boolean;
}

const one = (value: number) => Math.abs(value).toFixed(1);
const points = (value: number) => `${one(value)} ${one(value) === '1.0' ? 'point' : 'points'}`;
const signed = (value: number) => (value < 0 ? `−${one(value)}` : one(value));

/** "1.2 points higher" or, for a metric where lower is better, "1.2 points lower", from an estimate where positive = better. */
function change(metric: TrackingMetric, estimate: number): string {
  const lowerIsBetter = METRIC_TABLE[metric].direction === 'lower-is-better';
  const up = lowerIsBetter ? estimate < 0 : estimate > 0;
  if (one(estimate) === '0.0') return 'about the same';
  return `${points(estimate)} ${up ? 'higher' : 'lower'} (${estimate > 0 ? 'better' : 'worse'})`;
}

export function resultSummary(input: SummaryInput): string {
  const label = METRIC_TABLE[input.metric].label.toLowerCase();
  const name = input.substanceName;
  if (input.estimate === null || input.ci95 === null) {
    return `Too few rated days to read a result: ${input.daysUsed} ${input.daysUsed === 1 ? 'day' : 'days'} outside the washout had a ${label} rating. Nothing can be concluded about ${name} from this experiment.`;
  }
  const interval = `95 % interval ${signed(input.ci95.low)} to ${signed(input.ci95.high)}, where positive is better`;
  const measured = `On days assigned to ${name}, your ${label} was ${change(input.metric, input.estimate)} than on days without it (${interval}), over ${input.daysUsed} rated days.`;
  const chance =
    input.probabilityAboveMinimum === null
      ? ''
      : ` The chance that the improvement is larger than the ${points(input.minimumEffect)} you said would matter: ${Math.round(input.probabilityAboveMinimum * 100)} %.`;
  const itt =
    input.notFollowed > 0
      ? ` ${input.notFollowed} ${input.notFollowed === 1 ? 'day' : 'days'} did not follow the plan and counted as assigned, which pulls the difference toward zero.`
      : '';
  const expectation = input.blinded ? '' : ' You knew which days were which, so expectation may account for part of any difference.';
  const verdicts: Record<ExperimentConclusion, string> = {
    benefit: `Read as planned, ${name} helped your ${label} during these weeks.`,
    harm: `Read as planned, your ${label} was worse on ${name} during these weeks.`,
    'no-meaningful-effect': `The whole interval lies within the ±${one(input.minimumEffect)} points you said would matter, so any effect of ${name} on your ${label} is too small to matter to you.`,
    inconclusive: `The interval is too wide to tell whether ${name} helps, harms or makes no difference that matters; more pairs of blocks would narrow it.`,
  };
  return `${measured}${chance} ${verdicts[input.conclusion]}${itt}${expectation}`;
}
