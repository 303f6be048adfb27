/**
 * `npm run bench`: the latency of the hot paths (latency.ts), the per-request cost guard over every operation
 * (cost-guard.ts), the ratios of the Daily and History calls against a bare twin for one- and five-year users
 * (daily-ratios.ts), analytics on one and five years of data (analytics-bench.ts), the streamed export's memory on
 * those years (export-bench.ts), `/api/health` under a deep-JSON attack (deep-json-bench.ts), then `/api/health` p99
 * during 20 MB imports against without (import-bench.ts), then the soak: 50 connections for two minutes on the Daily tab's
 * calls (soak-bench.ts), and the same cycle through a round-robin proxy to one and to two server processes on
 * PostgreSQL (two-processes-bench.ts, only with BENCH_DATABASE_URL). Fails (exit code 1) when a latency target is missed, an
 * operation is over budget, an export's memory grows with its size, health p99 reaches 50 ms under the attack or the
 * soak's p99 reaches 250 ms on a quiet machine, or a request through the proxy fails.
 * `--only=latency`, `--only=cost`, `--only=ratios`, `--only=analytics`, `--only=export`, `--only=deep-json`,
 * `--only=import`, `--only=soak` or `--only=two-processes` runs one of them. With `BENCH_DATABASE_URL` (PostgreSQL)
 * the ratio benchmark and the soak run on SQLite and then on PostgreSQL, in a fresh schema of that database.
 * `--only=start` (start to healthy, start-bench.ts) and `--only=memory` (the server's memory under the ratio calls,
 * memory-bench.ts) run the built server as its own process. The ratios run with the read cache on, as the server
 * does; `--read-cache=off` computes every answer (rows kept per data version are still reused).
 */
import { runAnalyticsBench } from './analytics-bench.js';
import { runCostGuard } from './cost-guard.js';
import { runDailyRatios } from './daily-ratios.js';
import { runDeepJsonBench } from './deep-json-bench.js';
import { runExportBench } from './export-bench.js';
import { runImportBench } from './import-bench.js';
import { runLatencyBench } from './latency.js';
import { runMemoryBench } from './memory-bench.js';
import { runSoakBench } from './soak-bench.js';
import { runStartBench } from './start-bench.js';
import { runTwoProcessesBench } from './two-processes-bench.js';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const runs = (name: string) => only === undefined || only === name;
const latencyOk = runs('latency') ? await runLatencyBench() : true;
const costOk = runs('cost') ? await runCostGuard() : true;
if (runs('ratios')) await runDailyRatios({ readCache: !process.argv.includes('--read-cache=off') });
const analyticsOk = runs('analytics') ? await runAnalyticsBench() : true;
const exportOk = runs('export') ? await runExportBench() : true;
const deepJsonOk = runs('deep-json') ? await runDeepJsonBench() : true;
if (runs('import')) await runImportBench();
const soakOk = runs('soak') ? await runSoakBench() : true;
const twoProcessesOk = runs('two-processes') ? await runTwoProcessesBench() : true;
const startOk = runs('start') ? await runStartBench() : true;
const memoryOk = runs('memory') ? await runMemoryBench() : true;
if (!latencyOk || !costOk || !analyticsOk || !exportOk || !deepJsonOk || !soakOk || !twoProcessesOk || !startOk || !memoryOk) process.exitCode = 1;
