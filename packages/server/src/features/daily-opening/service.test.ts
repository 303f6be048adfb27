/** The batched opening reads (service.ts): answers in the order asked, a read that cannot be answered is a 500 beside the others, at most READS_AT_ONCE at a time. */
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDailyOpeningService, READS_AT_ONCE, type ReadAnswer } from './service.js';

function recordingLog() {
  const errors: unknown[] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('the opening reads service', () => {
  it('answers in the order asked, whatever order the reads finish in', async () => {
    const { log } = recordingLog();
    const paths = ['/a', '/b', '/c', '/d'];
    const { answers } = await createDailyOpeningService({ log }).answer(paths, async (path) => {
      // The first asked finishes last.
      for (let i = 0; i < 4 - paths.indexOf(path); i++) await tick();
      return { status: 200, body: `{"p":"${path}"}` };
    });
    expect(answers).toEqual(paths.map((path) => ({ path, status: 200, body: `{"p":"${path}"}` })));
  });

  it('keeps each status and Retry-After, and answers a read that threw as a 500 beside the others, with a log line', async () => {
    const { log, errors } = recordingLog();
    const byPath: Record<string, ReadAnswer> = {
      '/ok': { status: 200, body: '{}' },
      '/gone': { status: 404, body: '{"error":"Not found","code":"NOT_FOUND"}' },
      '/busy': { status: 503, body: '{"error":"Busy","code":"UNAVAILABLE"}', retryAfter: '5' },
    };
    const { answers } = await createDailyOpeningService({ log }).answer(['/ok', '/broken', '/gone', '/busy'], async (path) => {
      const answer = byPath[path];
      if (answer === undefined) throw new Error('the app could not answer');
      return answer;
    });
    expect(answers).toEqual([
      { path: '/ok', status: 200, body: '{}' },
      { path: '/broken', status: 500, body: '{"error":"Something went wrong on our side. Please try again.","code":"INTERNAL"}' },
      { path: '/gone', status: 404, body: byPath['/gone']?.body },
      { path: '/busy', status: 503, body: byPath['/busy']?.body, retryAfter: '5' },
    ]);
    expect(errors).toHaveLength(1);
  });

  it(`reads at most ${READS_AT_ONCE} at a time, and all of them`, async () => {
    const { log } = recordingLog();
    let running = 0;
    let most = 0;
    const paths = Array.from({ length: 18 }, (_, i) => `/p${i}`);
    const { answers } = await createDailyOpeningService({ log }).answer(paths, async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      return { status: 200, body: '{}' };
    });
    expect(most).toBe(READS_AT_ONCE);
    expect(answers).toHaveLength(18);
  });
});
