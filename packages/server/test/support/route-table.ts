/**
 * The app's own route table, read through Fastify's onRoute hook while the app is built, so it holds every route
 * (including ones hidden from the OpenAPI document) and every route added later without anyone listing it here.
 */
import type { TestDatabase } from './databases.js';
import { createTestApp } from './test-app.js';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RouteEntry {
  method: HttpMethod;
  /** The path pattern as registered, prefix included: `/api/supplements/:id`. */
  path: string;
}

const PARAMETER = /:([A-Za-z0-9_]+)/g;

export async function collectRoutes(database: TestDatabase): Promise<RouteEntry[]> {
  const routes: RouteEntry[] = [];
  const app = await createTestApp(database, {}, {
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method: method.toUpperCase() as HttpMethod, path: route.url });
    },
  });
  await app.close();
  return routes;
}

/** True when the path names something: a `:param` or a `*` wildcard. */
export function isParameterised(path: string): boolean {
  return path.includes(':') || path.includes('*');
}

export function parameterNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((match) => match[1] ?? '');
}

/** The concrete URL for a pattern; fails loudly when a parameter has no value. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(PARAMETER, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path} (got ${JSON.stringify(params)})`);
    return encodeURIComponent(value);
  });
}
