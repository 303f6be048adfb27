/**
 * Load from autocannon, in the load child's own process (load-child.ts): the generator every machine with the
 * project's npm packages has. Where wrk is installed, wrk-load.ts is used instead: it takes far less CPU per request.
 */
import autocannon from 'autocannon';
import { headersFor, type ChildAnswer, type LoadRequest } from './out-of-process-load.js';

export async function loadWithAutocannon(request: LoadRequest, onStart: () => void): Promise<ChildAnswer> {
  onStart();
  const cpuAtStart = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${request.port}${request.path}`,
    connections: request.connections,
    duration: request.durationMs / 1000,
    method: request.method,
    headers: headersFor(request.headers, request.body),
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(request.cycle === undefined
      ? {}
      : {
          requests: request.cycle.map((r) => ({
            method: r.method,
            path: r.path,
            ...(r.body === undefined ? {} : { body: r.body, headers: headersFor(request.headers, r.body) }),
          })),
        }),
  });
  // Since this process began, its start included: all of it is the generator's, not other programs'.
  const cpu = process.cpuUsage();
  const cpuOfRun = process.cpuUsage(cpuAtStart);
  return {
    generator: 'autocannon',
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    generatorCpuUs: cpu.user + cpu.system,
    generatorRunCpuUs: cpuOfRun.user + cpuOfRun.system,
  };
}
