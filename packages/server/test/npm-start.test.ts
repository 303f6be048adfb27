/**
 * `npm start` as a self-hoster runs it: the server runs with the node flags it is measured with (node-flags.ts), and
 * stopping npm (SIGTERM from a process manager, or the terminal closing) stops the server too, instead of leaving it
 * running on its own and holding the port.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/node-flags.js';
import { mainIsBuilt, scratchDir } from './support/server-process.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    // ESRCH: no such process, which is what the test waits for.
    return false;
  }
}

async function waitUntil(condition: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (condition()) return true;
  }
  return condition();
}

describe.runIf(mainIsBuilt)('npm start', () => {
  it('runs the server with its node flags, and stops it when npm itself is sent SIGTERM', async () => {
    const dir = scratchDir('npm-start');
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? dir,
        PORT: '0',
        DATABASE_URL: `file:${join(dir, 'wellness.db')}`,
        MAIL_OUTBOX_DIR: join(dir, 'outbox'),
        WEB_DIST_DIR: join(dir, 'no-web'),
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let serverPid = 0;
    onTestFinished(() => {
      npm.kill('SIGKILL');
      if (serverPid && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    });
    const npmExited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const onData = (data: Buffer): void => {
        output += data.toString();
        const listening = /"pid":(\d+)[^\n]*"msg":"Server listening at/.exec(output);
        if (listening?.[1]) {
          serverPid = Number(listening[1]);
          resolve();
        }
      };
      npm.stdout.on('data', onData);
      npm.stderr.on('data', onData);
      void npmExited.then(() => reject(new Error(`npm start ended before the server listened:\n${output}`)));
    });
    expect(serverPid).not.toBe(npm.pid);
    // Linux shows a process's arguments in /proc; elsewhere this part is not checked.
    if (existsSync(`/proc/${serverPid}/cmdline`)) {
      expect(readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS]));
    }

    npm.kill('SIGTERM');
    await npmExited;
    expect(await waitUntil(() => !isRunning(serverPid), 10_000)).toBe(true);
  }, 120_000);
});
