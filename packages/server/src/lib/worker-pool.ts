/**
 * A few long-lived worker threads for work that takes a core for seconds (parsing a large backup, analysing a long
 * experiment), so the main thread, which serves every user, never does it: at most `concurrency` jobs at once per
 * process with a short queue behind them (a full queue is QueueFullError), one message in and one answer out per job.
 * A worker idle for `idleMs` is stopped, so the memory a large job took is given back; one that failed is not reused.
 */
import { Worker } from 'node:worker_threads';
import { Semaphore } from './semaphore.js';
import { workerScript } from './worker-script.js';

export interface WorkerPool<In, Out> {
  run(message: In, transfer?: ArrayBuffer[]): Promise<Out>;
  /** Jobs running right now (tests see that the server answers meanwhile). */
  readonly active: number;
}

export function createWorkerPool<In, Out>(options: {
  /** The worker's module: its path from the server's root, without extension (worker-script.ts). */
  module: string;
  concurrency: number;
  maxWaiting: number;
  idleMs: number;
}): WorkerPool<In, Out> {
  const semaphore = new Semaphore(options.concurrency, options.maxWaiting);
  const idle: Array<{ worker: Worker; stopTimer: NodeJS.Timeout }> = [];

  function startWorker(): Worker {
    const { url, execArgv } = workerScript(options.module);
    const worker = new Worker(url, execArgv ? { execArgv } : {});
    // An idle worker never keeps the process alive (shutdown, tests).
    worker.unref();
    return worker;
  }

  function take(): Worker {
    const parked = idle.pop();
    if (!parked) return startWorker();
    clearTimeout(parked.stopTimer);
    return parked.worker;
  }

  function park(worker: Worker): void {
    const entry = {
      worker,
      stopTimer: setTimeout(() => {
        const index = idle.indexOf(entry);
        if (index >= 0) idle.splice(index, 1);
        void worker.terminate();
      }, options.idleMs),
    };
    entry.stopTimer.unref();
    idle.push(entry);
  }

  function runOn(worker: Worker, message: In, transfer: ArrayBuffer[]): Promise<Out> {
    return new Promise((resolve, reject) => {
      const done = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (result: Out) => {
        done();
        resolve(result);
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`The ${options.module} worker stopped (exit code ${code})`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(message, transfer);
    });
  }

  return {
    get active() {
      return semaphore.active;
    },
    run(message, transfer = []) {
      return semaphore.run(async () => {
        const worker = take();
        try {
          const result = await runOn(worker, message, transfer);
          park(worker);
          return result;
        } catch (error) {
          void worker.terminate();
          throw error;
        }
      });
    },
  };
}
