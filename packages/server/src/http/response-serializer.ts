/**
 * Serializes responses with a compiled serializer instead of parsing each answer with zod first, which cost more than
 * the read on small answers. Each route's zod response schema becomes a JSON Schema once, at start, and
 * fast-json-stringify (Fastify's own serializer) compiles it into a function that writes exactly the schema's
 * properties, with the schema's types: the API's shape stays guaranteed (an unknown field never leaves the server, a
 * missing required one is a 500, as before), without walking every value through zod on every request. A schema JSON
 * Schema cannot express (a transform) keeps zod's serializer.
 *
 * Each route's serializer is built on its first answer, not at start: building all of them (JSON Schema, then the
 * compiled function) was about a quarter of the time from start to healthy (issue 35), for routes most processes
 * answer rarely. The test `response-serializer-routes.test.ts` builds every route's serializer, so a schema that
 * cannot be compiled still fails the tests, not a user's first request.
 */
import build from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

type RouteSchema = Parameters<SerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/** The route's serializer, built now: compiled from its JSON Schema, or zod's where it has none. */
export function buildSerializer(routeSchema: RouteSchema): Serialize {
  const jsonSchema = responseJsonSchema(routeSchema.schema);
  if (jsonSchema === null) return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
  return build(jsonSchema);
}

/**
 * The compiled serializer of one schema outside a route (a list's item, say), built now, for JSON a route then sends
 * as written. Only for schemas JSON Schema can express: it throws at once otherwise, rather than fall back to a zod
 * parse whose failure would not be the route serializer's (a response that does not fit its schema is a 500).
 */
export function serializerOf(schema: z.ZodType): Serialize {
  const jsonSchema = responseJsonSchema(schema);
  if (jsonSchema === null) throw new Error('serializerOf: this schema has no JSON Schema; let the route serialize it');
  return build(jsonSchema);
}

export const compiledSerializerCompiler: SerializerCompiler = (routeSchema) => {
  let serialize: Serialize | undefined;
  return (data: unknown) => {
    serialize ??= buildSerializer(routeSchema);
    return serialize(data);
  };
};

/**
 * Sends JSON this server has already written with a route's compiled serializers: Fastify sends a string it is told
 * is JSON as it is, and the route's response schema still documents the answer.
 */
export function sendWrittenJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
