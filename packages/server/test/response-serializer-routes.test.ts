/**
 * Every route's response serializers, built now. The app builds each one on its route's first answer (start stays
 * short, issue 35), so without this a schema fast-json-stringify cannot compile would fail a user's first request
 * rather than the tests.
 */
import type { RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { buildSerializer } from '../src/http/response-serializer.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp } from './support/test-app.js';

describeEachDatabase('response serializers', (database) => {
  it('builds a serializer for every status of every route', async () => {
    const routes: RouteOptions[] = [];
    const app = await createTestApp(database, {}, { onRoute: (route) => void routes.push(route) });
    try {
      let built = 0;
      for (const route of routes) {
        const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
        for (const [httpStatus, schema] of Object.entries(responses)) {
          const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
          expect(() => buildSerializer({ schema, method, url: route.url, httpStatus }), `${method} ${route.url} ${httpStatus}`).not.toThrow();
          built++;
        }
      }
      expect(built).toBeGreaterThan(200);
    } finally {
      await app.close();
    }
  });
});
