/**
 * `npm run bench`: the latency of the hot paths (latency.ts), the per-request cost guard over every operation
 * (cost-guard.ts), then the ratios of the Daily and History calls against a bare twin for one- and five-year users
 * (daily-ratios.ts). Fails (exit code 1) when a latency target is missed or an operation is over budget.
 * `--only=cost`, `--only=latency` or `--only=ratios` runs one of them.
 */
import { runCostGuard } from './cost-guard.js';
import { runDailyRatios } from './daily-ratios.js';
import { runLatencyBench } from './latency.js';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const latencyOk = only === undefined || only === 'latency' ? await runLatencyBench() : true;
const costOk = only === undefined || only === 'cost' ? await runCostGuard() : true;
if (only === undefined || only === 'ratios') await runDailyRatios();
if (!latencyOk || !costOk) process.exitCode = 1;
