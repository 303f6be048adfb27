import { describe, expect, it } from 'vitest';
import { lazifySchemas } from './lazy-schemas-plugin';

const lazify = (code: string) => lazifySchemas(code, '/repo/packages/contract/dist/doses.js', '/lazy-schema.ts')?.code ?? null;

describe('lazifySchemas', () => {
  it('wraps top-level schemas, exported or not, and schemas made from them', () => {
    const code = [
      "import { z } from 'zod';",
      "const notes = z.string().trim().max(1000, 'Too long');",
      'export const doseSchema = z.object({ id: z.string(), notes: notes.nullable() });',
      'export const doseWithNameSchema = doseSchema.extend({ name: z.string() });',
    ].join('\n');
    expect(lazify(code)).toBe(
      [
        'import { lazySchema as __lazySchema } from "/lazy-schema.ts";',
        "import { z } from 'zod';",
        "const notes = /* @__PURE__ */ __lazySchema(() => z.string().trim().max(1000, 'Too long'));",
        'export const doseSchema = /* @__PURE__ */ __lazySchema(() => z.object({ id: z.string(), notes: notes.nullable() }));',
        'export const doseWithNameSchema = /* @__PURE__ */ __lazySchema(() => doseSchema.extend({ name: z.string() }));',
      ].join('\n'),
    );
  });

  it('leaves constants, functions, aliases and values computed from schemas as written', () => {
    const code = [
      "import { z } from 'zod';",
      'export const LIMIT = 20;',
      "export const MESSAGES = { notFound: 'Dose not found' };",
      'export function days(fallback) { return z.coerce.number().default(fallback); }',
      'export const metricValues = Object.fromEntries(METRICS.map((m) => [m, z.number().nullable()]));',
      'export const entrySchema = z.object({ id: z.string() });',
      'export const updateEntrySchema = entrySchema;',
      'export const entryKeys = entrySchema.keyof();',
      'export const fields = Object.keys(entrySchema.shape);',
    ].join('\n');
    const result = lazify(code);
    expect(result).toContain('export const LIMIT = 20;');
    expect(result).toContain('export function days(fallback) { return z.coerce.number().default(fallback); }');
    expect(result).toContain('export const metricValues = Object.fromEntries(');
    expect(result).toContain('export const entrySchema = /* @__PURE__ */ __lazySchema(() => z.object({ id: z.string() }));');
    expect(result).toContain('export const updateEntrySchema = entrySchema;');
    expect(result).toContain('export const entryKeys = entrySchema.keyof();');
    expect(result).toContain('export const fields = Object.keys(entrySchema.shape);');
  });

  it('returns nothing for a module without schemas', () => {
    expect(lazify("export const THEMES = ['light', 'dark'];\nexport function label(t) { return t; }")).toBeNull();
  });
});
