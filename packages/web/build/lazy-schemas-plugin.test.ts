import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eagerSchemaCalls, lazifySchemas } from './lazy-schemas-plugin';

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

  it('finds the calls that would build a schema when the module loads, and only those', () => {
    const code = [
      "import { z } from 'zod';",
      'const notes = /* @__PURE__ */ __lazySchema(() => z.string().max(10));',
      'export function days(fallback) { return z.coerce.number().default(fallback); }',
      'const fields = () => ({ note: z.string() });',
      'export const KINDS = backupDataSchema.keyof().options;',
      'const planFields = { question: z.string().trim() };',
      'const metricValues = Object.fromEntries(METRICS.map((m) => [m, z.number()]));',
      'export const LIMIT = Math.max(1, 2);',
    ].join('\n');
    expect(eagerSchemaCalls(code, '/repo/packages/contract/dist/doses.js')).toEqual(['backupDataSchema.keyof()', 'z.string().trim()', 'z.number()']);
  });

  it('returns nothing for a module without schemas', () => {
    expect(lazify("export const THEMES = ['light', 'dark'];\nexport function label(t) { return t; }")).toBeNull();
  });
});

describe('lazifySchemas on the compiled contract', () => {
  const contractDist = fileURLToPath(new URL('../../contract/dist/', import.meta.url));
  // index.js only re-exports the others.
  const modules = readdirSync(contractDist).filter((file) => file.endsWith('.js') && file !== 'index.js');

  it('wraps every exported schema of every module (an alias of one stays an alias), and nothing that is not a schema', async () => {
    expect(modules.length).toBeGreaterThan(10);
    for (const file of modules) {
      const path = join(contractDist, file);
      const output = lazifySchemas(readFileSync(path, 'utf8'), path, '/lazy-schema.ts')?.code ?? null;
      // Still a module that parses: the edits landed where they belong (the sources hold non-ASCII text).
      if (output !== null) expect(() => parseSync(path, output)).not.toThrow();
      const wrapped = new Set(
        [...(output ?? '').matchAll(/^(?:export )?const (\w+) = \/\* @__PURE__ \*\/ __lazySchema\(\(\) => /gm)].map((match) => match[1] ?? ''),
      );
      // Nothing left that builds a schema as the module loads: the web app would pay for it on every page.
      expect(eagerSchemaCalls(output ?? readFileSync(path, 'utf8'), path), `${file} builds schemas when it loads`).toEqual([]);
      const exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
      const wrappedValues = [...wrapped].filter((name) => name in exports).map((name) => exports[name]);
      for (const [name, value] of Object.entries(exports)) {
        const isSchema = value instanceof z.ZodType;
        if (wrapped.has(name)) expect(isSchema, `${file}: ${name} is wrapped but is no schema`).toBe(true);
        else if (isSchema) expect(wrappedValues.includes(value), `${file}: the schema ${name} is not wrapped`).toBe(true);
      }
    }
  });
});
