import { describe, expect, it } from 'vitest';
import { pickedCalls } from './picked-calls.js';

describe('pickedCalls', () => {
  it('picks every call when BENCH_CALLS is unset or empty', () => {
    expect(pickedCalls(undefined)('GET /supplements')).toBe(true);
    expect(pickedCalls('')('GET /supplements')).toBe(true);
  });

  it('picks the calls whose name holds one of the comma-separated words', () => {
    const picked = pickedCalls('POST,history,');
    expect(picked('POST /supplement-doses')).toBe(true);
    expect(picked('GET /history/daily-summaries?days=30')).toBe(true);
    expect(picked('GET /supplements')).toBe(false);
  });
});
