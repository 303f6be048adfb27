/**
 * A small HTTP load generator for the ratio benchmark: `connections` keep-alive connections, each sending one
 * request after another for `durationMs`, over loopback. It sends no Accept-Encoding, as autocannon does, so a
 * route and its twin send the same bytes.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './timing.js';

export interface LoadTarget {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  rps: number;
  /**
   * The process's CPU time (all threads, user and system) per request, in µs. On a shared machine other programs
   * take the cores away and the requests per second with them; the CPU each request costs moves far less.
   */
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
}

function once(agent: Agent, target: LoadTarget): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...target.headers };
    if (target.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(target.body));
    }
    const req = request({ host: '127.0.0.1', port: target.port, method: target.method, path: target.path, headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

export async function load(target: LoadTarget, options: { connections: number; durationMs: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + options.durationMs;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const status = await once(agent, target);
        times.push(performance.now() - t);
        if (status >= 400) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    rps: times.length / elapsed,
    cpuUs: (cpu.user + cpu.system) / Math.max(1, times.length),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors,
  };
}
