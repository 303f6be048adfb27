/**
 * Serializes responses with a compiled serializer instead of parsing each answer with zod first, which cost more than
 * the read on small answers. Each route's zod response schema becomes a JSON Schema once, at start, and
 * fast-json-stringify (Fastify's own serializer) compiles it into a function that writes exactly the schema's
 * properties, with the schema's types: the API's shape stays guaranteed (an unknown field never leaves the server, a
 * missing required one is a 500, as before), without walking every value through zod on every request. A schema JSON
 * Schema cannot express (a transform) keeps zod's serializer.
 */
import build from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/** The JSON Schema of a zod schema as the server writes it, or null when it has none. */
export function responseJsonSchema(schema: unknown): Record<string, unknown> | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch (error) {
    // zod says the schema has no JSON Schema (a transform, say): the caller keeps zod's serializer for it.
    if (error instanceof Error) return null;
    throw error;
  }
}

export const compiledSerializerCompiler: SerializerCompiler = (routeSchema) => {
  const jsonSchema = responseJsonSchema(routeSchema.schema);
  if (jsonSchema === null) return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
  return build(jsonSchema);
};
