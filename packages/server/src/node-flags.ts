/**
 * The flags `node` runs the server with: `npm start` (scripts/start.mjs), the start and memory benches, and the
 * systemd unit in docs/operations.md. V8 lets the old generation grow far past what a collection leaves when its
 * limit is large (about 4 GB by default on a machine with 24 GB), so under the ratio benchmark's load a server that
 * holds about 40 MB reserved up to 110 MB of heap and its RSS passed 200 MB; with a 512 MB limit it stayed near
 * 85 MB of heap and under 180 MB of RSS (issue 35, docs/performance.md), with over ten times the live heap to spare.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=512'];
