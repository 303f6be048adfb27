/**
 * `npm run bench`: the latency of the hot paths (latency.ts), then the per-request cost guard over every
 * operation (cost-guard.ts). Fails (exit code 1) when a latency target is missed or an operation is over budget.
 * `--only=cost` or `--only=latency` runs one of them.
 */
import { runCostGuard } from './cost-guard.js';
import { runLatencyBench } from './latency.js';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const latencyOk = only === 'cost' ? true : await runLatencyBench();
const costOk = only === 'latency' ? true : await runCostGuard();
if (!latencyOk || !costOk) process.exitCode = 1;
