/**
 * Effects by the hour: how productivity and focus vary with the hours since that day's first dose
 * of one substance, against the days it was not taken. Pure: the service reads the rows, this decides.
 *
 * Why a random intercept per day: two sessions of one day share that day's sleep, mood and workload, so they are not
 * two independent observations. Each outcome is one regression of the ratings on the window indicators (the baseline
 * days as reference) with a random intercept per day (lib/statistics/random-intercept.ts, REML), so the day is the
 * unit that repeats while comparisons within a dose day still count; every testable window × outcome is one family
 * under Benjamini–Hochberg, at q divided among the user's dosed substances. Badge, interval and sentence all come
 * from that adjusted decision (docs/analytics.md "Effects by the hour").
 */
import { plural, type Conclusion, type DoseResponseResponse, type DoseResponseWindow } from '@wellness/contract';
import { mean, roundTo } from '../../lib/statistics/descriptive.js';
import { fdrAdjust } from '../../lib/statistics/false-discovery.js';
import { fitRandomIntercept } from '../../lib/statistics/random-intercept.js';
import { tCritical, twoSidedP } from '../../lib/statistics/student-t.js';

/** The windows, in hours since the day's first dose: finer early, when a stimulant rises and peaks. */
export const DOSE_WINDOWS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [2, 4],
  [4, 6],
  [6, 8],
  [8, 12],
];
/** A window is tested only with at least this many dose days with an observation in it, and as many baseline days. */
export const DOSE_WINDOW_MIN_DAYS = 5;
/** The false discovery rate the family is held to (chosen by the simulation in dose-response.simulation.test.ts). */
export const DOSE_RESPONSE_Q = 0.05;

export type DoseOutcome = 'productivity' | 'focus';

/** A rated moment of a day: a focus session (at its start) or a timed entry. Ratings null when not given. */
export interface TimedObservation {
  day: string;
  /** Minutes after local midnight of `day`. */
  minute: number;
  kind: 'session' | 'entry';
  productivity: number | null;
  focus: number | null;
}

export interface DoseResponseInput {
  substance: { id: string; name: string };
  days: number;
  /** Every dose of the substance in the window: its local day and minute of that day. */
  doses: readonly { day: string; minute: number }[];
  /** Days the substance was marked taken in an entry without a dose logged: no time to measure from, so in no group. */
  takenWithoutDose: ReadonlySet<string>;
  observations: readonly TimedObservation[];
  /**
   * The user's substances whose hours view could make a claim in the window (doses on at least DOSE_WINDOW_MIN_DAYS
   * days), this one included. Each view gets q divided by this count (Bonferroni over the views), so however many
   * substances a person opens, the chance of a false "by the hour" claim anywhere on the screen stays at q.
   */
  viewsOnScreen: number;
}

interface TestResult {
  outcome: DoseOutcome;
  difference: number;
  standardError: number;
  df: number;
  p: number;
}

interface Group {
  /** Day → the values observed that day. */
  byDay: Map<string, number[]>;
  sessions: number;
  entries: number;
}

const emptyGroup = (): Group => ({ byDay: new Map(), sessions: 0, entries: 0 });

function dayMeans(group: Group): number[] {
  return [...group.byDay.values()].map((values) => mean(values) ?? 0);
}

/**
 * One outcome's tests: every window with an observation is a column of a day-random-intercept model whose reference
 * is the baseline; a window is tested when it has the minimum days on each side. Degrees of freedom: days − columns,
 * since the day is the unit that repeats.
 */
function windowTests(windows: readonly Group[], baseline: Group, outcome: DoseOutcome): (TestResult | null)[] {
  const present = windows.map((w, i) => ({ w, i })).filter(({ w }) => w.byDay.size > 0);
  const column = new Map(present.map(({ i }, c) => [i, c + 1]));
  const k = present.length + 1;
  const days = new Map<string, { y: number[]; x: number[][] }>();
  const push = (day: string, values: readonly number[], windowIndex: number | null) => {
    let group = days.get(day);
    if (!group) {
      group = { y: [], x: [] };
      days.set(day, group);
    }
    for (const value of values) {
      const row = new Array<number>(k).fill(0);
      row[0] = 1;
      const c = windowIndex === null ? undefined : column.get(windowIndex);
      if (c !== undefined) row[c] = 1;
      group.y.push(value);
      group.x.push(row);
    }
  };
  for (const [day, values] of baseline.byDay) push(day, values, null);
  for (const { w, i } of present) for (const [day, values] of w.byDay) push(day, values, i);
  const testable = (w: Group) => w.byDay.size >= DOSE_WINDOW_MIN_DAYS && baseline.byDay.size >= DOSE_WINDOW_MIN_DAYS;
  if (!windows.some(testable)) return windows.map(() => null);
  const fit = fitRandomIntercept([...days.values()]);
  const df = fit ? fit.groups - fit.k : 0;
  const baselineMean = mean(dayMeans(baseline)) ?? 0;
  return windows.map((w, i) => {
    const c = column.get(i);
    if (c === undefined || !testable(w)) return null;
    const difference = fit?.coefficients[c] ?? 0;
    const standardError = fit?.se[c] ?? 0;
    // Ratings that do not vary (every one the same) leave nothing to test: in the family with p = 1, so the window
    // reads "no clear difference" with its plain gap and no interval, rather than "not enough data".
    if (!fit || df < 1 || !(standardError > 0)) return { outcome, difference: (mean(dayMeans(w)) ?? 0) - baselineMean, standardError: 0, df: 1, p: 1 };
    return { outcome, difference, standardError, df, p: twoSidedP(difference / standardError, df) };
  });
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const windowName = ([from, to]: readonly [number, number]) => `${from}–${to} h`;
const fmt = (value: number | null) => (value === null ? '–' : (roundTo(value) ?? 0).toFixed(1));
const fmtP = (value: number) => (value < 0.001 ? '< 0.001' : value.toFixed(3));

export function doseResponse(input: DoseResponseInput): DoseResponseResponse {
  const q = DOSE_RESPONSE_Q / Math.max(1, input.viewsOnScreen);
  // The day's first dose is its clock zero: a second dose later that day is a top-up of the same day, not a new start.
  const firstDose = new Map<string, number>();
  for (const dose of input.doses) {
    const known = firstDose.get(dose.day);
    if (known === undefined || dose.minute < known) firstDose.set(dose.day, dose.minute);
  }
  // Baseline days are measured from the user's usual dose time, so the baseline covers the same hours of the day as
  // the windows and an afternoon slump is not credited to (or blamed on) the substance.
  const usualDoseMinute = median([...firstDose.values()]);
  const horizon = 12 * 60;

  const windows = DOSE_WINDOWS.map(() => ({ productivity: emptyGroup(), focus: emptyGroup() }));
  const baseline = { productivity: emptyGroup(), focus: emptyGroup() };
  const windowCounts = DOSE_WINDOWS.map(() => ({ sessions: 0, entries: 0 }));
  const baselineDays = new Set<string>();
  const baselineCounts = { sessions: 0, entries: 0 };
  const add = (group: Group, day: string, value: number | null) => {
    if (value === null) return;
    const list = group.byDay.get(day);
    if (list) list.push(value);
    else group.byDay.set(day, [value]);
  };

  for (const obs of input.observations) {
    if (obs.productivity === null && obs.focus === null) continue;
    if (input.takenWithoutDose.has(obs.day) && !firstDose.has(obs.day)) continue;
    const dose = firstDose.get(obs.day);
    if (dose === undefined) {
      if (usualDoseMinute === null) continue;
      const since = obs.minute - usualDoseMinute;
      if (since < 0 || since >= horizon) continue;
      add(baseline.productivity, obs.day, obs.productivity);
      add(baseline.focus, obs.day, obs.focus);
      baselineDays.add(obs.day);
      baselineCounts[obs.kind === 'session' ? 'sessions' : 'entries'] += 1;
      continue;
    }
    const hours = (obs.minute - dose) / 60;
    const index = DOSE_WINDOWS.findIndex(([from, to]) => hours >= from && hours < to);
    const target = windows[index];
    const counts = windowCounts[index];
    if (target === undefined || counts === undefined) continue;
    add(target.productivity, obs.day, obs.productivity);
    add(target.focus, obs.day, obs.focus);
    counts[obs.kind === 'session' ? 'sessions' : 'entries'] += 1;
  }

  const baselineMeans = { productivity: dayMeans(baseline.productivity), focus: dayMeans(baseline.focus) };
  const productivityTests = windowTests(
    windows.map((w) => w.productivity),
    baseline.productivity,
    'productivity',
  );
  const focusTests = windowTests(
    windows.map((w) => w.focus),
    baseline.focus,
    'focus',
  );
  const tests = windows.map((_, i) => ({ productivity: productivityTests[i] ?? null, focus: focusTests[i] ?? null }));
  const family: TestResult[] = tests.flatMap((t) => [t.productivity, t.focus].filter((x): x is TestResult => x !== null));
  const adjusted = new Map<TestResult, number>();
  fdrAdjust(
    family.map((t) => t.p),
    'benjamini-hochberg',
  ).forEach((value, i) => {
    const test = family[i];
    if (test) adjusted.set(test, value);
  });
  const claims = family.filter((t) => (adjusted.get(t) ?? 1) <= q);
  // The interval that goes with the adjusted decision (Benjamini & Yekutieli 2005, false coverage rate): level
  // 1 − max(R, 1)·q/m, which excludes zero exactly for the claimed tests, so the interval never contradicts the badge.
  const intervalLevel = family.length === 0 ? null : 1 - (Math.max(claims.length, 1) * q) / family.length;

  const windowsOut: DoseResponseWindow[] = DOSE_WINDOWS.map((range, i) => {
    const w = windows[i] ?? { productivity: emptyGroup(), focus: emptyGroup() };
    const t = tests[i] ?? { productivity: null, focus: null };
    const candidates = [t.productivity, t.focus].filter((x): x is TestResult => x !== null);
    const claimed = candidates.filter((x) => claims.includes(x)).sort((a, b) => (adjusted.get(a) ?? 1) - (adjusted.get(b) ?? 1));
    // The test a window reports: its claim when it has one, else productivity (the primary outcome), else focus.
    const shown = claimed[0] ?? t.productivity ?? t.focus;
    const conclusion: Conclusion = shown === null ? 'insufficient-data' : claimed[0] ? (shown.difference > 0 ? 'benefit' : 'harm') : 'inconclusive';
    const half = shown && intervalLevel !== null && shown.standardError > 0 ? tCritical(shown.df, intervalLevel) * shown.standardError : null;
    return {
      fromHours: range[0],
      toHours: range[1],
      sessions: windowCounts[i]?.sessions ?? 0,
      entries: windowCounts[i]?.entries ?? 0,
      daysWithData: new Set([...w.productivity.byDay.keys(), ...w.focus.byDay.keys()]).size,
      meanProductivity: roundTo(mean(dayMeans(w.productivity)), 2),
      meanFocus: roundTo(mean(dayMeans(w.focus)), 2),
      outcome: shown?.outcome ?? null,
      difference: shown ? roundTo(shown.difference, 2) : null,
      ci95: shown && half !== null ? { low: roundTo(shown.difference - half, 2) ?? 0, high: roundTo(shown.difference + half, 2) ?? 0 } : null,
      pValue: shown ? shown.p : null,
      adjustedP: shown ? (adjusted.get(shown) ?? null) : null,
      familySize: family.length,
      conclusion,
    };
  });

  const benefits = windowsOut.filter((w) => w.conclusion === 'benefit');
  const harms = windowsOut.filter((w) => w.conclusion === 'harm');
  const peak = [...benefits].sort((a, b) => (b.difference ?? 0) - (a.difference ?? 0))[0] ?? null;
  const firstHarm = [...harms].sort((a, b) => (a.adjustedP ?? 1) - (b.adjustedP ?? 1))[0] ?? null;
  const minAdjusted = family.length === 0 ? null : Math.min(...family.map((t) => adjusted.get(t) ?? 1));
  const conclusion: Conclusion = family.length === 0 ? 'insufficient-data' : peak ? 'benefit' : firstHarm ? 'harm' : 'inconclusive';
  const decidedOn = peak ?? firstHarm;
  const adjustedP = decidedOn ? decidedOn.adjustedP : minAdjusted;

  const baselineOut = {
    days: baselineDays.size,
    sessions: baselineCounts.sessions,
    entries: baselineCounts.entries,
    meanProductivity: roundTo(mean(baselineMeans.productivity), 2),
    meanFocus: roundTo(mean(baselineMeans.focus), 2),
  };
  const daysWithDose = firstDose.size;
  const name = input.substance.name;
  const tested = `${family.length} comparison${family.length === 1 ? '' : 's'} tested`;
  let summary: string;
  if (conclusion === 'insufficient-data') {
    summary = `Not enough data yet to see ${name}'s effect by the hour: ${plural(daysWithDose, 'day')} with a timed dose and ${baselineOut.days} without. Each window needs ${DOSE_WINDOW_MIN_DAYS} days with a rated session or entry in it, and ${DOSE_WINDOW_MIN_DAYS} days without ${name}.`;
  } else if (decidedOn && decidedOn.outcome && decidedOn.adjustedP !== null) {
    const diff = decidedOn.difference ?? 0;
    const mainWindow = windowName([decidedOn.fromHours, decidedOn.toHours]);
    const value = decidedOn.outcome === 'productivity' ? decidedOn.meanProductivity : decidedOn.meanFocus;
    const base = decidedOn.outcome === 'productivity' ? baselineOut.meanProductivity : baselineOut.meanFocus;
    summary =
      `${decidedOn.outcome === 'productivity' ? 'Productivity' : 'Focus'} ${mainWindow} after your first dose of ${name} averaged ${fmt(value)}, ` +
      `against ${fmt(base)} on the ${plural(baselineOut.days, 'day')} without it (${diff >= 0 ? '+' : ''}${fmt(diff)}, adjusted interval ${fmt(decidedOn.ci95?.low ?? null)} to ${fmt(decidedOn.ci95?.high ?? null)}; ` +
      `adjusted p ${fmtP(decidedOn.adjustedP)}; ${tested}). ` +
      (harms.length > 0 && benefits.length > 0 ? `Other hours go the other way (${harms.map((w) => windowName([w.fromHours, w.toHours])).join(', ')}). ` : '') +
      `An association in your own data, not proof that ${name} caused it.`;
  } else {
    summary =
      `No hour after a dose of ${name} differs clearly from the ${plural(baselineOut.days, 'day')} without it once all ${family.length} comparisons are accounted for` +
      (minAdjusted === null ? '.' : ` (smallest adjusted p ${fmtP(minAdjusted)}). `) +
      `That is not evidence of no effect: there may be too few days in each window to see one.`;
  }

  return {
    substance: input.substance,
    days: input.days,
    daysWithDose,
    windows: windowsOut,
    withheld: null,
    baseline: baselineOut,
    peakWindow: peak ? { fromHours: peak.fromHours, toHours: peak.toHours } : null,
    conclusion,
    adjustedP: adjustedP ?? null,
    familySize: family.length,
    q,
    intervalLevel,
    minimumDays: DOSE_WINDOW_MIN_DAYS,
    summary,
  };
}
