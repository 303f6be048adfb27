import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { entryListResponseSchema } from '@wellness/contract';
import { compiledSerializerCompiler, responseJsonSchema, serializerOf } from './response-serializer.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const entry = {
  id: 'e1',
  type: 'REGULAR',
  date: '2026-01-01',
  time: '08:00',
  createdAt: '2026-01-01T08:00:00.000Z',
  overallRating: 7,
  focusLevel: null,
  taskInitiation: 5,
  restlessness: 4,
  productivity: 7,
  energy: null,
  mood: 6,
  anxiety: null,
  notes: 'He said "fine" \u2014 and \\ left',
  tags: ['Calm'],
  supplements: [{ supplementId: 's1', taken: true, timeOfDay: 'morning', supplement: { name: 'Magnesium', brand: null } }],
  focusAids: [{ focusAidId: 'a1', tool: { icon: '🎧', name: 'Headphones' } }],
  session: { id: 'f1', type: 'Deep Work', duration: 1500 },
};

describe('the compiled response serializer', () => {
  it('writes exactly what zod’s serializer writes for a real response', () => {
    const data = { entries: [entry, { ...entry, id: 'e2', session: null, notes: null }], total: 2 };
    const compiled = compiledSerializerCompiler(route(entryListResponseSchema));
    expect(compiled(data)).toBe(zodSerializerCompiler(route(entryListResponseSchema) as Parameters<typeof zodSerializerCompiler>[0])(data));
  });

  it('never lets a field outside the schema leave the server', () => {
    const schema = z.object({ id: z.string(), name: z.string() });
    const serialize = compiledSerializerCompiler(route(schema));
    expect(JSON.parse(serialize({ id: 'u1', name: 'Ada', passwordHash: 'secret' }))).toEqual({ id: 'u1', name: 'Ada' });
  });

  it('refuses an answer without a required field, as parsing did', () => {
    const serialize = compiledSerializerCompiler(route(z.object({ id: z.string(), total: z.number() })));
    expect(() => serialize({ id: 'u1' })).toThrow(/total/);
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date().transform((date) => date.toISOString()) });
    expect(responseJsonSchema(schema)).toBeNull();
    expect(() => compiledSerializerCompiler(route(schema))).not.toThrow();
  });

  it('compiles one schema outside a route, and refuses at once one it cannot compile rather than serialize it otherwise', () => {
    const item = serializerOf(z.object({ id: z.string(), seconds: z.number() }));
    expect(item({ id: 's1', seconds: 5, extra: true })).toBe('{"id":"s1","seconds":5}');
    expect(() => serializerOf(z.object({ at: z.date().transform((date) => date.toISOString()) }))).toThrow(/no JSON Schema/);
  });
});
