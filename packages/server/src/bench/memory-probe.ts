/**
 * The built server with a probe on its IPC channel, for the memory bench (memory-bench.ts forks it with
 * --expose-gc): `usage` answers process.memoryUsage() as it is, `gc-usage` collects the garbage first so what is
 * left is what the server holds, `snapshot` writes a heap snapshot to the path given and answers it. Everything else
 * is main.ts, started as it is in production.
 */
import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

export type ProbeRequest = { kind: 'usage' } | { kind: 'gc-usage' } | { kind: 'snapshot'; path: string };
export interface ProbeUsage {
  kind: 'usage';
  usage: NodeJS.MemoryUsage;
  maxRssBytes: number;
  /** RSS by kind (Linux, /proc/self/status): anonymous (heaps, malloc), file-backed (code), shared memory; bytes. */
  rssParts: { anon: number; file: number; shmem: number } | null;
  /** V8's heap spaces: how much each holds and how much it has reserved, bytes. */
  heapSpaces: { name: string; used: number; size: number }[];
}
export type ProbeAnswer = ProbeUsage | { kind: 'snapshot'; path: string };

function rssParts(): ProbeUsage['rssParts'] {
  let status: string;
  try {
    status = readFileSync('/proc/self/status', 'utf8');
  } catch {
    return null;
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { anon: kib('RssAnon'), file: kib('RssFile'), shmem: kib('RssShmem') };
}

function answer(request: ProbeRequest): ProbeAnswer {
  if (request.kind === 'snapshot') return { kind: 'snapshot', path: writeHeapSnapshot(request.path) };
  if (request.kind === 'gc-usage') {
    if (globalThis.gc === undefined) throw new Error('the memory probe needs --expose-gc');
    globalThis.gc();
  }
  // resourceUsage counts maxRSS in kibibytes.
  return {
    kind: 'usage',
    usage: process.memoryUsage(),
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    rssParts: rssParts(),
    heapSpaces: getHeapSpaceStatistics().map((s) => ({ name: s.space_name, used: s.space_used_size, size: s.space_size })),
  };
}

process.on('message', (request: ProbeRequest) => process.send?.(answer(request)));
// Let the server alone decide when the process ends (graceful shutdown), not the open channel.
process.channel?.unref();

await import('../main.js');
