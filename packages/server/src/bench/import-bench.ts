/**
 * The import benchmark (an import must not stall other users): `/api/health` p99 while backup files of about 20 MB are
 * imported, against the same without any import, as a ratio. The file is parsed and checked in a worker thread; what
 * stays on the main thread is receiving the body, taking the parsed file back from the worker and, for a file that is
 * written, the database writes. Two files: one refused at its last record (the parse and the check only), and one
 * written whole (40,000 new entries each time). The load comes from a separate process (import-load-client.ts), so its
 * own work is not counted as the server's. Figures go in docs/performance.md; this measures, it does not fail.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerVerified, listenOnLoopback, startBenchApp } from './bench-app.js';
import type { LoadResult } from './http-load.js';
import { largeBackup } from './large-backup.js';

const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 10_000);
const ENTRIES = 40_000;

interface ClientResult {
  health: LoadResult;
  imports: Array<{ status: number; ms: number }>;
}

function runClient(port: number, token: string, file: string | undefined): Promise<ClientResult> {
  const script = fileURLToPath(new URL('./import-load-client.js', import.meta.url));
  const args = [script, `--port=${port}`, `--token=${token}`, `--duration-ms=${DURATION_MS}`, ...(file ? [`--file=${file}`] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as ClientResult) : reject(new Error(`the load client exited with ${code}`))));
  });
}

export async function runImportBench(): Promise<void> {
  const app = await startBenchApp();
  const dir = mkdtempSync(join(tmpdir(), 'wellness-import-bench-'));
  try {
    const email = 'import-bench@example.test';
    const password = 'Bench-Password-123!';
    await registerVerified(app, email, password);
    const login = await app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const token = login.json<{ accessToken: string }>().accessToken;
    const port = await listenOnLoopback(app.server);

    const refused = join(dir, 'refused.json');
    writeFileSync(refused, JSON.stringify(largeBackup('refused', { entries: ENTRIES, brokenLast: true })));
    const written = join(dir, 'written.json');
    writeFileSync(written, JSON.stringify(largeBackup('written', { entries: ENTRIES, brokenLast: false })));

    const rows: Array<[string, ClientResult]> = [];
    rows.push(['no import', await runClient(port, token, undefined)]);
    rows.push(['20 MB refused at its last record', await runClient(port, token, refused)]);
    // Each run of the written file after the first finds its entries present: the parse, the check and the lookups.
    rows.push(['20 MB written (then found present)', await runClient(port, token, written)]);

    const baseline = rows[0]?.[1].health.p99 ?? NaN;
    console.log(`\nimport bench: /api/health from 2 connections for ${DURATION_MS / 1000} s, load from a separate process`);
    console.log(
      ['while', 'health p50 ms', 'health p99 ms', 'p99 ratio', 'imports', 'import ms (median)', 'statuses']
        .map((h, i) => (i === 0 ? h.padEnd(38) : h.padStart(19)))
        .join(''),
    );
    for (const [name, result] of rows) {
      const times = result.imports.map((i) => i.ms).sort((a, b) => a - b);
      const statuses = [...new Set(result.imports.map((i) => i.status))].join(' ');
      console.log(
        name.padEnd(38) +
          [
            result.health.p50.toFixed(2),
            result.health.p99.toFixed(2),
            (result.health.p99 / baseline).toFixed(2),
            String(result.imports.length),
            times.length ? (times[Math.floor(times.length / 2)] ?? 0).toFixed(0) : '',
            statuses,
          ]
            .map((c) => c.padStart(19))
            .join(''),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await app.close();
  }
}
