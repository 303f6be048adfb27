/**
 * Summarises a V8 heap snapshot (memory-bench.ts writes one with BENCH_HEAP_SNAPSHOT): the constructors that take
 * the most memory themselves, and the objects that keep the most alive (retained size, from the dominator tree) with
 * the chain of objects that holds each, so what a server keeps can be named without opening DevTools.
 * `node dist/bench/heap-summary.js <file.heapsnapshot> [rows]`
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }; node_count: number };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const file = process.argv[2];
if (file === undefined) throw new Error('usage: heap-summary.js <file.heapsnapshot> [rows]');
const rows = Number(process.argv[3] ?? 25);
const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
const { meta } = snap.snapshot;
const nodeFieldCount = meta.node_fields.length;
const edgeFieldCount = meta.edge_fields.length;
const [typeField, nameField, selfField, edgeCountField] = ['type', 'name', 'self_size', 'edge_count'].map((f) => meta.node_fields.indexOf(f));
const [edgeTypeField, edgeNameField, toField] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f));
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const weakEdge = edgeTypes.indexOf('weak');
const n = snap.nodes.length / nodeFieldCount;
const field = (node: number, f: number | undefined) => snap.nodes[node * nodeFieldCount + (f ?? 0)] ?? 0;

/** What a developer would call the node: its constructor for objects, its kind for the rest. */
function label(node: number): string {
  const type = nodeTypes[field(node, typeField)] ?? '?';
  const name = snap.strings[field(node, nameField)] ?? '';
  if (type === 'object' || type === 'native') return name;
  if (type === 'closure') return `${name || '(anonymous)'}()`;
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string') return '(string)';
  return `(${type}${type === 'hidden' || type === 'synthetic' ? ` ${name}` : ''})`;
}

// Children in compressed rows, weak edges left out (they keep nothing alive).
const firstEdge = new Uint32Array(n + 1);
for (let i = 0; i < n; i++) firstEdge[i + 1] = (firstEdge[i] ?? 0) + field(i, edgeCountField);
const edgeTarget = (e: number) => (snap.edges[e * edgeFieldCount + (toField ?? 0)] ?? 0) / nodeFieldCount;
const edgeIsWeak = (e: number) => snap.edges[e * edgeFieldCount + (edgeTypeField ?? 0)] === weakEdge;

// Depth-first post order from the root (node 0).
const order = new Int32Array(n).fill(-1);
const postOrder: number[] = [];
const stack: [number, number][] = [[0, firstEdge[0] ?? 0]];
order[0] = 0;
while (stack.length > 0) {
  const top = stack[stack.length - 1];
  if (top === undefined) break;
  const [node, edge] = top;
  if (edge < (firstEdge[node + 1] ?? 0)) {
    top[1] = edge + 1;
    if (edgeIsWeak(edge)) continue;
    const child = edgeTarget(edge);
    if (order[child] === -1) {
      order[child] = 0;
      stack.push([child, firstEdge[child] ?? 0]);
    }
  } else {
    stack.pop();
    order[node] = postOrder.length;
    postOrder.push(node);
  }
}
const predecessors: number[][] = Array.from({ length: n }, () => []);
for (const node of postOrder)
  for (let e = firstEdge[node] ?? 0; e < (firstEdge[node + 1] ?? 0); e++) if (!edgeIsWeak(e)) predecessors[edgeTarget(e)]?.push(node);

// Cooper, Harvey and Kennedy's iterative dominators, over post-order numbers.
const idom = new Int32Array(n).fill(-1);
idom[0] = 0;
const intersect = (a: number, b: number) => {
  while (a !== b) {
    while ((order[a] ?? 0) < (order[b] ?? 0)) a = idom[a] ?? 0;
    while ((order[b] ?? 0) < (order[a] ?? 0)) b = idom[b] ?? 0;
  }
  return a;
};
for (let changed = true; changed;) {
  changed = false;
  for (let i = postOrder.length - 2; i >= 0; i--) {
    const node = postOrder[i] ?? 0;
    let dominator = -1;
    for (const p of predecessors[node] ?? []) if (idom[p] !== -1) dominator = dominator === -1 ? p : intersect(p, dominator);
    if (dominator !== -1 && idom[node] !== dominator) {
      idom[node] = dominator;
      changed = true;
    }
  }
}
const retained = new Float64Array(n);
for (const node of postOrder) retained[node] = (retained[node] ?? 0) + field(node, selfField);
for (const node of postOrder) if (node !== 0) retained[idom[node] ?? 0] = (retained[idom[node] ?? 0] ?? 0) + (retained[node] ?? 0);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
let total = 0;
const byConstructor = new Map<string, { count: number; self: number }>();
for (const node of postOrder) {
  const self = field(node, selfField);
  total += self;
  const key = label(node);
  const entry = byConstructor.get(key) ?? { count: 0, self: 0 };
  entry.count++;
  entry.self += self;
  byConstructor.set(key, entry);
}
console.log(`${postOrder.length} reachable objects, ${mb(total)}\n\nlargest by own size:`);
for (const [key, { count, self }] of [...byConstructor].sort((a, b) => b[1].self - a[1].self).slice(0, rows))
  console.log(`${mb(self).padStart(10)} ${String(count).padStart(8)}  ${key.slice(0, 80)}`);

/** The edge from a node's dominator towards it, named as DevTools names it. */
function heldAs(node: number): string {
  const holder = idom[node] ?? 0;
  for (let e = firstEdge[holder] ?? 0; e < (firstEdge[holder + 1] ?? 0); e++) {
    if (edgeTarget(e) !== node) continue;
    const name = snap.edges[e * edgeFieldCount + (edgeNameField ?? 0)] ?? 0;
    const type = edgeTypes[snap.edges[e * edgeFieldCount + (edgeTypeField ?? 0)] ?? 0];
    return type === 'element' || type === 'hidden' ? `[${name}]` : `.${snap.strings[name] ?? name}`;
  }
  return '';
}
function chain(node: number): string {
  const parts: string[] = [];
  for (let at = node; at !== 0 && parts.length < 8; at = idom[at] ?? 0) parts.unshift(`${label(at).slice(0, 40)}${heldAs(at)}`);
  return parts.join(' > ');
}
// A holder and the parts of it it holds are listed both: the chains show which part is the big one.
console.log('\nlargest by retained size (what each keeps alive), with the chain of dominators that holds it:');
const listed = new Set<number>();
for (const node of [...postOrder].sort((a, b) => (retained[b] ?? 0) - (retained[a] ?? 0))) {
  if (listed.size >= rows) break;
  if (node === 0 || label(node).startsWith('(synthetic') || (retained[node] ?? 0) < 256 * 1024) continue;
  listed.add(node);
  console.log(`${mb(retained[node] ?? 0).padStart(10)}  ${chain(node)}`);
}
