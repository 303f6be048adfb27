/** Reading a process's CPU from /proc/<pid>/stat, whose command name may hold spaces and parentheses. */
import { describe, expect, it } from 'vitest';
import { cpuBetween, parseProcStat } from './process-cpu.js';

/** A stat line with the given command name, utime 1234 and stime 56 (fields 14 and 15). */
const statLine = (comm: string) => `4242 (${comm}) S 1580 1605 1605 0 -1 4194368 606 0 0 0 1234 56 0 0 20 0 1 0 4583 222629888 7689\n`;

describe('parseProcStat', () => {
  it('reads the command name and utime + stime', () => {
    expect(parseProcStat(statLine('postgres'))).toEqual({ comm: 'postgres', cpuTicks: 1290 });
  });

  it('takes the command name to the last parenthesis, spaces and parentheses included', () => {
    expect(parseProcStat(statLine('a b) S 1 2 3 (c'))).toEqual({ comm: 'a b) S 1 2 3 (c', cpuTicks: 1290 });
    expect(parseProcStat(statLine('((x))'))).toEqual({ comm: '((x))', cpuTicks: 1290 });
  });

  it('refuses a line it cannot read', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('4242 (postgres) S 1 2')).toBeNull();
  });
});

describe('cpuBetween', () => {
  it('sums each process own growth, counting new ones from zero and ended ones not at all', () => {
    const before = new Map([
      [1, 1_000],
      [2, 5_000],
      [3, 9_000],
    ]);
    const after = new Map([
      [1, 1_500],
      [2, 5_000],
      [4, 700],
    ]);
    expect(cpuBetween(before, after)).toBe(1_200);
  });

  it('is NaN when /proc could not be read', () => {
    expect(cpuBetween(null, new Map())).toBeNaN();
    expect(cpuBetween(new Map(), null)).toBeNaN();
  });
});
