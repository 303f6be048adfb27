/**
 * The load side of the import benchmark (import-bench.ts), run as its own process so its CPU is not the server's:
 * `/api/health` from a few keep-alive connections for the given time, and, when a file is given, that backup
 * posted to `/api/settings/import` one after another meanwhile. Prints one JSON line: health's latency and how
 * the imports were answered.
 *
 *   node import-load-client.js --port=… --token=… --duration-ms=… [--file=…]
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { load } from './http-load.js';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = Number(arg('port'));
const token = arg('token') ?? '';
const durationMs = Number(arg('duration-ms') ?? 10_000);
const filePath = arg('file');

function postImport(agent: Agent, body: Buffer): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/settings/import',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function importsUntil(end: number): Promise<Array<{ status: number; ms: number }>> {
  if (filePath === undefined) return [];
  const body = readFileSync(filePath);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Array<{ status: number; ms: number }> = [];
  while (performance.now() < end) answers.push(await postImport(agent, body));
  agent.destroy();
  return answers;
}

const end = performance.now() + durationMs;
const [health, imports] = await Promise.all([load({ port, method: 'GET', path: '/api/health' }, { connections: 2, durationMs }), importsUntil(end)]);
console.log(JSON.stringify({ health, imports }));
