/** The built server as a process: starts from the environment, refuses bad settings clearly, stops on SIGTERM. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from './support/databases.js';
import { exitWithin, mainIsBuilt, scratchDir, spawnServer } from './support/server-process.js';

describe.runIf(mainIsBuilt)('server process', () => {
  it('refuses a bad setting with a message naming it, and exits 1', async () => {
    const error = await spawnServer({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' }).then(
      () => new Error('the server started'),
      (e: unknown) => e as Error,
    );
    expect(error.message).toContain('server exited (1) before listening');
    expect(error.message).toContain('PORT: must be a number');
    expect(error.message).toContain('DATABASE_URL: must be file:PATH');
    expect(error.message).not.toMatch(/at .*\.js:\d+/);
  });
});

describeEachDatabase('server process', (database) => {
  it.runIf(mainIsBuilt)('starts on its database (./data/wellness.db when DATABASE_URL is unset) and exits 0 on SIGTERM', async () => {
    const dir = scratchDir('process');
    const server = await spawnServer(database.name === 'sqlite' ? {} : { DATABASE_URL: database.url }, dir);
    onTestFinished(() => server.kill('SIGKILL'));
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
    if (database.name === 'sqlite') expect(existsSync(join(dir, 'data', 'wellness.db'))).toBe(true);
    server.kill('SIGTERM');
    expect(await exitWithin(server, 10_000)).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutdown complete');
  });
});
