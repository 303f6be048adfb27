/**
 * The experiments' worker thread: composes a finished experiment's result (result.ts: the planned analysis with its
 * randomization test, seconds for a long plan) off the main thread, which serves every user.
 */
import { parentPort } from 'node:worker_threads';
import type { ExperimentPlan } from '../../reads/experiments/experiment-plan.js';
import type { MetricRecords } from './day-records.js';
import { composeResult } from './result.js';

export interface ResultJob {
  plan: ExperimentPlan;
  records: MetricRecords;
  today: string;
}

const port = parentPort;
if (!port) throw new Error('analysis-worker.ts runs only as a worker thread');
port.on('message', (job: ResultJob) => port.postMessage(composeResult(job.plan, job.records, job.today)));
