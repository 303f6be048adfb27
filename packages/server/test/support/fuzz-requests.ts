/**
 * Fuzz requests for one OpenAPI operation (path, query and body from its schemas) and the checks every
 * response must pass: no 5xx, a JSON `{error}` on each 4xx, and nothing that reveals the server's insides.
 */
import fc from 'fast-check';
import { ERROR_CODES } from '@wellness/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fillPath, queryString, type ApiOperation, type HttpMethod } from '../../src/bench/openapi-operations.js';
import { bodyText, parameterValue } from './fuzz-arbitraries.js';

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  /** Raw body text, sent with `content-type: application/json` unless a header says otherwise. */
  payload?: string;
  headers?: Record<string, string>;
}

/** Requests for one operation; `knownIds` are real ids of the fuzz user, so some path values reach the service. */
export function fuzzRequests(operation: ApiOperation, knownIds: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(Object.fromEntries(operation.pathParams.map((p) => [p.name, parameterValue(p.schema, knownIds)])));
  const queryValues = fc.record(Object.fromEntries(operation.queryParams.map((p) => [p.name, parameterValue(p.schema)])), {
    requiredKeys: operation.queryParams.filter((p) => p.required).map((p) => p.name),
  });
  // Unknown and repeated query keys are sent too: a parser that turns `?limit=1&limit=2` into an array must not crash.
  const extraQuery = fc.option(fc.constantFrom('&limit=1&limit=2', '&__proto__[x]=1', '&constructor[prototype][x]=1', '&a[]=1', '&%=%'), { nil: '' });
  const methodsWithBody = operation.method !== 'GET';
  const body =
    operation.body !== null
      ? bodyText(operation.body).map((t) => t as string | undefined)
      : methodsWithBody
        ? fc.option(bodyText(null), { nil: undefined, freq: 3 })
        : fc.constant(undefined);
  return fc.tuple(pathValues, queryValues, extraQuery, body).map(([path, query, extra, payload]) => {
    const search = [queryString(query as Record<string, string>).slice(1), extra.slice(1)].filter(Boolean).join('&');
    const url = fillPath(operation.path, path as Record<string, string>) + (search ? `?${search}` : '');
    return { method: operation.method, url, ...(payload === undefined ? {} : { payload }) };
  });
}

const ALLOWED_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429];

/** Signs of a leak: stack frames, source file lines, install paths. */
const LEAK_PATTERNS = [/node_modules/, /\/work\//, /\n\s+at \S/, /\bat [\w$.<>[\] ]+ \((?:file:|\/|node:)/, /\.(?:ts|js|mjs|cjs):\d+/];

/** Asserts what every response must hold; the message names the request so a failure can be replayed. */
export function expectSafeResponse(request: FuzzRequest, response: LightMyRequestResponse): void {
  const sent = `${request.url} ${request.payload ?? ''} ${JSON.stringify(request.headers ?? {})}`;
  const where = `${request.method} ${request.url.slice(0, 200)} body ${(request.payload ?? '').slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(String(response.headers['content-type']), where).toMatch(/^application\/json/);
    const body: unknown = response.json();
    expect(body, where).toEqual(expect.objectContaining({ error: expect.any(String), code: expect.any(String) }));
    // Only the statuses the API answers with (and 415 for a wrong content type), each with a code of the contract.
    expect(ALLOWED_ERROR_STATUSES, where).toContain(response.statusCode);
    expect(ERROR_CODES, where).toContain((body as { code: string }).code);
  }
  // A pattern that the request itself contains may come back in an echoed field; only the server's own text counts.
  for (const pattern of LEAK_PATTERNS) {
    if (!pattern.test(sent)) expect(pattern.test(response.body), `${where}: matches ${pattern}`).toBe(false);
  }
}
