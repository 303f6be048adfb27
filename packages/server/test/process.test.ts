/** The built server as a process: starts from the environment, refuses bad settings clearly, stops on SIGTERM. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases.js';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function run(env: Record<string, string>, cwd?: string): { done: Promise<{ code: number | null; output: string }>; kill: (signal: NodeJS.Signals) => void; output: () => string } {
  const child = spawn(process.execPath, [MAIN], { cwd, env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { done, kill: (signal) => child.kill(signal), output: () => output };
}

async function waitForHealth(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(existsSync(MAIN))('server process', () => {
  it('refuses a bad setting with a message naming it, and exits 1', async () => {
    const { done } = run({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' });
    const { code, output } = await done;
    expect(code).toBe(1);
    expect(output).toContain('PORT: must be a number');
    expect(output).toContain('DATABASE_URL: must be file:PATH');
    expect(output).not.toMatch(/at .*\.js:\d+/);
  });
});

describeEachDatabase('server process', (database) => {
  it.runIf(existsSync(MAIN))('starts on its database (./data/wellness.db when DATABASE_URL is unset) and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wellness-process-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const databaseEnv: Record<string, string> = database.name === 'sqlite' ? {} : { DATABASE_URL: database.url };
    const server = run({ PORT: String(port), ...databaseEnv, WEB_DIST_DIR: join(dir, 'none') }, dir);
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`);
    } catch (error) {
      server.kill('SIGKILL');
      throw new Error(`server did not become healthy: ${server.output()}`, { cause: error });
    }
    if (database.name === 'sqlite') expect(existsSync(join(dir, 'data', 'wellness.db'))).toBe(true);
    server.kill('SIGTERM');
    const { code, output } = await server.done;
    expect(code).toBe(0);
    expect(output).toContain('shutdown complete');
  });
});
