/**
 * Per-request cost guard (one request must never slow the server for others): for every operation of the app's own
 * OpenAPI document, the largest request its schemas accept (every string at maxLength, every array at maxItems, every
 * optional field and parameter present) is sent several times; its p95 time and heap growth are compared with a bare
 * Fastify route echoing a body of the same size, measured just before in the same run. An operation fails when it is
 * both far slower than the echo and slow in absolute terms, passes the absolute ceiling, or grows the heap without
 * bound. Strings and arrays without a bound are printed as findings: the contract misses a limit there.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../app.js';
import { largestInstance, type SchemaFinding } from './largest-instance.js';
import { fillPath, listOperations, operationName, queryString, type ApiOperation, type HttpMethod } from './openapi-operations.js';
import { BENCH_ORIGIN, registerVerified, startBenchApp } from './bench-app.js';
import { pickedCalls } from './picked-calls.js';
import { drainEventLoop, percentile, timeRuns } from './timing.js';

/** Runs per operation after two warm-up calls; the p95 of these is reported. */
const RUNS = 30;
const WARMUP = 2;
/** Slower than this many echoes of the same payload is suspicious… */
const MAX_RATIO = 50;
/** …once it is also above the fixed cost of a request: a transaction or one Argon2id hash stays below this. */
const FIXED_COST_ALLOWANCE_MS = 150;
/** No single request may take longer than this, whatever the baseline. */
const CEILING_MS = 250;
/** Heap kept after a forced GC: more than this across the runs (and more than half the bytes sent) is a leak. */
const RETAINED_LIMIT_BYTES = 2 * 1024 * 1024;
/** Heap growth while the runs go on: more than this (and more than MAX_RATIO times the echo's) is a blow-up. */
const PEAK_LIMIT_BYTES = 64 * 1024 * 1024;

interface CostRequest {
  method: HttpMethod;
  url: string;
  payload: string | undefined;
  bytes: number;
}

interface Cost {
  p95: number;
  peakBytes: number;
  retainedBytes: number;
  status: number;
}

interface Row {
  name: string;
  request: CostRequest;
  operation: Cost;
  baseline: Cost;
  problems: string[];
}

const gc: (() => void) | undefined = (globalThis as { gc?: () => void }).gc;

function heapUsed(): number {
  gc?.();
  return process.memoryUsage().heapUsed;
}

async function measureCost(send: () => Promise<number>): Promise<Cost> {
  let status = 0;
  for (let i = 0; i < WARMUP; i++) status = await send();
  await drainEventLoop();
  const before = heapUsed();
  let peak = before;
  const times = await timeRuns(RUNS, async () => {
    status = await send();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  });
  await drainEventLoop();
  return { p95: percentile(times, 95), peakBytes: peak - before, retainedBytes: heapUsed() - before, status };
}

/** The echo route every operation is compared with: parse the JSON body and send it back. */
async function startBaseline(): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES });
  server.post('/echo', async (request) => request.body);
  server.get('/echo', async () => ({}));
  await server.ready();
  return server;
}

/** The id in a create response: `{id}`, or the id of the one object it wraps (`{dose: {id}}`). */
function createdId(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { id } = body as { id?: unknown };
  if (typeof id === 'string') return id;
  for (const value of Object.values(body)) {
    const nested = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
    if (typeof nested === 'string') return nested;
  }
  return undefined;
}

/** The seeded id a parameter or body field named like `supplementId`, `focusAidIds` or `substance1Id` refers to. */
function idByName(name: string, ids: Map<string, string>): string | undefined {
  const stem = name.replace(/\d*Ids?$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const byStem = [...ids].find(([path]) => path.split('/').pop()?.startsWith(stem))?.[1] ?? [...ids].find(([path]) => path.includes(stem))?.[1];
  // Any substance lives in /api/supplements as well as the other collections of the inventory.
  return byStem ?? (stem === 'substance' ? ids.get('/api/supplements') : undefined);
}

/** `{id}` belongs to the collection before it (`/api/focus-sessions/{id}/stop` to what `/api/focus-sessions/start` made). */
function idFor(operation: ApiOperation, name: string, ids: Map<string, string>): string | undefined {
  if (name !== 'id') return idByName(name, ids);
  const prefix = operation.path.slice(0, operation.path.indexOf('/{id}'));
  return ids.get(prefix) ?? [...ids].find(([path]) => path.startsWith(`${prefix}/`))?.[1];
}

/** Puts seeded ids into body fields that name another record, so the largest body reaches the service's real work. */
function withKnownIds(value: unknown, ids: Map<string, string>, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => withKnownIds(v, ids, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withKnownIds(v, ids, k)]));
  }
  if (typeof value === 'string' && /Ids?$/.test(key)) return idByName(key, ids) ?? value;
  return value;
}

/** Creates one record through each POST without path parameters (largest body), keeping the id it answers with. */
async function seedIds(server: FastifyInstance, operations: ApiOperation[], headers: Record<string, string>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const creators = operations.filter((o) => o.method === 'POST' && o.pathParams.length === 0 && o.body !== null && o.secured);
  for (const creator of creators) {
    const largest = withKnownIds(largestInstance(creator.body ?? {}, 'body', []), ids);
    // A rule the JSON schema cannot express (an icon of at most two graphemes) may refuse the largest body;
    // the required fields alone still make a record to work on.
    const required = new Set(creator.body?.required ?? []);
    const minimal = largest !== null && typeof largest === 'object' ? Object.fromEntries(Object.entries(largest).filter(([k]) => required.has(k))) : largest;
    for (const body of [largest, minimal]) {
      const response = await server.inject({
        method: 'POST',
        url: creator.path,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const id = response.statusCode < 300 ? createdId(response.json()) : undefined;
      if (id !== undefined) {
        ids.set(creator.path, id);
        break;
      }
    }
  }
  return ids;
}

function largestRequest(operation: ApiOperation, ids: Map<string, string>, findings: SchemaFinding[]): CostRequest {
  const path: Record<string, string> = {};
  for (const p of operation.pathParams) path[p.name] = idFor(operation, p.name, ids) ?? String(largestInstance(p.schema, `path.${p.name}`, findings));
  const query: Record<string, string> = {};
  for (const p of operation.queryParams) query[p.name] = String(largestInstance(p.schema, `query.${p.name}`, findings));
  const payload = operation.body === null ? undefined : JSON.stringify(withKnownIds(largestInstance(operation.body, 'body', findings), ids));
  const url = fillPath(operation.path, path) + queryString(query);
  return { method: operation.method, url, payload, bytes: Buffer.byteLength(payload ?? '') + url.length };
}

function problemsOf(operation: Cost, baseline: Cost, bytes: number): string[] {
  const problems: string[] = [];
  if (operation.p95 > CEILING_MS) problems.push(`p95 ${operation.p95.toFixed(1)} ms is over the ${CEILING_MS} ms ceiling`);
  else if (operation.p95 > FIXED_COST_ALLOWANCE_MS && operation.p95 > MAX_RATIO * baseline.p95) {
    problems.push(`p95 is ${(operation.p95 / baseline.p95).toFixed(0)}x the echo of the same size`);
  }
  if (gc !== undefined && operation.retainedBytes > RETAINED_LIMIT_BYTES && operation.retainedBytes > (RUNS * bytes) / 2) {
    problems.push(`kept ${(operation.retainedBytes / 1024 / 1024).toFixed(1)} MiB of heap after ${RUNS} requests`);
  }
  if (operation.peakBytes > PEAK_LIMIT_BYTES && operation.peakBytes > MAX_RATIO * Math.max(baseline.peakBytes, 1)) {
    problems.push(`heap grew by ${(operation.peakBytes / 1024 / 1024).toFixed(0)} MiB while answering`);
  }
  if (operation.status >= 500) problems.push(`answered ${operation.status}`);
  return problems;
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(0);

function printReport(rows: Row[], findings: Map<string, SchemaFinding[]>): void {
  console.log('\nCost guard: the largest request each operation accepts, against a bare echo of the same size');
  console.log(
    'operation'.padEnd(50),
    'status'.padStart(6),
    'KiB'.padStart(6),
    'p95 ms'.padStart(8),
    'echo ms'.padStart(8),
    'ratio'.padStart(6),
    'peak KiB'.padStart(9),
    'echo KiB'.padStart(9),
    'kept KiB'.padStart(9),
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(50),
      String(r.operation.status).padStart(6),
      kib(r.request.bytes).padStart(6),
      r.operation.p95.toFixed(2).padStart(8),
      r.baseline.p95.toFixed(2).padStart(8),
      (r.operation.p95 / r.baseline.p95).toFixed(1).padStart(6),
      kib(r.operation.peakBytes).padStart(9),
      kib(r.baseline.peakBytes).padStart(9),
      kib(r.operation.retainedBytes).padStart(9),
      r.problems.length ? `OVER BUDGET: ${r.problems.join('; ')}` : 'ok',
    );
  }
  if (gc === undefined) console.log('Note: run node with --expose-gc for the heap figures (kept KiB is not judged without it).');
  const unbounded = [...findings].filter(([, list]) => list.length > 0);
  console.log(
    `\nFindings: ${unbounded.length ? `${unbounded.length} operations accept a value without a bound (the contract misses a limit)` : 'every string and array has a bound'}`,
  );
  for (const [name, list] of unbounded) for (const f of list) console.log(`  ${name}  ${f.path}: ${f.problem}`);
}

/** Runs the guard and prints its table and findings; true when every operation stayed within budget. */
export async function runCostGuard(): Promise<boolean> {
  const app = await startBenchApp();
  const baselineServer = await startBaseline();
  try {
    const email = 'cost-guard@example.test';
    const password = 'Bench-Password-123!';
    await registerVerified(app, email, password);
    const login = await app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}`, origin: BENCH_ORIGIN };

    const operations = listOperations(app.server.swagger());
    const ids = await seedIds(app.server, operations, headers);
    // Reads and changes first, against the seeded records only; then the creating calls, whose runs add records;
    // deletes last, so the seeded ids serve every other operation first.
    const phase = (o: ApiOperation): number => (o.method === 'DELETE' ? 3 : o.creates ? 2 : o.method === 'GET' ? 0 : 1);
    const picked = pickedCalls();
    const ordered = [...operations].sort((a, b) => phase(a) - phase(b)).filter((o) => picked(operationName(o)));
    const rows: Row[] = [];
    const findings = new Map<string, SchemaFinding[]>();
    for (const operation of ordered) {
      const found: SchemaFinding[] = [];
      const request = largestRequest(operation, ids, found);
      findings.set(operationName(operation), found);
      const withBody = request.payload === undefined ? {} : { payload: request.payload, headers: { ...headers, 'content-type': 'application/json' } };
      const baseline = await measureCost(async () => {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const response = await baselineServer.inject({ method: request.payload === undefined ? 'GET' : 'POST', url: `/echo${search}`, ...withBody });
        return response.statusCode;
      });
      const cost = await measureCost(async () => {
        const response = await app.server.inject({ method: request.method, url: request.url, headers, ...withBody });
        return response.statusCode;
      });
      rows.push({ name: operationName(operation), request, operation: cost, baseline, problems: problemsOf(cost, baseline, request.bytes) });
    }
    printReport(rows, findings);
    const over = rows.filter((r) => r.problems.length > 0);
    console.log(over.length ? `\nCost guard: ${over.length} operations over budget.` : `\nCost guard: all ${rows.length} operations within budget.`);
    return over.length === 0;
  } finally {
    await baselineServer.close();
    await app.close();
  }
}
