/** The ratio benchmark's verdicts: issue 35's targets, and no verdict from a busy machine or a held-back twin. */
import { describe, expect, it } from 'vitest';
import { verdictOf } from './ratio-verdict.js';

const quiet = { twinBusy: 0.98, otherBusy: 0.05, growth: null };

describe('verdictOf', () => {
  it('holds each kind of call to its own target', () => {
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.25 }).pass).toBe(true);
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.24 })).toMatchObject({ pass: false, text: 'slow' });
    expect(verdictOf({ ...quiet, kind: 'history', ratio: 0.1 }).pass).toBe(true);
    expect(verdictOf({ ...quiet, kind: 'history', ratio: 0.09 }).pass).toBe(false);
    expect(verdictOf({ ...quiet, kind: 'write', ratio: 0.49 }).pass).toBe(false);
    expect(verdictOf({ ...quiet, kind: 'write', ratio: 0.5 }).pass).toBe(true);
  });

  it('fails a call that costs more than 15 % more for five years than for one', () => {
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.5, growth: 1.15 }).pass).toBe(true);
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.5, growth: 1.16 })).toMatchObject({ pass: false, text: 'grows' });
  });

  it('gives no verdict when others took the CPU, the load is unknown, or the twin did not reach its ceiling', () => {
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.9, otherBusy: 0.3 })).toEqual({ trusted: false, pass: null, text: 'busy' });
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.9, otherBusy: Number.NaN }).trusted).toBe(false);
    expect(verdictOf({ ...quiet, kind: 'daily', ratio: 0.9, twinBusy: 0.6 })).toEqual({ trusted: false, pass: null, text: 'twin held' });
  });
});
