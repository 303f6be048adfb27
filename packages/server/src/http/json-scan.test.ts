import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, scanJsonText } from './json-scan.js';

/** The reference: the nesting depth of a parsed value, by plain recursion (fine for the small values generated). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

/** The reference for NUL: any string or key of the parsed value holding U+0000. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasNul);
  return Object.entries(value).some(([key, child]) => key.includes('\u0000') || hasNul(child));
}

// Strings rich in what could confuse a scanner: backslashes, quotes, brackets, "u0000" text and NUL itself.
const trickyString = fc
  .array(fc.constantFrom('\\', '"', 'u', '0', '\u0000', '{', '[', ']', '}', 'a', 'é', '\n', '\\u0000'), { maxLength: 12 })
  .map((parts) => parts.join(''));

const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, -1.5, 1e21),
    trickyString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(trickyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Serialises with every string character optionally written as a `\uXXXX` escape (either hex case), and spacing. */
function serialise(value: unknown, escapeAll: boolean, upper: boolean, spaced: boolean): string {
  const text = (s: string): string => {
    if (!escapeAll) return JSON.stringify(s);
    const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0');
    return `"${[...s].map((c) => `\\u${upper ? hex(c).toUpperCase() : hex(c)}`).join('')}"`;
  };
  const gap = spaced ? ' \n\t' : '';
  if (typeof value === 'string') return text(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${gap}${value.map((v) => serialise(v, escapeAll, upper, spaced)).join(`${gap},`)}${gap}]`;
  const members = Object.entries(value).map(([k, v]) => `${text(k)}${gap}:${gap}${serialise(v, escapeAll, upper, spaced)}`);
  return `{${gap}${members.join(`,${gap}`)}${gap}}`;
}

describe('scanJsonText', () => {
  it('agrees with JSON.parse and a recursive walk on every valid text', () => {
    fc.assert(
      fc.property(jsonValue, fc.boolean(), fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 6 }), (value, escapeAll, upper, spaced, max) => {
        const source = serialise(value, escapeAll, upper, spaced);
        const parsed: unknown = JSON.parse(source);
        const deep = depthOf(parsed) > max;
        const nul = hasNul(parsed);
        const result = scanJsonText(source, max);
        if (!deep && !nul) expect(result).toEqual({ ok: true });
        else if (deep && !nul) expect(result).toEqual({ ok: false, problem: 'too-deep' });
        else if (nul && !deep) expect(result).toEqual({ ok: false, problem: 'nul' });
        // Both present: the scan stops at whichever comes first in the text.
        else expect(result.ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (source) => {
        expect(() => scanJsonText(source)).not.toThrow();
      }),
    );
  });

  it('reads an escaped backslash followed by "u0000" as text, not NUL', () => {
    expect(scanJsonText('{"a":"\\\\u0000"}')).toEqual({ ok: true });
    expect(scanJsonText('{"a":"\\\\\\u0000"}')).toEqual({ ok: false, problem: 'nul' });
    expect(scanJsonText('{"\\u0000":1}')).toEqual({ ok: false, problem: 'nul' });
    expect(scanJsonText('["\\u00001"]')).toEqual({ ok: false, problem: 'nul' });
    expect(scanJsonText('["\\u0001", "\\u1000"]')).toEqual({ ok: true });
  });

  it('counts brackets inside strings as text', () => {
    expect(scanJsonText(`{"a":"${'['.repeat(100)}"}`, 2)).toEqual({ ok: true });
    expect(scanJsonText(`{"a\\"${'['.repeat(100)}":1}`, 2)).toEqual({ ok: true });
  });

  it('allows exactly the maximum depth and refuses one more', () => {
    const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(scanJsonText(nested(MAX_JSON_DEPTH))).toEqual({ ok: true });
    expect(scanJsonText(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, problem: 'too-deep' });
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(16);
  });

  it('does not let unbalanced closers buy depth', () => {
    expect(scanJsonText(`${']'.repeat(50)}${'['.repeat(MAX_JSON_DEPTH + 1)}`)).toEqual({ ok: false, problem: 'too-deep' });
  });

  it('scans a megabyte in linear time, whatever its shape', () => {
    const size = 1_000_000;
    const shapes = [
      `{"z":${'['.repeat(size / 2)}${']'.repeat(size / 2)}}`,
      `["${'\\\\'.repeat(size / 2)}"]`,
      `["${'\\u0001'.repeat(size / 6)}"]`,
      `[${'[],'.repeat(size / 3)}1]`,
    ];
    for (const source of shapes) {
      const started = performance.now();
      scanJsonText(source, Number.MAX_SAFE_INTEGER);
      // About 2 ms on a laptop; the bound only catches a quadratic turn (which would take minutes).
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});
