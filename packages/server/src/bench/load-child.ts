/**
 * The load generator's own process (out-of-process-load.ts starts it): autocannon against one target for the given
 * time, then one JSON line on stdout with the answers, their latency and this process's CPU time. Kept apart from the
 * server under test so the generator never takes the server's CPU, and so its own CPU can be told apart.
 */
import autocannon from 'autocannon';
import { LOAD_STARTS, type LoadRequest } from './out-of-process-load.js';

const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
// The parent measures the server, the machine and PostgreSQL from this line to the answer's, the load's own window:
// this process's start (a tenth of a second or more) would otherwise dilute every share of a short run.
process.stdout.write(`${LOAD_STARTS}\n`);
const cpuAtStart = process.cpuUsage();
const result = await autocannon({
  url: `http://127.0.0.1:${request.port}${request.path}`,
  connections: request.connections,
  duration: request.durationMs / 1000,
  method: request.method,
  headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(request.body === undefined ? {} : { body: request.body }),
  ...(request.cycle === undefined
    ? {}
    : {
        requests: request.cycle.map((r) => ({
          method: r.method,
          path: r.path,
          ...(r.body === undefined ? {} : { body: r.body, headers: { ...request.headers, 'content-type': 'application/json' } }),
        })),
      }),
});
// Since this process began, its start included: all of it is the generator's, not other programs'.
const cpu = process.cpuUsage();
const cpuOfRun = process.cpuUsage(cpuAtStart);
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    generatorCpuUs: cpu.user + cpu.system,
    generatorRunCpuUs: cpuOfRun.user + cpuOfRun.system,
  })}\n`,
);
