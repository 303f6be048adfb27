/**
 * fast-check arbitraries for the API fuzz suite, built from an operation's JSON schema: well-formed edge values,
 * hostile values (wrong types, NaN-like and exotic unicode strings, prototype-pollution keys, far past every
 * bound, thousands deep) and whole request bodies as raw JSON text, so the test can send what no client would.
 */
import fc from 'fast-check';
import type { JsonSchema } from '../../src/bench/openapi-operations.js';

/** A value written into the body text as is: deep nesting and broken JSON that JSON.stringify cannot make. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson parts and own `__proto__` keys (JSON.stringify keeps those too). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => toJsonText(v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The server's body limit; bodies are sent just under it (and some just over, which must be a 413). */
export const BODY_LIMIT = 1024 * 1024;

const EXOTIC_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u202e\u202dabc',
  '\u200b\u200d',
  'e\u0301',
  'a' + '\u0301'.repeat(2000),
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈'.repeat(50),
  '🎯🎯🎯',
  'ä',
  'ß',
  'İ',
  'ǅ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  ' 42 ',
  '1_000',
  '١٢٣',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '%00',
  '%',
  '%%',
  '\\',
  '"',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '2026-02-30',
  '2026-11-22T25:61:00Z',
  '9999-12-31',
];

/**
 * The values every single field and parameter gets in turn, deterministically, so the classes of input that
 * broke something once are tried on every field of every run and not left to chance.
 */
export const FIELD_CORPUS: readonly unknown[] = [
  'a\u0000b',
  '\ud800',
  'e' + '\u0301'.repeat(2_000),
  '😀'.repeat(1_000),
  'x'.repeat(5_001),
  '',
  ' ',
  'NaN',
  '1e309',
  '-1',
  '2026-02-30',
  null,
  1.5,
  1e308,
  [null],
  JSON.parse('{"__proto__":{"polluted":true}}'),
];

const CHARS_FOR_LONG_STRINGS = ['a', 'ä', '€', '😀', 'e\u0301', '\u0000', '"', '\\', ' '];

/** Strings far past a bound: just past it, ten times it, and up to just under (and over) the body limit. */
/** The longest string the property runs build at a field's bound. */
const FULL_BOUND_MAX = 1024 * 1024;

export function oversizedString(maxLength = 200): fc.Arbitrary<string> {
  const sizes = [maxLength + 1, maxLength * 10, 100_000, BODY_LIMIT - 4096, BODY_LIMIT + 1];
  return fc.tuple(fc.constantFrom(...sizes), fc.constantFrom(...CHARS_FOR_LONG_STRINGS)).map(([size, char]) => {
    // Size is in UTF-8 bytes, so a multi-byte character is repeated fewer times and the body stays near the limit.
    const bytes = Buffer.byteLength(JSON.stringify(char)) - 2 || 1;
    return char.repeat(Math.max(1, Math.floor(size / bytes)));
  });
}

/** Raw JSON nested thousands deep, as arrays or objects, optionally with a prototype key at the bottom. */
export const deeplyNested: fc.Arbitrary<RawJson> = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.constantFrom('array', 'object', 'proto'))
  .map(([depth, kind]) => {
    if (kind === 'array') return new RawJson('['.repeat(depth) + ']'.repeat(depth));
    const leaf = kind === 'proto' ? '{"__proto__":{"polluted":true}}' : '1';
    return new RawJson('{"a":'.repeat(depth) + leaf + '}'.repeat(depth));
  });

const pollutionKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf');

/** Objects whose keys try to reach Object.prototype (own `__proto__`/`constructor.prototype` keys). */
export const prototypePolluting: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(pollutionKey, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1 }),
  fc.constant(JSON.parse('{"constructor":{"prototype":{"polluted":true}}}')),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
);

/** A value of any wrong kind for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EXOTIC_STRINGS),
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 1e-320),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constantFrom<unknown>('x', 1, null, {}), { maxLength: 5 }),
  prototypePolluting,
  oversizedString(),
  fc.constantFrom(5_000, 50_000).map((n) => Array.from({ length: n }, (_, i) => `item-${i}`)),
  deeplyNested,
);

function nonNullType(schema: JsonSchema): string | undefined {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
}

function numberInRange(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : (schema.minimum ?? -1e9);
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : (schema.maximum ?? 1e9);
  const excludeMin = schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum !== false;
  const excludeMax = schema.exclusiveMaximum !== undefined && schema.exclusiveMaximum !== false;
  if (integer) {
    const lo = Math.max(Number.MIN_SAFE_INTEGER, Math.ceil(excludeMin ? min + 1 : min));
    const hi = Math.min(Number.MAX_SAFE_INTEGER, Math.floor(excludeMax ? max - 1 : max));
    return fc.oneof(fc.constantFrom(lo, hi), fc.integer({ min: lo, max: hi }));
  }
  return fc.oneof(
    fc.constantFrom(...[min, max].filter((v, i) => !(i === 0 ? excludeMin : excludeMax))),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: excludeMin, maxExcluded: excludeMax }),
  );
}

function wellFormedString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2099-12-31') }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2099-12-31') }).map((d) => d.toISOString().slice(0, 10));
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 500;
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }).filter((s) => s.length >= minLength && s.length <= maxLength),
    fc.string({ minLength, maxLength }),
    // Exactly at the bound, in a multi-byte character; a bound of millions (an import's file) at 1 MiB, since 200
    // runs of tens of MB each ran the fuzz out of heap (the corpus test sends the field at its full bound).
    fc.constantFrom('x', 'ä', '€').map((c) => c.repeat(Math.min(maxLength, FULL_BOUND_MAX))),
  );
}

/** Values the schema accepts, leaning on its edges (bounds, empty and full arrays, optional fields left out). */
export function wellFormed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const value = wellFormedNonNull(schema);
  return schema.nullable === true ? fc.oneof(value, fc.constant(null)) : value;
}

function wellFormedNonNull(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined && variants.length > 0) return fc.oneof(...variants.map((v) => wellFormed(v)));
  switch (nonNullType(schema)) {
    case 'string':
      return wellFormedString(schema);
    case 'integer':
      return numberInRange(schema, true);
    case 'number':
      return numberInRange(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      // Full arrays of objects are the cost guard's job; here a handful, and sometimes exactly at maxItems of strings.
      // Arrays of objects hold at most two: a body of many such arrays (the import's backup file) stays small enough
      // to generate fifty times without exhausting the test's memory.
      const ofObjects = nonNullType(schema.items ?? {}) === 'object';
      const maxLength = Math.min(schema.maxItems ?? 10, minLength + (ofObjects ? 2 : 5));
      return fc.array(wellFormed(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, wellFormed(v)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A body built from a well-formed one with one field made hostile, a pollution key added, or a required one dropped. */
function mutatedObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = wellFormedNonNull(schema).map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {}));
  if (keys.length === 0) return base;
  const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 }), pollutionKey);
  return fc.oneof(
    fc.tuple(base, key, hostileValue).map(([value, k, hostile]) => ({ ...(value as object), [k]: hostile })),
    fc.tuple(base, key).map(([value, k]) => {
      const copy: Record<string, unknown> = { ...(value as object) };
      delete copy[k];
      return copy;
    }),
    fc
      .tuple(base, fc.constantFrom('__proto__', 'constructor'))
      .map(
        ([value, k]) =>
          new RawJson(
            `${toJsonText(value).slice(0, -1)}${Object.keys(value as object).length ? ',' : ''}${JSON.stringify(k)}:{"prototype":{"polluted":true},"polluted":true}}`,
          ),
      ),
    fc
      .tuple(
        base,
        fc.constantFrom(...keys).chain((k) => oversizedString(schema.properties?.[k]?.maxLength).map((big) => [k, big] as const)),
      )
      .map(([value, [k, big]]) => ({ ...(value as object), [k]: big })),
  );
}

/** JSON body text for an operation: well-formed, mutated or wholly hostile. */
export function bodyText(schema: JsonSchema | null): fc.Arbitrary<string> {
  const hostile = hostileValue.map((v) => toJsonText(v));
  if (schema === null) return fc.oneof(fc.constant(''), fc.constant('{}'), hostile);
  return fc.oneof(
    { weight: 3, arbitrary: wellFormed(schema).map((v) => toJsonText(v)) },
    { weight: 4, arbitrary: mutatedObject(schema).map((v) => toJsonText(v)) },
    { weight: 2, arbitrary: hostile },
  );
}

function asQueryValue(value: unknown): string {
  return typeof value === 'string' ? value : toJsonText(value);
}

/** One query or path value: well-formed for the schema, or any hostile string. */
export function parameterValue(schema: JsonSchema, known: readonly string[] = []): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [
    wellFormed(schema).map(asQueryValue),
    fc.constantFrom(...EXOTIC_STRINGS),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom(schema.maxLength ?? 100).map((n) => 'ä'.repeat(n + 1)),
    fc.constantFrom(5_000, 60_000).map((n) => 'x'.repeat(n)),
    hostileValue
      .filter((v) => !(v instanceof RawJson))
      .map(asQueryValue)
      .filter((s) => s.length < 100_000),
  ];
  if (known.length > 0) options.push(fc.constantFrom(...known), fc.constantFrom(...known));
  return fc.oneof(...options);
}
