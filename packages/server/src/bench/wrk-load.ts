/**
 * Load from wrk (Debian's package `wrk`), started by the load child (load-child.ts) when it is on the PATH. wrk runs
 * one thread for all the connections; the child stops it with SIGINT once the asked time has passed since the load
 * began (wrk then prints its summary as at the end of its own duration), so runs shorter than wrk's whole-second
 * `-d` keep their length.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { ChildAnswer, LoadRequest } from './out-of-process-load.js';
import { MICROSECONDS_PER_TICK } from './pid-cpu.js';
import { eachLine } from './stream-lines.js';
import { startTicksOf, summaryOf, wrkScript, type WrkSummary } from './wrk-script.js';

/** The wrk program on the PATH, or null. */
export function wrkPath(): string | null {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir.length === 0) continue;
    const candidate = join(dir, 'wrk');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder: look in the next.
    }
  }
  return null;
}

export async function loadWithWrk(wrk: string, request: LoadRequest, onStart: () => void): Promise<ChildAnswer> {
  const dir = mkdtempSync(join(tmpdir(), 'wellness-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    writeFileSync(script, wrkScript(request));
    // wrk's own duration only bounds the run: the SIGINT below ends it at the asked time.
    const seconds = Math.ceil(request.durationMs / 1000) + 5;
    const args = ['-t1', `-c${request.connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, `http://127.0.0.1:${request.port}/`];
    const { startTicks, summary } = await run(wrk, args, request.durationMs, onStart);
    return {
      generator: 'wrk',
      requests: summary.requests,
      seconds: summary.durationUs / 1e6,
      p50: summary.p50Us / 1000,
      p99: summary.p99Us / 1000,
      errors: summary.errors,
      generatorCpuUs: summary.cpuTicks < 0 ? Number.NaN : summary.cpuTicks * MICROSECONDS_PER_TICK,
      generatorRunCpuUs: summary.cpuTicks < 0 || startTicks < 0 ? Number.NaN : (summary.cpuTicks - startTicks) * MICROSECONDS_PER_TICK,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(wrk: string, args: string[], durationMs: number, onStart: () => void): Promise<{ startTicks: number; summary: WrkSummary }> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    let startTicks: number | null = null;
    let summary: WrkSummary | null = null;
    let stopTimer: NodeJS.Timeout | undefined;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => output.push(chunk));
    eachLine(child.stdout, (line) => {
      output.push(`${line}\n`);
      const ticks = startTicksOf(line);
      if (ticks !== null && startTicks === null) {
        startTicks = ticks;
        onStart();
        stopTimer = setTimeout(() => child.kill('SIGINT'), durationMs);
      }
      summary ??= summaryOf(line);
    });
    child.once('error', (error) => reject(new Error(`wrk could not start: ${error.message}`)));
    child.once('close', (code, signal) => {
      clearTimeout(stopTimer);
      if (startTicks !== null && summary !== null) resolve({ startTicks, summary });
      else reject(new Error(`wrk ended (exit ${code ?? signal}) without its summary: ${output.join('').slice(-2000)}`));
    });
  });
}
