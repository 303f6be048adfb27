/** The ratio benchmark's verdicts: issue 35's targets, and no verdict from a busy machine or a held-back twin. */
import { describe, expect, it } from 'vitest';
import { growthAgainstTwin, twinCeilingShare, verdictOf } from './ratio-verdict.js';

const quiet = { twinBusy: 0.98, otherBusy: 0.05, growth: null, ownGrowth: null };

describe('verdictOf', () => {
  it('holds each kind of call to its own target', () => {
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.25 }).pass).toBe(true);
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.24 })).toMatchObject({ pass: false, text: 'slow' });
    expect(verdictOf({ ...quiet, kind: 'history', ratio: 0.1 }).pass).toBe(true);
    expect(verdictOf({ ...quiet, kind: 'history', ratio: 0.09 }).pass).toBe(false);
    expect(verdictOf({ ...quiet, kind: 'write', ratio: 0.49 }).pass).toBe(false);
    expect(verdictOf({ ...quiet, kind: 'write', ratio: 0.5 }).pass).toBe(true);
  });

  it('judges no reference row: they have no target', () => {
    expect(verdictOf({ ...quiet, kind: 'reference', ratio: 0.01 })).toEqual({ trusted: true, pass: null, text: 'reference' });
  });

  it('fails a call that costs more than 15 % more for five years than for one', () => {
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.5, growth: 1.15 }).pass).toBe(true);
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.5, growth: 1.16 })).toMatchObject({ pass: false, text: 'grows' });
  });

  it('gives no verdict when others took the CPU, the load is unknown, or the twin did not reach its ceiling', () => {
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.9, otherBusy: 0.3 })).toEqual({ trusted: false, pass: null, text: 'busy' });
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.9, otherBusy: Number.NaN }).trusted).toBe(false);
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.4, twinBusy: 0.6 })).toEqual({ trusted: false, pass: null, text: 'twin held' });
  });

  it('passes a call against a held twin only when it keeps its target against the twin’s rps scaled to its ceiling', () => {
    // 0.6 of its ceiling: the twin could serve up to 1/0.6 of its rps, so 0.42 of it may be 0.252 of the ceiling.
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.42, twinBusy: 0.6 })).toEqual({ trusted: true, pass: true, text: 'ok, held' });
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.41, twinBusy: 0.6 }).trusted).toBe(false);
    expect(verdictOf({ ...quiet, kind: 'write', ratio: 0.62, twinBusy: 0.77 }).trusted).toBe(false);
    // Growth is per request, not capped by the twin: a call that grows is not passed by a held twin either.
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.9, twinBusy: 0.6, growth: 1.3 }).trusted).toBe(false);
  });
});

describe('verdictOf with the growth taken against the twin', () => {
  it('gives no verdict when our own growth and the growth against the twin fall on either side of the line', () => {
    // Our CPU fell from one year to five while the twin's fell more: one of the runs caught the machine elsewhere.
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.5, growth: 1.35, ownGrowth: 0.84 })).toEqual({ trusted: false, pass: null, text: 'drift' });
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.5, growth: 1.0, ownGrowth: 1.4 }).text).toBe('drift');
  });

  it('judges when both agree, either way', () => {
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.5, growth: 1.3, ownGrowth: 1.25 })).toMatchObject({ trusted: true, text: 'grows' });
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.5, growth: 1.1, ownGrowth: 0.9 })).toMatchObject({ trusted: true, text: 'ok' });
  });
});

describe('twinCeilingShare', () => {
  const run = { serverBusy: 0.6, postgresBusy: 0.8, generatorBusy: 0.55, otherBusy: 0.05 };

  it('is how busy the twin kept its one core on SQLite', () => {
    expect(twinCeilingShare(run, false, 2)).toBe(0.6);
  });

  it('is reached on PostgreSQL when the twin and the database take what the generator and others left', () => {
    expect(twinCeilingShare(run, true, 2)).toBeCloseTo(1, 5);
    expect(twinCeilingShare({ ...run, serverBusy: 0.3, postgresBusy: 0.3, generatorBusy: 0.3 }, true, 2)).toBeCloseTo(0.6 / 1.65, 5);
  });

  it('is reached on PostgreSQL when the twin keeps its own core busy, whatever the machine has left', () => {
    expect(twinCeilingShare({ ...run, serverBusy: 0.95, postgresBusy: 0.1, generatorBusy: 0.2 }, true, 4)).toBe(0.95);
  });
});

describe('growthAgainstTwin', () => {
  it('is flat when ours and the twin slowed alike between the two rows: the machine did it', () => {
    expect(growthAgainstTwin({ oneYear: 100, fiveYears: 160 }, { oneYear: 30, fiveYears: 48 })).toBeCloseTo(1);
  });

  it('shows our own growth when the twin stayed where it was', () => {
    expect(growthAgainstTwin({ oneYear: 100, fiveYears: 130 }, { oneYear: 30, fiveYears: 30 })).toBeCloseTo(1.3);
  });

  it('is not hidden by a twin that got faster', () => {
    expect(growthAgainstTwin({ oneYear: 100, fiveYears: 100 }, { oneYear: 30, fiveYears: 24 })).toBeCloseTo(1.25);
  });
});
