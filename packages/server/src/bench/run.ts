/**
 * `npm run bench`: the latency of the hot paths (latency.ts), the per-request cost guard over every operation
 * (cost-guard.ts), the ratios of the Daily and History calls against a bare twin for one- and five-year users
 * (daily-ratios.ts), then analytics on one and five years of data (analytics-bench.ts). Fails (exit code 1) when a
 * latency target is missed or an operation is over budget. `--only=latency`, `--only=cost`, `--only=ratios` or
 * `--only=analytics` runs one of them.
 */
import { runAnalyticsBench } from './analytics-bench.js';
import { runCostGuard } from './cost-guard.js';
import { runDailyRatios } from './daily-ratios.js';
import { runLatencyBench } from './latency.js';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const runs = (name: string) => only === undefined || only === name;
const latencyOk = runs('latency') ? await runLatencyBench() : true;
const costOk = runs('cost') ? await runCostGuard() : true;
if (runs('ratios')) await runDailyRatios();
const analyticsOk = runs('analytics') ? await runAnalyticsBench() : true;
if (!latencyOk || !costOk || !analyticsOk) process.exitCode = 1;
