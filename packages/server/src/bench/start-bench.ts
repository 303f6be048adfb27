/**
 * Start to healthy (issue 35): the built server launched as an operator launches it (`node dist/main.js`, see
 * server-process.ts) five times on a fresh database and five times on a copy of a five-year one, timed from
 * launching `node` to the first 200 of /api/health. Prints each start, the medians, the CPU other programs took
 * meanwhile and a verdict against the targets: a median under 1.5 s on a fresh database and under 2 s on a five-year
 * one. No verdict when other programs took more than a quarter of a core (ratio-verdict.ts), as a start then
 * measures the machine. The two kinds of start take turns, so a burst of other load falls on both alike.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fiveYearDatabase } from './five-year-database.js';
import { machineBusyUs } from './out-of-process-load.js';
import { MAX_OTHER_BUSY } from './ratio-verdict.js';
import { benchTempDir } from './bench-app.js';
import { launchServer, removeDir } from './server-process.js';
import { percentile } from './timing.js';

const STARTS = 5;
export const START_TARGET_MS = { fresh: 1500, fiveYears: 2000 } as const;
type Kind = keyof typeof START_TARGET_MS;

interface Start {
  ms: number;
  serverCpuMs: number;
  /** Cores other programs kept busy during this start. */
  otherBusy: number;
}

async function startOnce(kind: Kind, fiveYearFile: string): Promise<Start> {
  const dir = benchTempDir('wellness-start-');
  try {
    const databaseFile = join(dir, 'start.db');
    if (kind === 'fiveYears') copyFileSync(fiveYearFile, databaseFile);
    const machineBefore = machineBusyUs();
    const selfBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const server = await launchServer({ databaseUrl: `file:${databaseFile}`, dir });
    const wallUs = (performance.now() - wallBefore) * 1000;
    const self = process.cpuUsage(selfBefore);
    const machine = machineBusyUs() - machineBefore;
    await server.stop();
    return {
      ms: server.healthyAfterMs,
      serverCpuMs: server.cpuUs / 1000,
      otherBusy: Math.max(0, (machine - server.cpuUs - self.user - self.system) / wallUs),
    };
  } finally {
    removeDir(dir);
  }
}

/** Returns false when a median misses its target on a quiet machine. */
export async function runStartBench(): Promise<boolean> {
  const fiveYears = await fiveYearDatabase();
  const starts: Record<Kind, Start[]> = { fresh: [], fiveYears: [] };
  for (let i = 0; i < STARTS; i++) {
    for (const kind of ['fresh', 'fiveYears'] as const) starts[kind].push(await startOnce(kind, fiveYears.file));
  }
  console.log('\nstart to healthy (node dist/main.js to the first 200 of /api/health)');
  let ok = true;
  for (const kind of ['fresh', 'fiveYears'] as const) {
    const runs = starts[kind];
    const median = percentile(
      runs.map((s) => s.ms).sort((a, b) => a - b),
      50,
    );
    const other = runs.reduce((sum, s) => sum + s.otherBusy, 0) / runs.length;
    const target = START_TARGET_MS[kind];
    const verdict = !(other <= MAX_OTHER_BUSY) ? 'no verdict (busy machine)' : median <= target ? 'ok' : 'slow';
    if (verdict === 'slow') ok = false;
    const label = kind === 'fresh' ? 'fresh database' : 'five-year database';
    console.log(
      `${label.padEnd(20)} ${runs.map((s) => `${(s.ms / 1000).toFixed(2)} s`).join(', ')}; median ${(median / 1000).toFixed(2)} s ` +
        `(target ${(target / 1000).toFixed(1)} s): ${verdict}`,
    );
    console.log(
      `${''.padEnd(20)} server CPU ${runs.map((s) => `${s.serverCpuMs.toFixed(0)} ms`).join(', ')}; ` +
        `other programs ${runs.map((s) => s.otherBusy.toFixed(2)).join(', ')} cores (mean ${other.toFixed(2)})`,
    );
  }
  return ok;
}
