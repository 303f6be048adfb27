/**
 * The coverage measurement (docs/interaction-coverage.md): every listed name through the real resolver, every
 * required pair through the real pair check. Prints the figures and ratchets against known-gaps.ts.
 */
import { describe, expect, it } from 'vitest';
import { KNOWN_GAPS } from './known-gaps.js';
import { measureCoverage } from './measure-coverage.js';

const groups = measureCoverage();

describe('interaction checker coverage', () => {
  it('prints the figures', () => {
    const lines = groups.map((g) => {
      const handled = g.total - g.missing.length;
      return `${g.label}: ${handled}/${g.total} (${Math.round((handled / g.total) * 100)}%)`;
    });
    console.log(['Interaction checker coverage', ...lines].join('\n'));
    expect(groups.every((g) => g.total > 0)).toBe(true);
  });

  it.each(groups.map((g) => [g.id, g] as const))('%s misses exactly its known gaps', (_id, group) => {
    const known = (KNOWN_GAPS[group.id] ?? []).map((gap) => gap.name);
    expect([...group.missing].sort()).toEqual([...known].sort());
  });

  it('lists gaps only for groups that exist, each with a reason', () => {
    const ids = new Set(groups.map((g) => g.id));
    for (const [id, gaps] of Object.entries(KNOWN_GAPS)) {
      expect(ids.has(id)).toBe(true);
      for (const gap of gaps) expect(gap.reason.trim()).not.toBe('');
    }
  });
});
