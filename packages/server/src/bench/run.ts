/**
 * `npm run bench`: the latency of the hot paths (latency.ts), then the per-request cost guard over every
 * operation (cost-guard.ts), then analytics on one and five years of data (analytics-bench.ts). Fails (exit code 1)
 * when a latency target is missed or an operation is over budget. `--only=cost`, `--only=latency` or
 * `--only=analytics` runs one of them.
 */
import { runAnalyticsBench } from './analytics-bench.js';
import { runCostGuard } from './cost-guard.js';
import { runLatencyBench } from './latency.js';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const latencyOk = only === 'cost' || only === 'analytics' ? true : await runLatencyBench();
const costOk = only === 'latency' || only === 'analytics' ? true : await runCostGuard();
const analyticsOk = only === undefined || only === 'analytics' ? await runAnalyticsBench() : true;
if (!latencyOk || !costOk || !analyticsOk) process.exitCode = 1;
