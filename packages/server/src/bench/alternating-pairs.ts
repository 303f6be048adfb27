/**
 * The ratio benchmark measures each call in alternating pairs (the twin, then ours, several times) and keeps the
 * pair whose ratio is the middle one. One long run of each side, one after the other, let whatever the shared
 * machine did during either run move the row's ratio by several points from run to run; alternating short runs and
 * keeping the median pair lets one disturbed run not decide the row. The range of the pairs' ratios is printed
 * beside it, so how steady a row was stays visible.
 */
export interface Pair<Run> {
  ours: Run;
  twin: Run;
}

export interface MiddlePair<Run> extends Pair<Run> {
  /** The lowest and highest ratio among the pairs (ours over the twin, in rps). */
  lowest: number;
  highest: number;
}

/**
 * The pair with the median ratio of `rps` (for an even count, the lower of the two middle ones: a verdict must not
 * rest on the better half). Throws on no pairs: a row needs at least one measurement.
 */
export function middlePair<Run extends { rps: number }>(pairs: readonly Pair<Run>[]): MiddlePair<Run> {
  if (pairs.length === 0) throw new Error('middlePair: no pairs measured');
  const ratio = (pair: Pair<Run>) => pair.ours.rps / pair.twin.rps;
  const sorted = [...pairs].sort((a, b) => ratio(a) - ratio(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)] as Pair<Run>;
  return { ...middle, lowest: ratio(sorted[0] as Pair<Run>), highest: ratio(sorted[sorted.length - 1] as Pair<Run>) };
}
