import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanJsonText } from './json-scan.js';
import { scanJsonBytes } from './json-scan-bytes.js';

// Text made of what a scanner must get right, and characters of one to four UTF-8 bytes.
const pieces = fc.constantFrom('[', ']', '{', '}', '"', '\\', 'u', '0', '\\u0000', '\\\\u0000', ':', ',', 'a', 'é', '€', '🌿', '\u0000', ' ');
/**
 * The two scans skip an escape's characters by UTF-16 unit and by byte, so they agree when the five characters after
 * a backslash are ASCII, as they always are in valid JSON (`\uXXXX`, `\n`…). Where they are not, the text is not
 * JSON and the parse after the scan refuses it at that escape, having built nothing past it; so such texts are
 * made ASCII there.
 */
function asciiAfterBackslashes(source: string): string {
  const units = [...source];
  let ascii = 0;
  return units
    .map((unit) => {
      const out = ascii > 0 && unit.charCodeAt(0) > 0x7f ? 'a' : unit;
      ascii = out === '\\' ? 5 : Math.max(0, ascii - 1);
      return out;
    })
    .join('');
}
const text = fc.array(pieces, { maxLength: 60 }).map((parts) => asciiAfterBackslashes(parts.join('')));

describe('scanJsonBytes', () => {
  it('answers as scanJsonText does on the decoded text, for any text and depth', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 6 }), (source, max) => {
        expect(scanJsonBytes(Buffer.from(source, 'utf8'), max)).toEqual(scanJsonText(source, max));
      }),
      { numRuns: 3000 },
    );
  });

  it('answers as scanJsonText does on serialised JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 6 }), (value, max) => {
        const source = JSON.stringify(value);
        expect(scanJsonBytes(Buffer.from(source, 'utf8'), max)).toEqual(scanJsonText(source, max));
      }),
    );
  });

  it('reads a refused megabyte without decoding it', () => {
    const deep = Buffer.from(`{"z":${'['.repeat(480_000)}${']'.repeat(480_000)}}`);
    const started = performance.now();
    expect(scanJsonBytes(deep)).toEqual({ ok: false, problem: 'too-deep' });
    // It stops at the 33rd bracket; the loose bound only catches a scan that reads (or decodes) the whole buffer
    // more than once, never a busy machine.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
