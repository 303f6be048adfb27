/**
 * The largest instance a request schema accepts: every string at its maxLength, every array at maxItems, every
 * optional field present, numbers at their maximum. Strings or arrays without a bound are reported as findings
 * (the contract misses a limit) and get a large stand-in, so the cost guard still measures them.
 */
import type { JsonSchema } from './openapi-operations.js';

export interface SchemaFinding {
  /** Where in the request, e.g. `body.ingredients[].name` or `query.q`. */
  path: string;
  problem: string;
}

/** Stand-in sizes for unbounded values: large, yet far inside the 1 MiB body limit. */
export const UNBOUNDED_STRING_LENGTH = 10_000;
export const UNBOUNDED_ARRAY_ITEMS = 1_000;
/**
 * The most JSON one array of the instance holds: an array is filled to maxItems or until this size, whichever comes
 * first. A bulk body (the import's backup file, many arrays of records that each hold arrays) bounded only by its
 * route's body limit would otherwise be far larger than any request the server can receive.
 */
export const ARRAY_BYTES_BUDGET = 64 * 1024;

/** Values for formats and patterns: the longest one a pattern accepts is used. */
const PATTERN_CANDIDATES = [
  '2026-11-22T08:15:00.000Z',
  '2026-11-22T08:15:00Z',
  '2026-11-22',
  '08:15',
  'DELETE_ALL_DATA',
  '00000000-0000-4000-8000-000000000000',
  '#6366f1',
  // A SHA-256 in hex (an experiment version's fingerprint in a backup).
  '0123456789abcdef'.repeat(4),
];
const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-11-22T08:15:00.000Z',
  date: '2026-11-22',
  time: '08:15:00',
  email: 'someone@example.test',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** Mixed text with two- and three-byte characters, so a string at maxLength is large in bytes too. */
const FILL = 'Lorem ipsum dolor sit amet, äöü € naïve café ';

export function fillText(length: number): string {
  let text = '';
  while (text.length < length) text += FILL;
  text = text.slice(0, length);
  // Schemas trim strings: a trailing space would shorten the value below the length meant.
  return text.endsWith(' ') ? `${text.slice(0, -1)}x` : text;
}

function nonNullTypes(schema: JsonSchema): string[] {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.filter((t) => t !== 'null');
}

function sizeOf(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * Whether a pattern alone bounds the length: anchored at both ends with no `+`, `*` or `{n,}` outside escapes and
 * character classes. `^\d{4}-\d{2}-\d{2}$` is bounded; a date-time with `(?:\.\d+)?` is not.
 */
export function patternIsBounded(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return false;
  const bare = pattern.replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  return !/[+*]|\{\d+,\}/.test(bare);
}

function largestString(schema: JsonSchema, path: string, findings: SchemaFinding[]): string {
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    const matching = PATTERN_CANDIDATES.filter((c) => pattern.test(c) && c.length <= (schema.maxLength ?? Infinity));
    if (schema.maxLength === undefined && !patternIsBounded(schema.pattern)) {
      findings.push({ path, problem: `string without maxLength, and its pattern allows any length: ${schema.pattern}` });
    }
    const longest = matching.sort((a, b) => b.length - a.length)[0];
    if (longest !== undefined) return longest;
    findings.push({ path, problem: `no sample value matches the pattern ${schema.pattern}` });
    return fillText(schema.maxLength ?? schema.minLength ?? 1);
  }
  const formatSample = schema.format === undefined ? undefined : FORMAT_SAMPLES[schema.format];
  if (formatSample !== undefined) {
    if (schema.maxLength === undefined) findings.push({ path, problem: `string without maxLength (format ${schema.format})` });
    return formatSample;
  }
  if (schema.maxLength === undefined) {
    findings.push({ path, problem: 'string without maxLength' });
    return fillText(UNBOUNDED_STRING_LENGTH);
  }
  return fillText(schema.maxLength);
}

function largestNumber(schema: JsonSchema, integer: boolean): number {
  const step = integer ? 1 : 0.001;
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  if (schema.maximum !== undefined) return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
  return integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
}

/** Builds the largest value `schema` accepts and appends a finding for each bound the schema misses. */
export function largestInstance(schema: JsonSchema, path: string, findings: SchemaFinding[]): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return [...schema.enum].sort((a, b) => sizeOf(b) - sizeOf(a))[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined) {
    const candidates = variants.map((v, i) => largestInstance(v, `${path}<${i}>`, findings)).filter((v) => v !== null);
    return candidates.sort((a, b) => sizeOf(b) - sizeOf(a))[0] ?? null;
  }
  if (schema.allOf !== undefined && schema.allOf.length > 0) {
    const merged: JsonSchema = Object.assign({}, ...schema.allOf);
    return largestInstance(merged, path, findings);
  }
  const type = nonNullTypes(schema)[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return largestString(schema, path, findings);
    case 'integer':
      return largestNumber(schema, true);
    case 'number':
      return largestNumber(schema, false);
    case 'boolean':
      return true;
    case 'array': {
      const item = schema.items ?? {};
      let count = schema.maxItems;
      if (count === undefined) {
        findings.push({ path, problem: 'array without maxItems' });
        count = UNBOUNDED_ARRAY_ITEMS;
      }
      const sample = largestInstance(item, `${path}[]`, findings);
      const fits = Math.max(1, Math.floor(ARRAY_BYTES_BUDGET / Math.max(1, sizeOf(sample) + 1)));
      return Array.from({ length: Math.min(count, fits) }, () => structuredClone(sample));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = largestInstance(property, path ? `${path}.${key}` : key, findings);
      }
      return value;
    }
    case undefined:
      if (schema.nullable === true) return null;
      findings.push({ path, problem: 'schema without a type (anything is accepted)' });
      return null;
    default:
      findings.push({ path, problem: `unknown type ${type}` });
      return null;
  }
}
