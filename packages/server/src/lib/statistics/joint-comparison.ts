/**
 * Every substance's association with one metric, estimated at once: the day's value regressed on
 * the taken indicators of all substances with enough days on each side, plus a linear time trend, with Newey-West
 * standard errors. Each substance's effect is then adjusted for the others, so a supplement often taken on the same
 * days as an effective one is not credited with its effect. Substances whose on/off days agree on at least
 * CONFOUNDING_AGREEMENT of the rated days are one column, reported together as inseparable, never credited one each.
 *
 * The fit is feasible GLS (prewhiten.ts): the AR(1) coefficient of the ordinary fit's residuals is removed from the
 * rows, then Newey-West errors are computed on the transformed rows with Andrews' (1991) automatic lag for the Bartlett
 * kernel, which is 0 or 1 when the transform left the residuals white and grows when it did not. On simulated users
 * this is both better calibrated (p < 0.002 about as often as it should be under no effect; plain Newey-West gave
 * 1.5 times as often) and more powerful (at φ = 0.5 the error variance of a random schedule's effect shrinks ~40 %).
 * docs/analytics.md has the figures.
 *
 * Same-day and next-day (taken the day before) are fitted as two models. This module gives unadjusted p-values; the
 * decision (benefit, harm, inconclusive) belongs to the family of all claims one screen can make (false-discovery.ts).
 * The effect is on Hedges' g's scale: the adjusted difference over the pooled within-group SD of the substance's own on
 * and off days, times J (hedges-g.ts); without other substances, trend or day-to-day correlation it is the textbook g.
 */
import { mean, pooledSd, sampleSd } from './descriptive.js';
import { smallSampleCorrection } from './hedges-g.js';
import { CONFOUNDING_AGREEMENT, MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from './minimums.js';
import { degreesOfFreedom, prewhitenedFit } from './prewhitened-fit.js';
import { tCritical, twoSidedP } from './student-t.js';

export interface JointDay {
  /** Calendar position of the day, for the time trend. */
  readonly index: number;
  /** The day's value of the metric; null when unrated (left out, never zero). */
  readonly value: number | null;
  /** The substances taken that day. */
  readonly taken: ReadonlySet<string>;
  /** The substances taken the calendar day before; null when that day is outside the data. */
  readonly takenDayBefore: ReadonlySet<string> | null;
}

/** Why a substance has no estimate at one timing. */
export type NotEstimated = 'too-few-days' | 'no-variation' | 'collinear' | 'too-many-substances';

/**
 * The most substance columns one model fits: the substances taken on the most days enter, the rest are named as not
 * estimated. It bounds a request's work (16 models of up to MAX_MODEL_SUBSTANCES + 2 columns over up to five years of
 * days; docs/performance.md) and power: each column spends days of evidence.
 */
export const MAX_MODEL_SUBSTANCES = 16;

export type EffectTiming = 'same-day' | 'next-day';

export interface JointEffect {
  readonly substanceId: string;
  readonly timing: EffectTiming;
  readonly daysTaken: number;
  readonly daysNotTaken: number;
  /** Means of the metric on the rated days with and without (at this timing), before any adjustment. */
  readonly meanTaken: number | null;
  readonly meanNotTaken: number | null;
  /** The other substances whose on/off days are nearly the same: one estimate is shared by all of them. */
  readonly inseparableFrom: readonly string[];
  readonly g: number | null;
  readonly ci95: { readonly low: number; readonly high: number } | null;
  /** Standard error of g and the t distribution's degrees of freedom, for intervals at other levels. */
  readonly gSe: number | null;
  readonly df: number | null;
  readonly pValue: number | null;
  readonly notEstimated: NotEstimated | null;
  /** Substances in the model beside this one (their columns, counted once per inseparable group). */
  readonly adjustedFor: number;
}

interface Row {
  readonly t: number;
  readonly y: number;
  readonly taken: ReadonlySet<string>;
}

function rowsAt(days: readonly JointDay[], timing: EffectTiming): Row[] {
  return days.flatMap((d) => {
    const taken = timing === 'same-day' ? d.taken : d.takenDayBefore;
    return d.value === null || taken === null ? [] : [{ t: d.index, y: d.value, taken }];
  });
}

/** Groups substances whose indicators agree on at least CONFOUNDING_AGREEMENT of the rows (union of pairs). */
function inseparableGroups(ids: readonly string[], indicator: ReadonlyMap<string, Uint8Array>, rowCount: number): string[][] {
  const parent = new Map(ids.map((id) => [id, id]));
  const root = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r) ?? r;
    return r;
  };
  ids.forEach((a, i) => {
    const on = indicator.get(a) ?? new Uint8Array(rowCount);
    for (const b of ids.slice(i + 1)) {
      const other = indicator.get(b) ?? new Uint8Array(rowCount);
      let agree = 0;
      for (let r = 0; r < rowCount; r++) if (on[r] === other[r]) agree++;
      if (agree / rowCount >= CONFOUNDING_AGREEMENT) parent.set(root(b), root(a));
    }
  });
  const groups = new Map<string, string[]>();
  for (const id of ids) groups.set(root(id), [...(groups.get(root(id)) ?? []), id]);
  return [...groups.values()];
}

/**
 * `conventionalFloor`: never report a standard error below the conventional one of the transformed rows (Angrist &
 * Pischke 2009, §8.1). Newey-West errors with lag 0 or 1 are too small in short series with lopsided columns (a yes-no
 * factor logged "yes" one day in five); the factors' tests use the floor, the substances' rating tests keep the fit
 * their simulation figures were measured with.
 */
export interface JointOptions {
  readonly conventionalFloor?: boolean;
}

function effectsAt(days: readonly JointDay[], substanceIds: readonly string[], timing: EffectTiming, options: JointOptions): JointEffect[] {
  const rows = rowsAt(days, timing);
  // Each substance's 0/1 column over the rows and its two sides, read once.
  const indicator = new Map(
    substanceIds.map((id) => {
      const column = new Uint8Array(rows.length);
      rows.forEach((r, i) => {
        if (r.taken.has(id)) column[i] = 1;
      });
      return [id, column];
    }),
  );
  const sides = new Map(
    substanceIds.map((id) => {
      const column = indicator.get(id) ?? new Uint8Array(rows.length);
      const on = rows.filter((_, i) => column[i] === 1).map((r) => r.y);
      const off = rows.filter((_, i) => column[i] === 0).map((r) => r.y);
      return [id, { on, off }];
    }),
  );
  const counts = new Map(substanceIds.map((id) => [id, sides.get(id)?.on.length ?? 0]));
  const means = new Map(substanceIds.map((id) => [id, { taken: mean(sides.get(id)?.on ?? []), notTaken: mean(sides.get(id)?.off ?? []) }]));
  const blank = (id: string, notEstimated: NotEstimated, inseparableFrom: readonly string[] = [], adjustedFor = 0): JointEffect => ({
    substanceId: id,
    timing,
    daysTaken: counts.get(id) ?? 0,
    daysNotTaken: rows.length - (counts.get(id) ?? 0),
    meanTaken: means.get(id)?.taken ?? null,
    meanNotTaken: means.get(id)?.notTaken ?? null,
    inseparableFrom,
    g: null,
    ci95: null,
    gSe: null,
    df: null,
    pValue: null,
    notEstimated,
    adjustedFor,
  });
  const enough = (id: string) => {
    const on = counts.get(id) ?? 0;
    return rows.length >= MIN_RATED_DAYS && on >= MIN_DAYS_PER_SIDE && rows.length - on >= MIN_DAYS_PER_SIDE;
  };
  const enoughIds = [...substanceIds].filter(enough).sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
  const eligible = enoughIds.slice(0, MAX_MODEL_SUBSTANCES).sort();
  const results = new Map<string, JointEffect>([
    ...substanceIds.filter((id) => !enough(id)).map((id): [string, JointEffect] => [id, blank(id, 'too-few-days')]),
    ...enoughIds.slice(MAX_MODEL_SUBSTANCES).map((id): [string, JointEffect] => [id, blank(id, 'too-many-substances')]),
  ]);

  // Drop the group with the fewest taken days until the design is of full rank (a group can be a linear combination
  // of others, e.g. A on exactly the days B or C is taken).
  let groups = inseparableGroups(eligible, indicator, rows.length);
  const tMean = mean(rows.map((r) => r.t)) ?? 0;
  for (;;) {
    if (groups.length === 0) break;
    const columns = groups.map((g) => indicator.get(g[0] ?? '') ?? new Uint8Array(rows.length));
    const design = rows.map((r, i) => [1, ...columns.map((c) => c[i] ?? 0), (r.t - tMean) / 365]);
    const fit = prewhitenedFit(
      rows.map((r) => r.t),
      rows.map((r) => r.y),
      design,
    );
    if (fit) {
      const df = degreesOfFreedom(fit);
      groups.forEach((group, j) => {
        const { on, off } = sides.get(group[0] ?? '') ?? { on: [], off: [] };
        const sdOn = sampleSd(on);
        const sdOff = sampleSd(off);
        const s = sdOn === null || sdOff === null ? 0 : pooledSd(on.length, sdOn, off.length, sdOff);
        const b = fit.coefficients[j + 1];
        const hac = fit.se[j + 1];
        const conventional = fit.conventionalSe[j + 1] ?? 0;
        const se = options.conventionalFloor && hac !== undefined ? Math.max(hac, conventional) : hac;
        for (const id of group) {
          const others = group.filter((other) => other !== id);
          if (!(s > 0) || b === undefined || se === undefined || !(se > 0)) {
            results.set(id, blank(id, 'no-variation', others, groups.length - 1));
            continue;
          }
          const jCorrection = smallSampleCorrection(on.length, off.length);
          const half = tCritical(df) * se;
          results.set(id, {
            ...blank(id, 'no-variation', others, groups.length - 1),
            g: (jCorrection * b) / s,
            ci95: { low: (jCorrection * (b - half)) / s, high: (jCorrection * (b + half)) / s },
            gSe: (jCorrection * se) / s,
            df,
            pValue: twoSidedP(b / se, df),
            notEstimated: null,
          });
        }
      });
      break;
    }
    const smallest = [...groups].sort((a, b) => (counts.get(a[0] ?? '') ?? 0) - (counts.get(b[0] ?? '') ?? 0))[0] ?? [];
    for (const id of smallest)
      results.set(
        id,
        blank(
          id,
          'collinear',
          smallest.filter((other) => other !== id),
        ),
      );
    groups = groups.filter((g) => g !== smallest);
  }
  return substanceIds.map((id) => results.get(id) ?? blank(id, 'too-few-days'));
}

/** The same-day and the next-day effect of every substance on one metric, each adjusted for all the others. */
export function jointEffects(
  days: readonly JointDay[],
  substanceIds: readonly string[],
  options: JointOptions = {},
): { sameDay: JointEffect[]; nextDay: JointEffect[] } {
  return { sameDay: effectsAt(days, substanceIds, 'same-day', options), nextDay: effectsAt(days, substanceIds, 'next-day', options) };
}
