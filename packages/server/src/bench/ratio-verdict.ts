/**
 * Issue 35's targets for the ratio benchmark, and whether a row can be judged at all: Daily reads at 25 % of their
 * twin or more, History reads at 10 %, the dose write at 50 %, and no call more than 15 % dearer in CPU per request
 * for a five-year user than for a one-year user. A row measured while other programs took more than a quarter of a
 * core, or while the twin kept its core less than 85 % busy (so the twin's rps was not its ceiling), gets no verdict,
 * unless it keeps its target even against the rps the twin would reach at its ceiling (`ok, held`). A growth judged
 * against the twin's gets no verdict either when our own growth falls on the other side of the line (`drift`): one
 * of the four runs behind them (ours and the twin's, for each user) caught the machine in another state.
 * On PostgreSQL the twin's work is shared with the database server's processes, so its ceiling is the machine's.
 */
export type CallKind = 'daily' | 'history' | 'write' | 'reference';

/** `reference` rows have no target: they show what the app's fixed cost per request leaves for the calls above. */
export const RATIO_TARGETS: Record<Exclude<CallKind, 'reference'>, number> = { daily: 0.25, history: 0.1, write: 0.5 };
export const MAX_GROWTH = 1.15;
export const MAX_OTHER_BUSY = 0.25;
export const MIN_TWIN_BUSY = 0.85;

export interface RatioRow {
  kind: CallKind;
  ratio: number;
  /** Our CPU per request for five years over one year; null on a one-year row. */
  growth: number | null;
  /**
   * Our own CPU per request for five years over one year, where `growth` is taken against the twin's (SQLite); null
   * otherwise. When the two disagree on the line, the machine moved between the rows more than either can show.
   */
  ownGrowth: number | null;
  twinBusy: number;
  otherBusy: number;
}

export interface Verdict {
  trusted: boolean;
  pass: boolean | null;
  text: string;
}

export function verdictOf(row: RatioRow): Verdict {
  if (row.kind === 'reference') return { trusted: true, pass: null, text: 'reference' };
  if (!(row.otherBusy <= MAX_OTHER_BUSY)) return { trusted: false, pass: null, text: 'busy' };
  const over = (growth: number | null) => growth !== null && growth > MAX_GROWTH;
  if (row.ownGrowth !== null && over(row.growth) !== over(row.ownGrowth)) return { trusted: false, pass: null, text: 'drift' };
  const target = RATIO_TARGETS[row.kind];
  const ratioOk = row.ratio >= target;
  const growthOk = !over(row.growth);
  if (row.twinBusy < MIN_TWIN_BUSY) {
    // A held twin's rps is below its ceiling. Were its rps to grow in proportion to its CPU, the ceiling would be
    // its rps over its share: a call that keeps its target even against that rps passes, anything else is unknown.
    const ratioAtCeiling = row.ratio * row.twinBusy;
    if (ratioAtCeiling >= target && growthOk) return { trusted: true, pass: true, text: 'ok, held' };
    return { trusted: false, pass: null, text: 'twin held' };
  }
  if (ratioOk && growthOk) return { trusted: true, pass: true, text: 'ok' };
  return { trusted: true, pass: false, text: ratioOk ? 'grows' : 'slow' };
}

/** One load run's CPU, in cores over its wall time (out-of-process-load.ts). */
export interface RunCpu {
  serverBusy: number;
  postgresBusy: number;
  generatorBusy: number;
  otherBusy: number;
}

/**
 * How near its ceiling the twin ran, for the `twin held` check (1 is at it). On SQLite the twin is one Node process
 * and its ceiling one core. On PostgreSQL its requests are also worked by the database server's processes, so it is
 * at its ceiling when its own process keeps a core busy, or when it and PostgreSQL take all the machine's `cores`
 * that the generator and other programs left them.
 */
export function twinCeilingShare(twin: RunCpu, onPostgres: boolean, cores: number): number {
  if (!onPostgres) return twin.serverBusy;
  const left = cores - twin.generatorBusy - twin.otherBusy;
  return Math.max(twin.serverBusy, (twin.serverBusy + twin.postgresBusy) / left);
}

/**
 * Our CPU per request for five years over one year, taken against the twin's over the same two runs: the twin sends
 * the same bytes at either length of history (on SQLite), so whatever its own cost did between the two rows, minutes
 * apart, is the machine's doing, not ours (a slower neighbour, a colder cache). 1 is flat. Not for PostgreSQL, whose
 * twin replays our statements and so does more work for five years by design.
 */
export function growthAgainstTwin(ours: { oneYear: number; fiveYears: number }, twin: { oneYear: number; fiveYears: number }): number {
  return ours.fiveYears / ours.oneYear / (twin.fiveYears / twin.oneYear);
}
