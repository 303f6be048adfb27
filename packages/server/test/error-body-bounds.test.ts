/**
 * Issue 26 item 2 (its last part): an error body is bounded whatever the request. One validation message echoed
 * 300,000 unknown keys of an import (3.8 MB); a key of half a megabyte came back as a detail's path. Every detail's
 * message and path is cut to a fixed length and the whole body to a fixed size, for every route.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERIC_MESSAGES, MAX_ERROR_DETAILS, type ErrorBody } from '@wellness/contract';
import { MAX_DETAIL_CHARS, MAX_ERROR_BODY_BYTES } from '../src/http/error-handler.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

interface Body {
  error: string;
  code: string;
  details?: Array<{ path: string; message: string }>;
}

function expectBounded(response: { statusCode: number; body: string; json: <T>() => T }): Body {
  expect(response.statusCode).toBe(400);
  expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(MAX_ERROR_BODY_BYTES);
  const body = response.json<Body>();
  expect(body.error.length).toBeLessThanOrEqual(MAX_DETAIL_CHARS);
  for (const detail of body.details ?? []) {
    expect(detail.message.length).toBeLessThanOrEqual(MAX_DETAIL_CHARS);
    expect(detail.path.length).toBeLessThanOrEqual(MAX_DETAIL_CHARS);
  }
  return body;
}

describeEachDatabase('error bodies stay small', (database) => {
  let app: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    app = await createTestApp(
      database,
      {},
      {
        beforeReady: ({ server }) => {
          server.post('/api/test/strict', { schema: { body: z.strictObject({ a: z.string() }) } }, async () => ({ ok: true }));
          server.post('/api/test/record', { schema: { body: z.record(z.string(), z.number()) } }, async () => ({ ok: true }));
        },
      },
    );
    me = await signedInUser(app);
  });
  afterAll(() => app.close());

  it('cuts the message that lists 300,000 unknown keys of an import file (was 3.8 MB)', async () => {
    const file: Record<string, unknown> = {
      format: 'wellness-tracker-export',
      version: 1,
      exportedAt: '2026-11-01T00:00:00.000Z',
      dateRange: 'all',
      includes: { entries: true, supplements: true, focusAids: true, sessions: true },
      data: {},
    };
    for (let i = 0; i < 300_000; i++) file[`unknown_key_${i}`] = 0;
    const response = await me.call('POST', '/api/settings/import', file);
    const body = expectBounded(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.length).toBeGreaterThan(0);
    expect(body.details?.[0]?.message).toMatch(/…$/);
  });

  it('cuts every message and path on any route, and keeps the whole body under its size', async () => {
    const manyKeys = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`key_${i}`, 1]));
    expectBounded(await me.call('POST', '/api/test/strict', { a: 'x', ...manyKeys }));

    // Fifty problems, each under a key of 15,000 characters: every path is cut, and the body stays under its bound.
    const longKeys = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`${i}`.padEnd(15_000, 'k'), 'not a number']));
    const body = expectBounded(await me.call('POST', '/api/test/record', longKeys));
    expect(body.error).toBe(GENERIC_MESSAGES.validationFailed);
    expect(body.details?.length).toBeLessThanOrEqual(MAX_ERROR_DETAILS);
    expect(body.details?.at(-1)?.message).toMatch(/^\d+ more problems not listed$/);
  });

  it('leaves ordinary error bodies whole, a single problem leading with its own message', async () => {
    const response = await me.call('POST', '/api/test/strict', { a: 'x', b: 1 });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body).toEqual({
      error: body.details?.[0]?.message,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body', message: expect.stringContaining('"b"') as string }],
    });
    const two = await me.call('POST', '/api/test/strict', { b: 1 });
    expect(two.json()).toMatchObject({ error: GENERIC_MESSAGES.validationFailed, code: 'VALIDATION_FAILED' });
    expect(two.json<ErrorBody>().details).toHaveLength(2);
  });
});
