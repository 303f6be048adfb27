/**
 * The one rule every user-chosen name follows: no control characters. A name travels into mail subjects
 * and bodies, CSV cells, the clinician report and log lines, where a line break or an invisible character could
 * forge a line or hide text; names are single-line labels, so refusing them costs a real user nothing.
 */
import type { z } from 'zod';

export const NAME_CONTROL_CHARACTER_MESSAGE = 'Names cannot contain line breaks, tabs or other control characters';

/** C0 controls (U+0000-U+001F, line breaks and tab among them), DEL and the C1 controls (U+007F-U+009F), and the Unicode line and paragraph separators. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** Adds the rule to a name's string schema (after its trim and length checks, so those messages come first). */
export function withoutControlCharacters<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine((value) => !hasControlCharacter(value), NAME_CONTROL_CHARACTER_MESSAGE);
}

/**
 * The key under which two names a user typed are one (a factor, a mood tag): Unicode-normalised and lower-cased, so
 * "Sleep (h)" and "sleep (H)" or "Anxious" and "anxious" cannot both be kept.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}
