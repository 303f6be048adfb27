/**
 * Logging never holds the server up: when whatever reads its standard output stops reading or goes away
 * (a crashed log shipper, a closed terminal pipe), requests are still answered and SIGTERM still ends the
 * process well within its shutdown deadline.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { SHUTDOWN_TIMEOUT_MS } from '../src/shutdown.js';
import { exitWithin, mainIsBuilt, spawnServer, type ServerProcess } from './support/server-process.js';

// Each request logs its 4 kB URL, so a few hundred overflow any pipe buffer.
const PADDED_URL = `/api/health?pad=${'x'.repeat(4000)}`;

async function requestsThatLog(server: ServerProcess, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, () =>
      fetch(`${server.origin}${PADDED_URL}`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

describe.runIf(mainIsBuilt)('server process whose log reader stalls or goes away', () => {
  // Far inside the server's own deadline: a clean shutdown with nothing in flight takes well under a second.
  const PROMPT_EXIT_MS = 5_000;
  expect(PROMPT_EXIT_MS).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

  it('answers while nobody reads its log, and exits 0 promptly on SIGTERM', async () => {
    const server = await spawnServer({});
    onTestFinished(() => server.kill('SIGKILL'));
    server.child.stdout.pause();
    expect(await requestsThatLog(server, 400)).toEqual(Array(400).fill(200));

    server.kill('SIGTERM');
    expect(await exitWithin(server, PROMPT_EXIT_MS)).toEqual({ code: 0, signal: null });
  });

  it('answers after the log reader has gone, and exits 0 promptly on SIGTERM', async () => {
    const server = await spawnServer({});
    onTestFinished(() => server.kill('SIGKILL'));
    server.child.stdout.pause();
    expect(await requestsThatLog(server, 400)).toEqual(Array(400).fill(200));
    server.child.stdout.destroy();
    expect(await requestsThatLog(server, 40)).toEqual(Array(40).fill(200));

    server.kill('SIGTERM');
    expect(await exitWithin(server, PROMPT_EXIT_MS)).toEqual({ code: 0, signal: null });
  });

  it('exits 0 promptly when the log reader goes away while it is shutting down with log lines unwritten', async () => {
    const server = await spawnServer({});
    onTestFinished(() => server.kill('SIGKILL'));
    server.child.stdout.pause();
    expect(await requestsThatLog(server, 400)).toEqual(Array(400).fill(200));

    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.stdout.destroy();
    expect(await exitWithin(server, PROMPT_EXIT_MS)).toEqual({ code: 0, signal: null });
  });
});
