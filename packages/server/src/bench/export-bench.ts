/**
 * The data export on years of data: users with one and five years of daily records (the analytics
 * bench's seeding: two entries, two doses and one focus session a day), each exported as JSON and as CSV for all
 * time over a real HTTP connection, the body read chunk by chunk while the heap is sampled. The export streams
 * page by page, so the heap's growth while a five-year file goes out stays about what it is for one year, though
 * the file is five times larger. Fails when it does not (the mark of an export built in memory). Figures:
 * docs/performance.md.
 */
import { startBenchApp } from './bench-app.js';
import { seedUser, type SeededUser } from './analytics-bench.js';

/** The most the heap may grow while one export streams, whatever its size. */
const FLAT_CEILING_BYTES = 48 * 1024 * 1024;

interface ExportRun {
  bytes: number;
  ms: number;
  peakGrowth: number;
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
}

async function exportOnce(origin: string, user: SeededUser, format: 'json' | 'csv'): Promise<ExportRun> {
  collectGarbage();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const started = performance.now();
  const response = await fetch(`${origin}/api/settings/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify({ format, dateRange: 'all' }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`export ${format}: HTTP ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return { bytes, ms: performance.now() - started, peakGrowth: peak - baseline };
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export async function runExportBench(): Promise<boolean> {
  const app = await startBenchApp();
  try {
    const year = await seedUser(app, 'export-1y@example.test', 365);
    const five = await seedUser(app, 'export-5y@example.test', 1826);
    const origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
    console.log('\nExport of all time on years of data (2 entries, 2 doses, 1 session a day), streamed over HTTP');
    console.log('format'.padEnd(8), 'years'.padStart(6), 'file MB'.padStart(9), 'ms'.padStart(9), 'heap growth MB'.padStart(15));
    let ok = true;
    for (const format of ['json', 'csv'] as const) {
      for (const [label, user] of [
        ['1', year],
        ['5', five],
      ] as const) {
        await exportOnce(origin, user, format);
        const run = await exportOnce(origin, user, format);
        const over = run.peakGrowth > FLAT_CEILING_BYTES;
        if (over) ok = false;
        console.log(
          format.padEnd(8),
          label.padStart(6),
          mb(run.bytes).padStart(9),
          run.ms.toFixed(0).padStart(9),
          mb(run.peakGrowth).padStart(15),
          over ? 'OVER' : '',
        );
      }
    }
    return ok;
  } finally {
    await app.close();
  }
}
