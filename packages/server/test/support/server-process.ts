/** The built server (dist/main.js) as a child process on a free port, for tests of the process as operators run it. */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const mainIsBuilt = existsSync(MAIN);

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Origin the server listens on, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<Exit>;
  kill(signal: NodeJS.Signals): void;
}

/** A private working directory (so ./data/… defaults never touch the repository) with no web app to serve. */
export function scratchDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `wellness-${label}-`));
}

/** Spawns the server with only PATH and `env`; resolves once it logs that it listens (PORT=0: the OS picks). */
export function spawnServer(env: Record<string, string>, cwd = scratchDir('process')): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', PORT: '0', WEB_DIST_DIR: join(cwd, 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return new Promise<ServerProcess>((resolve, reject) => {
    const onData = (data: Buffer): void => {
      output += data.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        resolve({ child, origin: listening[1], output: () => output, exited, kill: (signal) => child.kill(signal) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
}

/** Waits for the exit, or fails after `ms` (killing the process so no test leaves one behind). */
export async function exitWithin(server: ServerProcess, ms: number): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  const result = await Promise.race([server.exited, timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    server.kill('SIGKILL');
    await server.exited;
    throw new Error(`the server did not exit within ${ms} ms`);
  }
  return result;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the built operator commands (dist/ops/NAME.js) as `npm run` would, with only PATH and `env`. */
export function runOpsCommand(name: 'backup-command' | 'restore-command', args: string[], env: Record<string, string>, cwd: string): Promise<CommandResult> {
  const script = fileURLToPath(new URL(`../../dist/ops/${name}.js`, import.meta.url));
  const child = spawn(process.execPath, [script, ...args], { cwd, env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
