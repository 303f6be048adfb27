/**
 * The Lua script that makes wrk (a load generator written in C) send a LoadRequest, and the reading of what it
 * prints. wrk serves the same requests as autocannon at a fraction of its CPU: on a two-core machine autocannon took
 * a whole core to reach 10,000-17,000 rps, so the bare twin was held at 70-83 % of its own core and the ratio
 * benchmark could give no verdict. The script prints two lines of its own: its process's CPU when the load is about
 * to begin (`init`, before wrk's threads start), and its summary with its CPU again (`done`), read from
 * /proc/self/stat in clock ticks.
 */
import { headersFor, type LoadRequest } from './out-of-process-load.js';

export const WRK_STARTS = 'wrk-load-starts';
export const WRK_DONE = 'wrk-load-done';

/** What the script's `done` prints: counts, wrk's own time base (µs) and its CPU in clock ticks. */
export interface WrkSummary {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  errors: number;
  cpuTicks: number;
}

/** A Lua string literal for any text: bytes outside printable ASCII, quotes and backslashes as decimal escapes. */
export function luaString(text: string): string {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
    out += printable ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, '0')}`;
  }
  return `${out}"`;
}

function luaHeaders(headers: Record<string, string>): string {
  return `{ ${Object.entries(headers)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(', ')} }`;
}

const CPU_TICKS = `
local function cpu_ticks()
  local file = io.open("/proc/self/stat", "r")
  if file == nil then return -1 end
  local stat = file:read("*a")
  file:close()
  local fields = {}
  -- After the command's name in parentheses: the state is the first field, utime the 12th, stime the 13th.
  for field in stat:match("%) (.*)$"):gmatch("%S+") do fields[#fields + 1] = field end
  return tonumber(fields[12]) + tonumber(fields[13])
end
`;

/**
 * The script for one request sent over and over (wrk's own prebuilt request, its fastest path) or, for a cycle, each
 * request of the cycle in turn.
 */
export function wrkScript(request: LoadRequest): string {
  const send =
    request.cycle === undefined
      ? `wrk.method = ${luaString(request.method)}
wrk.path = ${luaString(request.path)}
wrk.headers = ${luaHeaders(headersFor(request.headers, request.body))}
${request.body === undefined ? '' : `wrk.body = ${luaString(request.body)}`}`
      : `local cycle = {}
${request.cycle
  .map(
    (r) =>
      `cycle[#cycle + 1] = { ${luaString(r.method)}, ${luaString(r.path)}, ${luaHeaders(headersFor(request.headers, r.body))}, ${r.body === undefined ? 'nil' : luaString(r.body)} }`,
  )
  .join('\n')}
local prepared = nil
local turn = 0
request = function()
  if prepared == nil then
    prepared = {}
    for i, r in ipairs(cycle) do prepared[i] = wrk.format(r[1], r[2], r[3], r[4]) end
  end
  turn = turn % #prepared + 1
  return prepared[turn]
end`;
  return `${CPU_TICKS}
${send}
function init(args)
  io.write("${WRK_STARTS} " .. cpu_ticks() .. "\\n")
  io.flush()
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('${WRK_DONE} {"requests":%.0f,"durationUs":%.0f,"p50Us":%.0f,"p99Us":%.0f,"errors":%.0f,"cpuTicks":%.0f}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout, cpu_ticks()))
  io.flush()
end
`;
}

/** The CPU ticks of a start line, or null for any other line. */
export function startTicksOf(line: string): number | null {
  const match = new RegExp(`^${WRK_STARTS} (-?\\d+)$`).exec(line.trim());
  return match === null ? null : Number(match[1]);
}

/** The summary of a done line, or null for any other line. */
export function summaryOf(line: string): WrkSummary | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith(`${WRK_DONE} `)) return null;
  return JSON.parse(trimmed.slice(WRK_DONE.length + 1)) as WrkSummary;
}
