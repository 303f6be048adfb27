/**
 * One bounded pass over a raw JSON text before it is parsed: refuses nesting deeper than a fixed depth and finds
 * U+0000 written as the escape `\u0000` in any string or key. `JSON.parse` on a 480,000-deep body takes seconds of
 * the one event loop every user shares, and the object it builds would still have to be walked for NUL
 * (PostgreSQL text cannot hold it); this scan builds nothing, uses no recursion, stops at the first problem, and
 * costs one look at each character. It does not check that the text is valid JSON: `JSON.parse` does that after it.
 */

/**
 * The deepest nesting a request body may have. The deepest request schema, the backup file (file → data →
 * preferences → a section → a list → an item), needs under ten levels; 32 leaves room for any later schema while
 * keeping every parse cheap.
 */
export const MAX_JSON_DEPTH = 32;

export type JsonScanResult = { ok: true } | { ok: false; problem: 'too-deep' | 'nul' };

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const LETTER_U = 0x75;

export function scanJsonText(text: string, maxDepth: number = MAX_JSON_DEPTH): JsonScanResult {
  let depth = 0;
  let inString = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === QUOTE) {
        inString = false;
      } else if (code === BACKSLASH) {
        // An escape is a backslash and the character after it, so `\\u0000` (an escaped backslash, then the
        // text "u0000") never reads as NUL: the second backslash is consumed here with the first.
        if (text.charCodeAt(i + 1) === LETTER_U) {
          if (text.startsWith('0000', i + 2)) return { ok: false, problem: 'nul' };
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
      // Unbalanced closers are invalid JSON, which the parse after this scan refuses; they never lower the count
      // below zero, so they cannot buy extra depth for what follows.
      depth -= 1;
    }
  }
  return { ok: true };
}
