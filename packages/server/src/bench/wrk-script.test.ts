import { describe, expect, it } from 'vitest';
import { luaString, startTicksOf, summaryOf, WRK_DONE, WRK_STARTS, wrkScript } from './wrk-script.js';

describe('luaString', () => {
  it('keeps printable ASCII and escapes quotes, backslashes, control characters and non-ASCII bytes in decimal', () => {
    expect(luaString('GET /api/x?days=30')).toBe('"GET /api/x?days=30"');
    expect(luaString('{"a":"b\\c"}')).toBe('"{\\034a\\034:\\034b\\092c\\034}"');
    expect(luaString('line\nnext')).toBe('"line\\010next"');
    // "é" is two bytes in UTF-8; each is escaped on its own so the bytes sent are the UTF-8 ones.
    expect(luaString('é')).toBe('"\\195\\169"');
  });
});

describe('wrkScript', () => {
  it('sends one request through wrk’s own prebuilt request, with its headers and a JSON body', () => {
    const script = wrkScript({
      port: 1,
      method: 'POST',
      path: '/api/supplement-doses',
      headers: { authorization: 'Bearer t' },
      body: '{"supplementId":"s"}',
      connections: 10,
      durationMs: 1000,
    });
    expect(script).toContain('wrk.method = "POST"');
    expect(script).toContain('wrk.path = "/api/supplement-doses"');
    expect(script).toContain('["authorization"] = "Bearer t"');
    expect(script).toContain('["content-type"] = "application/json"');
    expect(script).toContain('wrk.body = "{\\034supplementId\\034:\\034s\\034}"');
    expect(script).not.toContain('request = function');
  });

  it('sends a cycle’s requests in turn, a body’s content type only where there is a body', () => {
    const script = wrkScript({
      port: 1,
      method: 'GET',
      path: '/',
      headers: { authorization: 'Bearer t' },
      cycle: [
        { method: 'GET', path: '/api/a' },
        { method: 'POST', path: '/api/b', body: '{}' },
      ],
      connections: 50,
      durationMs: 1000,
    });
    expect(script).toContain('request = function');
    expect(script).toContain('cycle[#cycle + 1] = { "GET", "/api/a", { ["authorization"] = "Bearer t" }, nil }');
    expect(script).toContain('cycle[#cycle + 1] = { "POST", "/api/b", { ["authorization"] = "Bearer t", ["content-type"] = "application/json" }, "{}" }');
    expect(script).not.toContain('wrk.method');
  });
});

describe('the lines the script prints', () => {
  it('reads the CPU at the start and the summary at the end, and nothing from wrk’s own lines', () => {
    expect(startTicksOf(`${WRK_STARTS} 12`)).toBe(12);
    expect(startTicksOf('Running 6s test @ http://127.0.0.1:1/')).toBeNull();
    expect(summaryOf(`${WRK_DONE} {"requests":5,"durationUs":1000000,"p50Us":800,"p99Us":2500,"errors":1,"cpuTicks":40}`)).toEqual({
      requests: 5,
      durationUs: 1_000_000,
      p50Us: 800,
      p99Us: 2500,
      errors: 1,
      cpuTicks: 40,
    });
    expect(summaryOf('  Latency   1.00ms')).toBeNull();
  });
});
