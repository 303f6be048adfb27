/**
 * The client side of the deep-JSON bench, run as separate processes forked by deep-json-bench.ts: one process sends
 * the attack, another probes `/api/health`. Neither shares an event loop with the server or with the other, so
 * building and sending megabyte bodies delays neither the server nor the probe's clock: the probe's latency is the
 * server's own. Each process gets its task as its first message and answers with its figures.
 */
import { request } from 'node:http';
import { load } from './http-load.js';

export type DeepJsonTask =
  | { role: 'probe'; port: number; durationMs: number }
  /** Keeps IN_FLIGHT deep requests in flight until the parent sends 'stop'. */
  | { role: 'attack'; port: number; target: 'login' | 'signed-in'; accessToken: string };

export interface ProbeFigures {
  p50: number;
  p99: number;
  requests: number;
}

export interface AttackFigures {
  /** Attack requests answered, by status code. */
  statuses: Record<string, number>;
  /** Requests whose connection the server cut while the body was still going out. */
  cut: number;
}

export const IN_FLIGHT = 8;
/** 480,000 levels, as in the reproduction: a body of about 0.96 MB, just under the server's 1 MiB limit. */
const DEPTH = 480_000;

/** One attack request; resolves with its status, or 0 when the connection was cut. */
function send(port: number, path: string, body: Buffer, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        // A fresh connection each time: a server answering 413 from the length may close it without reading the body.
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function attack(task: Extract<DeepJsonTask, { role: 'attack' }>): Promise<AttackFigures> {
  const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
  const [path, body, headers] =
    task.target === 'login'
      ? ['/api/auth/login', Buffer.from(`{"email":"a@b.c","password":"x","z":${deep}}`), {}]
      : ['/api/supplements', Buffer.from(`{"name":"Magnesium","z":${deep}}`), { authorization: `Bearer ${task.accessToken}` }];
  const figures: AttackFigures = { statuses: {}, cut: 0 };
  let running = true;
  process.once('message', () => {
    running = false;
  });
  const attackers = Array.from({ length: IN_FLIGHT }, async () => {
    while (running) {
      const status = await send(task.port, path, body, headers);
      if (status === 0) figures.cut++;
      else figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    }
  });
  process.send?.('ready');
  await Promise.all(attackers);
  return figures;
}

async function probe(task: Extract<DeepJsonTask, { role: 'probe' }>): Promise<ProbeFigures> {
  const health = await load({ port: task.port, method: 'GET', path: '/api/health' }, { connections: 1, durationMs: task.durationMs });
  if (health.errors > 0) throw new Error(`/api/health answered ${health.errors} errors`);
  return { p50: health.p50, p99: health.p99, requests: Math.round(health.rps * (task.durationMs / 1000)) };
}

process.once('message', (task: DeepJsonTask) => {
  const work: Promise<ProbeFigures | AttackFigures> = task.role === 'probe' ? probe(task) : attack(task);
  work.then(
    (figures) => process.send?.({ figures }, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
