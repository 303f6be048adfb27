// Lists what Lighthouse's simulated paints waited for in a saved run: re-runs its simulation (Lantern) on a run's trace
// and devtools log from test-results/lighthouse/ and prints every request and long task of the largest paint's
// graph with its simulated start and end, then the tasks that make up the blocking time. Lighthouse reports the
// metrics but not this; it is what showed the Daily tab's reads waiting for the shell's chunks (docs/performance.md).
//
// Lighthouse is not a dependency (see scripts/lighthouse.mjs), so run it through npx with the same version:
//   npx --yes -p lighthouse@12.8.2 node scripts/lighthouse-lantern.mjs test-results/lighthouse/daily-signed-in-3
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

const base = process.argv[2];
if (base === undefined) throw new Error('Usage: node scripts/lighthouse-lantern.mjs <report path without .report.json>');
// npx puts the package's binaries on the PATH; the package is two directories above the binary's target.
const bin = realpathSync(execFileSync('sh', ['-c', 'command -v lighthouse'], { encoding: 'utf8' }).trim());
const lighthouse = join(dirname(bin), '..');
const load = (path) => import(join(lighthouse, path));
const { LanternLargestContentfulPaint } = await load('core/computed/metrics/lantern-largest-contentful-paint.js');
const { LanternFirstContentfulPaint } = await load('core/computed/metrics/lantern-first-contentful-paint.js');
const { LanternTotalBlockingTime } = await load('core/computed/metrics/lantern-total-blocking-time.js');
const { defaultSettings } = await load('core/config/constants.js');

const report = JSON.parse(readFileSync(`${base}.report.json`, 'utf8'));
const data = {
  trace: JSON.parse(readFileSync(`${base}-0.trace.json`, 'utf8')),
  devtoolsLog: JSON.parse(readFileSync(`${base}-0.devtoolslog.json`, 'utf8')),
  settings: { ...defaultSettings, ...report.configSettings },
  gatherContext: { gatherMode: 'navigation' },
  URL: { requestedUrl: report.requestedUrl, mainDocumentUrl: report.finalUrl ?? report.finalDisplayedUrl, finalDisplayedUrl: report.finalDisplayedUrl },
  SourceMaps: [],
  simulator: null,
};
const context = { computedCache: new Map() };
const fcp = await LanternFirstContentfulPaint.request(data, context);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);
console.log(`simulated: first paint ${fcp.timing.toFixed(0)} ms, largest paint ${lcp.timing.toFixed(0)} ms, blocking ${tbt.timing.toFixed(0)} ms`);

const ms = (value) => value.toFixed(0).padStart(6);
/** A node's label: a request's path (and whether the page had it from its cache), or a task's observed length. */
function label(node) {
  if (node.type === 'network') return `${node.request.url.replace(/^https?:\/\/[^/]+/, '')}${node.request.transferSize === 0 ? '  (from cache)' : ''}`;
  return `task, ${(node.duration / 1000).toFixed(0)} ms observed`;
}

console.log('\nThe largest paint waited for (simulated start, end, duration in ms; tasks under 20 ms left out):');
for (const [node, timing] of [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)) {
  if (node.type === 'cpu' && timing.duration < 20) continue;
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)} ${ms(timing.duration)}  ${label(node)}`);
}

console.log('\nTasks over 50 ms simulated (what the blocking time counts after the first paint):');
for (const [node, timing] of [...tbt.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)) {
  if (node.type !== 'cpu' || timing.duration <= 50) continue;
  const scripts = new Set(node.childEvents.flatMap((event) => (event.args?.data?.url ? [event.args.data.url.split('/').pop()] : [])));
  console.log(`${ms(timing.startTime)} ${ms(timing.duration)}  ${label(node)}  ${[...scripts].slice(0, 4).join(', ')}`);
}
