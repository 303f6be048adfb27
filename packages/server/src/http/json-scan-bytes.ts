/**
 * `scanJsonText`'s pass over the raw bytes of a UTF-8 body instead of a decoded string. Decoding a megabyte costs
 * several milliseconds of the event loop (measured: about 6.5 ms on the 2-core bench machine, any encoding), which
 * a refused body should not buy: this reads the bytes where they lie. Every byte it looks at is ASCII, and the bytes
 * of a multi-byte UTF-8 character are all 0x80 and above, so none can be taken for one; its answers are those of
 * `scanJsonText` on the decoded text (property-tested in json-scan-bytes.test.ts) whenever the characters after a
 * backslash are ASCII, as in all valid JSON. After an invalid escape the two may differ, harmlessly: the parse then
 * refuses the text at that escape, having built nothing past what both scans bounded.
 */
import { MAX_JSON_DEPTH, type JsonScanResult } from './json-scan.js';

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const LETTER_U = 0x75;
const DIGIT_ZERO = 0x30;

export function scanJsonBytes(bytes: Uint8Array, maxDepth: number = MAX_JSON_DEPTH): JsonScanResult {
  let depth = 0;
  let inString = false;
  const length = bytes.length;
  for (let i = 0; i < length; i++) {
    const code = bytes[i];
    if (inString) {
      if (code === QUOTE) {
        inString = false;
      } else if (code === BACKSLASH) {
        // An escape is a backslash and the character after it, so an escaped backslash before "u0000" is text.
        if (bytes[i + 1] === LETTER_U) {
          if (bytes[i + 2] === DIGIT_ZERO && bytes[i + 3] === DIGIT_ZERO && bytes[i + 4] === DIGIT_ZERO && bytes[i + 5] === DIGIT_ZERO) {
            return { ok: false, problem: 'nul' };
          }
          i += 5;
        } else {
          i += 1;
        }
      }
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return { ok: false, problem: 'too-deep' };
    } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && depth > 0) {
      depth -= 1;
    }
  }
  return { ok: true };
}
