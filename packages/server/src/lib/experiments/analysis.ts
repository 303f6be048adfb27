/**
 * The planned analysis of a self-experiment ("n-of-1-blocks-v1", docs/experiments.md): the difference between on and
 * off days, washout days left out, by intention to treat (a day counts by its block's instruction, whatever was taken),
 * adjusted for each pair's own level and the time trend, with errors that are a slow AR(1) part plus daily noise
 * (effect-posterior.ts); Bayesian under the prior EXPERIMENT_PRIOR states; and the randomization test over every pair
 * order the design could have drawn. Pure: the caller brings every day of the plan (washout days too, with their
 * outcome), and the drawn orders.
 */
import type { PairOrder } from '@wellness/contract';
import { effectPosterior, errorFactors } from './effect-posterior.js';
import { allPairOrders } from './randomization.js';

export interface AnalysisDay {
  dayNumber: number;
  block: number;
  pair: number;
  blockAssignment: 'on' | 'off';
  assignment: 'on' | 'off' | 'washout';
  outcome: number | null;
}

export interface AnalysisInput {
  days: readonly AnalysisDay[];
  pairOrders: readonly PairOrder[];
  minimumEffect: number;
  lowerIsBetter: boolean;
  /** Whether to run the randomization test (the costly part); secondary outcomes skip it. Default true. */
  randomization?: boolean;
}

export interface AnalysisResult {
  /** On minus off in rating points (posterior mean), signed so that positive is better. */
  estimate: number | null;
  /** The central 95 % posterior interval. */
  ci95: { low: number; high: number } | null;
  /** Posterior P(effect > minimumEffect), the effect in the better direction. */
  probabilityAboveMinimum: number | null;
  /** Two-sided, over allPairOrders(pairs); at least 2 / 2^pairs (0.5 with 2 pairs). */
  randomizationP: number | null;
  conclusion: 'benefit' | 'harm' | 'no-meaningful-effect' | 'inconclusive';
  /** Rated, non-washout days that entered the model. */
  daysUsed: number;
}

/** SD of the Normal prior on the effect, in rating points. */
const PRIOR_SD = 2.5;
/** Fewer rated, analysed days than this in either arm and nothing is estimated. */
const MIN_DAYS_PER_ARM = 3;
/** Residual degrees of freedom the model needs beyond its columns. */
const MIN_RESIDUAL_DF = 3;

export const EXPERIMENT_PRIOR =
  `Before your ratings are seen, the effect (on days minus off days) is taken to be Normal with mean 0 and SD ${PRIOR_SD} rating points: ` +
  'a change of up to about 5 points either way on the 1-10 scale is thought possible, and help and harm are equally likely. ' +
  "Each pair's level, the time trend and the size of the day-to-day noise get flat priors, so your ratings alone decide " +
  'them. How much one day resembles the days before it may be anything from not at all to strongly, leaning towards ' +
  'strongly, which can only make the result more cautious.';

const INCONCLUSIVE: Omit<AnalysisResult, 'daysUsed'> = {
  estimate: null,
  ci95: null,
  probabilityAboveMinimum: null,
  randomizationP: null,
  conclusion: 'inconclusive',
};

interface Row {
  dayNumber: number;
  pair: number;
  on: boolean;
  /** Outcome signed so that higher is better. */
  y: number;
}

/** The analysed days under one assignment of the blocks: rated, not washout, in day order. */
function analysedRows(input: AnalysisInput, blocks: ReadonlyArray<'on' | 'off'> | null, washout: (day: AnalysisDay) => boolean): Row[] {
  const sign = input.lowerIsBetter ? -1 : 1;
  return input.days
    .filter((day) => day.outcome !== null && Number.isFinite(day.outcome) && !washout(day))
    .map((day) => ({
      dayNumber: day.dayNumber,
      pair: day.pair,
      on: (blocks ? blocks[day.block - 1] : day.blockAssignment) === 'on',
      y: sign * (day.outcome as number),
    }))
    .sort((a, b) => a.dayNumber - b.dayNumber);
}

/**
 * The posterior of the effect for these rows, or null when the model cannot be fitted. Columns: on (1/0), one level per
 * pair with analysed days, and the day number (centred, in weeks) as the time trend.
 */
function posterior(rows: readonly Row[], factorCache: Map<string, ReturnType<typeof errorFactors>>) {
  const on = rows.filter((r) => r.on).length;
  if (on < MIN_DAYS_PER_ARM || rows.length - on < MIN_DAYS_PER_ARM) return null;
  const pairs = [...new Set(rows.map((r) => r.pair))].sort((a, b) => a - b);
  const columns = 1 + pairs.length + 1;
  if (rows.length - columns < MIN_RESIDUAL_DF) return null;
  const centre = rows.reduce((s, r) => s + r.dayNumber, 0) / rows.length;
  const x = rows.map((r) => [r.on ? 1 : 0, ...pairs.map((p) => (r.pair === p ? 1 : 0)), (r.dayNumber - centre) / 7]);
  const days = rows.map((r) => r.dayNumber);
  const key = days.join(',');
  let factors = factorCache.get(key);
  if (!factors) {
    factors = errorFactors(days);
    factorCache.set(key, factors);
  }
  return effectPosterior({ days, y: rows.map((r) => r.y), x, priorSd: PRIOR_SD, factors });
}

function blocksOf(order: readonly PairOrder[]): Array<'on' | 'off'> {
  return order.flatMap((o) => (o === 'on-off' ? (['on', 'off'] as const) : (['off', 'on'] as const)));
}

/**
 * Washout under another design: the plan's washout length (the washout days at the start of block 1, which always has
 * them) at the start of block 1 and of each block whose instruction differs from the one before.
 */
function washoutRule(input: AnalysisInput, blocks: ReadonlyArray<'on' | 'off'>): (day: AnalysisDay) => boolean {
  const washoutDays = input.days.filter((d) => d.block === 1 && d.assignment === 'washout').length;
  if (washoutDays === 0) return () => false;
  const firstDay = new Map<number, number>();
  for (const d of input.days) firstDay.set(d.block, Math.min(firstDay.get(d.block) ?? Infinity, d.dayNumber));
  return (day) => {
    const b = day.block - 1;
    const changed = b === 0 || blocks[b - 1] !== blocks[b];
    return changed && day.dayNumber - (firstDay.get(day.block) ?? day.dayNumber) < washoutDays;
  };
}

/**
 * Two-sided randomization p: the share of the 2^pairs designs whose estimate is at least as far from 0 as the observed
 * one, each design re-analysed with its own on/off days and its own washout days. A design whose model cannot be
 * fitted counts as at least as extreme (the conservative choice).
 */
function randomizationP(input: AnalysisInput, observed: number, factorCache: Map<string, ReturnType<typeof errorFactors>>): number {
  const designs = allPairOrders(input.pairOrders.length);
  let extreme = 0;
  // A design and its mirror (every pair reversed) analyse the same days with on and off swapped, so their estimates
  // are exact opposites: only the half whose first pair is on-off is fitted, each counting for itself and its mirror.
  for (const design of designs.filter((d) => d[0] === 'on-off')) {
    const blocks = blocksOf(design);
    const fit = posterior(analysedRows(input, blocks, washoutRule(input, blocks)), factorCache);
    // The tolerance keeps the observed design (refitted) counted despite rounding.
    if (!fit || Math.abs(fit.mean) >= Math.abs(observed) - 1e-9) extreme += 2;
  }
  return extreme / designs.length;
}

export function analyseExperiment(input: AnalysisInput): AnalysisResult {
  const rows = analysedRows(input, null, (day) => day.assignment === 'washout');
  const daysUsed = rows.length;
  // The error model's factors depend only on which days are analysed, so designs with the same days share them.
  const factorCache = new Map<string, ReturnType<typeof errorFactors>>();
  const fit = posterior(rows, factorCache);
  if (!fit) return { ...INCONCLUSIVE, daysUsed };
  const m = input.minimumEffect;
  const estimate = fit.mean;
  const ci95 = { low: fit.quantile(0.025), high: fit.quantile(0.975) };
  const conclusion: AnalysisResult['conclusion'] =
    ci95.low > -m && ci95.high < m ? 'no-meaningful-effect' : ci95.low > 0 ? 'benefit' : ci95.high < 0 ? 'harm' : 'inconclusive';
  return {
    estimate,
    ci95,
    probabilityAboveMinimum: fit.probabilityAbove(m),
    randomizationP: input.randomization === false ? null : randomizationP(input, estimate, factorCache),
    conclusion,
    daysUsed,
  };
}
