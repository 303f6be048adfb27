/**
 * The app's own route table, read through Fastify's onRoute hook while the app is built, so it holds every route
 * (including ones hidden from the OpenAPI document) and every route added later without anyone listing it here.
 */
import { z } from 'zod';
import type { TestDatabase } from './databases.js';
import { createTestApp } from './test-app.js';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RouteEntry {
  method: HttpMethod;
  /** The path pattern as registered, prefix included: `/api/supplements/:id`. */
  path: string;
  /** Body and query fields that name records, by their path in the request: `substanceIds[]`, `supplements[].supplementId`. */
  idFields: string[];
}

const ID_FIELD = /^(id|ids)$|(Id|Ids)$/;

/** Field paths in a JSON schema whose name says they hold ids (`id`, `…Id`, `…Ids`). */
function idFieldsOf(schema: unknown, prefix = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
  const found: string[] = [];
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const isArray = typeof property === 'object' && property !== null && (property as { type?: unknown }).type === 'array';
    if (ID_FIELD.test(name)) found.push(isArray ? `${path}[]` : path);
    found.push(...idFieldsOf(property, path));
  }
  if (node.items) found.push(...idFieldsOf(node.items, `${prefix}[]`));
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) found.push(...idFieldsOf(branch, prefix));
  return [...new Set(found)];
}

function idFieldsOfRoute(schema: { body?: unknown; querystring?: unknown } | undefined): string[] {
  return [schema?.body, schema?.querystring].flatMap((part) =>
    part instanceof z.ZodType ? idFieldsOf(z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' })) : [],
  );
}

/** `:name` parameters and the `*` wildcard (named `*` in params). */
const PARAMETER = /:([A-Za-z0-9_]+)|\*/g;

export async function collectRoutes(database: TestDatabase): Promise<RouteEntry[]> {
  const routes: RouteEntry[] = [];
  const app = await createTestApp(
    database,
    {},
    {
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const idFields = idFieldsOfRoute(route.schema as { body?: unknown; querystring?: unknown } | undefined);
        for (const method of methods) routes.push({ method: method.toUpperCase() as HttpMethod, path: route.url, idFields });
      },
    },
  );
  await app.close();
  return routes;
}

/** True when the path names something: a `:param` or a `*` wildcard. */
export function isParameterised(path: string): boolean {
  return parameterNames(path).length > 0;
}

export function parameterNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((match) => match[1] ?? '*');
}

/** The concrete URL for a pattern; fails loudly when a parameter has no value. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(PARAMETER, (_whole, named: string | undefined) => {
    const name = named ?? '*';
    const value = params[name];
    if (value === undefined) throw new Error(`No value for ${name} in ${path} (got ${JSON.stringify(params)})`);
    return encodeURIComponent(value);
  });
}
