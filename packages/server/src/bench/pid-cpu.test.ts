/** Reading other processes' CPU from /proc: the stat line's fields past a command name with spaces and parentheses. */
import { describe, expect, it } from 'vitest';
import { cpuBetween, cpuOfPid, parseStat } from './pid-cpu.js';

describe('parseStat', () => {
  it('reads utime and stime (fields 14 and 15) in µs, after a command name holding spaces and parentheses', () => {
    const line = '1234 (post gres) (x)) S 1 1234 1234 0 -1 4194560 100 0 0 0 250 30 0 0 20 0 1 0 100 1000 10';
    expect(parseStat(line)).toEqual({ comm: 'post gres) (x)', cpuUs: 2_800_000 });
  });

  it('answers null for a line that is not a stat line', () => {
    expect(parseStat('no parentheses here')).toBeNull();
    expect(parseStat('1 (short) S 1')).toBeNull();
  });
});

describe('cpuBetween', () => {
  it('counts each process from its first reading, one that started meanwhile from zero, and drops one that ended', () => {
    const before = new Map([
      [1, 1000],
      [2, 5000],
    ]);
    const after = new Map([
      [1, 1600],
      [3, 200],
    ]);
    expect(cpuBetween(before, after)).toBe(800);
    expect(cpuBetween(null, after)).toBeNaN();
  });
});

describe.runIf(process.platform === 'linux')('cpuOfPid', () => {
  it("reads this process's own CPU, which only grows", () => {
    const first = cpuOfPid(process.pid);
    let spin = 0;
    for (const end = Date.now() + 30; Date.now() < end;) spin += 1;
    expect(spin).toBeGreaterThan(0);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(cpuOfPid(process.pid)).toBeGreaterThanOrEqual(first);
  });

  it('answers NaN for a process that does not exist', () => {
    expect(cpuOfPid(2 ** 30)).toBeNaN();
  });
});
