import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasControlCharacter, NAME_CONTROL_CHARACTER_MESSAGE, withoutControlCharacters } from './name-rule.js';

describe('name rule', () => {
  it('finds C0, DEL, C1 and the Unicode line and paragraph separators, and nothing else', () => {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1f, 0x7f, 0x80, 0x85, 0x9f, 0x2028, 0x2029]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    for (const name of ['Ann Smith', 'Zoë O’Brien', '山田 太郎', 'Łukasz 🙂', 'a\u00a0b', 'x\u00a0\u200d']) expect(hasControlCharacter(name), name).toBe(false);
  });

  it('refuses through the schema with its one message, after the trim', () => {
    const schema = withoutControlCharacters(z.string().trim().min(1));
    expect(schema.parse('  Ann  ')).toBe('Ann');
    expect(schema.safeParse('\nAnn\t').success).toBe(true);
    const refused = schema.safeParse('Ann\nSmith');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(NAME_CONTROL_CHARACTER_MESSAGE);
  });
});
