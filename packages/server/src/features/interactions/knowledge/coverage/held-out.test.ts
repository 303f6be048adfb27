/**
 * The held-out measurement (docs/interaction-coverage.md, "Development set and held-out set"): prints the figures and
 * every miss family by family, fails when a figure drops below held-out-baseline.ts, and keeps the held-out set
 * apart from the development set it is meant to check.
 */
import { describe, expect, it } from 'vitest';
import { resolveSubstance } from '../index.js';
import {
  HELD_OUT_2_BASELINE,
  HELD_OUT_3_BASELINE,
  HELD_OUT_4_BASELINE,
  HELD_OUT_4_NEGATIVES_BASELINE,
  HELD_OUT_BASELINE,
  type LaterSetFigures,
} from './held-out-baseline.js';
import { HELD_OUT_DUPLICATES } from './held-out-duplicates.js';
import {
  developmentPairs,
  isAtLeast,
  isExact,
  measureAdhdNames,
  measureDuplicates,
  measureHeldOut,
  measureNegatives,
  measurePairs,
  pairKey,
  type HeldOutFigures,
} from './held-out-measure.js';
import { HELD_OUT_PAIRS } from './held-out-pairs.js';
import { HELD_OUT_DUPLICATES_2, HELD_OUT_PAIRS_2 } from './held-out-pairs-2.js';
import { HELD_OUT_DUPLICATES_3, HELD_OUT_PAIRS_3 } from './held-out-pairs-3.js';
import { HELD_OUT_DUPLICATES_4, HELD_OUT_PAIRS_4 } from './held-out-pairs-4.js';
import { HELD_OUT_NEGATIVES_4 } from './held-out-negatives-4.js';
import type { HeldOutDuplicate, HeldOutPair } from './held-out-types.js';

const figures = measureHeldOut();
const percent = (part: number, whole: number): string => `${part}/${whole} (${whole === 0 ? 0 : Math.round((part / whole) * 100)}%)`;

/** The misses, family by family, so the gap is visible in the test output. */
function missReport(): string {
  const lines: string[] = [];
  const byFamily = new Map<string, string[]>();
  for (const outcome of measurePairs().filter((o) => !isExact(o))) {
    const misses = byFamily.get(outcome.pair.family) ?? [];
    const unplaced = [
      [outcome.pair.a, outcome.pair.aType],
      [outcome.pair.b, outcome.pair.bType],
    ] as const;
    const unknown = unplaced.filter(([name, type]) => resolveSubstance(name, { substanceType: type }) === null).map(([name]) => name);
    const why = unknown.length > 0 ? ` (not recognised: ${unknown.join(', ')})` : '';
    misses.push(`${outcome.pair.a} + ${outcome.pair.b}: expected ${outcome.pair.severity}, got ${outcome.found ?? 'nothing'}${why}`);
    byFamily.set(outcome.pair.family, misses);
  }
  for (const [family, misses] of [...byFamily].sort(([x], [y]) => x.localeCompare(y))) {
    lines.push(`  ${family} (${misses.length}):`, ...misses.map((m) => `    ${m}`));
  }
  const duplicateMisses = measureDuplicates().filter((d) => !d.flagged);
  if (duplicateMisses.length > 0) {
    lines.push(`  duplicates (${duplicateMisses.length}):`);
    for (const d of duplicateMisses) lines.push(`    ${d.duplicate.a} + ${d.duplicate.b} (${d.duplicate.kind}: ${d.duplicate.shared})`);
  }
  const nameMisses = measureAdhdNames().filter((n) => !n.recognised);
  if (nameMisses.length > 0) {
    lines.push(`  ADHD names (${nameMisses.length}):`);
    for (const n of nameMisses) lines.push(`    ${n.name.typed} → ${n.name.generics.join(' + ')}`);
  }
  return lines.join('\n');
}

describe('held-out interaction set', () => {
  it('prints the figures and the misses', () => {
    console.log(
      [
        'Held-out interaction set',
        `pairs at exactly the label's severity: ${percent(figures.pairsExact, figures.pairsTotal)}`,
        `pairs at that severity or above: ${percent(figures.pairsAtLeast, figures.pairsTotal)}`,
        `duplicates flagged: ${percent(figures.duplicatesFlagged, figures.duplicatesTotal)}`,
        `ADHD molecules recognised: ${percent(figures.adhdMoleculesRecognised, figures.adhdMoleculesTotal)}`,
        `ADHD brands recognised: ${percent(figures.adhdBrandsRecognised, figures.adhdBrandsTotal)}`,
        `development pairs at exactly their listed severity: ${percent(figures.developmentExact, figures.developmentTotal)}`,
        'Misses:',
        missReport(),
      ].join('\n'),
    );
    expect(figures.pairsTotal).toBeGreaterThan(0);
  });

  const counted = (Object.keys(HELD_OUT_BASELINE) as (keyof HeldOutFigures)[]).filter((key) => !key.endsWith('Total'));
  it.each(counted)('%s does not drop below the baseline', (key) => {
    expect(figures[key]).toBeGreaterThanOrEqual(HELD_OUT_BASELINE[key]);
  });

  it('measures the lists the baseline was taken on (a changed list needs a new baseline)', () => {
    const totals = (f: HeldOutFigures): number[] => [f.pairsTotal, f.duplicatesTotal, f.adhdMoleculesTotal, f.adhdBrandsTotal, f.developmentTotal];
    expect(totals(figures)).toEqual(totals(HELD_OUT_BASELINE));
  });

  it('holds no pair of the development lists, in either order, by name or by what the names resolve to', () => {
    const development = developmentPairs();
    const developmentNames = new Set(development.map((p) => pairKey(p.a, p.b)));
    const ingredientKey = (a: string, b: string): string | null => {
      const [x, y] = [resolveSubstance(a), resolveSubstance(b)];
      if (!x || !y) return null;
      return pairKey([...x.ingredients].sort().join(','), [...y.ingredients].sort().join(','));
    };
    const developmentIngredients = new Set(development.map((p) => ingredientKey(p.a, p.b)).filter((k): k is string => k !== null));
    const clashes = [...HELD_OUT_PAIRS, ...HELD_OUT_DUPLICATES].filter((p) => {
      const byIngredients = ingredientKey(p.a, p.b);
      return developmentNames.has(pairKey(p.a, p.b)) || (byIngredients !== null && developmentIngredients.has(byIngredients));
    });
    expect(clashes.map((p) => `${p.a} + ${p.b}`)).toEqual([]);
  });

  it('lists each pair once', () => {
    const keys = [...HELD_OUT_PAIRS, ...HELD_OUT_DUPLICATES].map((p) => pairKey(p.a, p.b));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('gives every pair and duplicate a public source on a label or FDA/NIH page', () => {
    const allowed = /^https:\/\/(dailymed\.nlm\.nih\.gov|www\.fda\.gov|ods\.od\.nih\.gov|www\.nccih\.nih\.gov|medlineplus\.gov)\//;
    const unsourced = [...HELD_OUT_PAIRS, ...HELD_OUT_DUPLICATES].filter((p) => !allowed.test(p.source));
    expect(unsourced.map((p) => `${p.a} + ${p.b}`)).toEqual([]);
  });
});

/** " (not recognised: …)" for the sides of a pair the resolver cannot place with their item types, else "". */
function unplaced(p: { a: string; b: string; aType: HeldOutPair['aType']; bType: HeldOutPair['bType'] }): string {
  const sides = [
    [p.a, p.aType],
    [p.b, p.bType],
  ] as const;
  const unknown = sides.filter(([name, type]) => resolveSubstance(name, { substanceType: type }) === null).map(([name]) => name);
  return unknown.length > 0 ? ` (not recognised: ${unknown.join(', ')})` : '';
}

/** A later held-out set: its figures and misses printed, its ratchet, and no pair of any earlier list in it. */
function laterHeldOutSet(
  title: string,
  own: { pairs: readonly HeldOutPair[]; duplicates: readonly HeldOutDuplicate[] },
  earlier: readonly { readonly a: string; readonly b: string }[],
  baseline: LaterSetFigures,
): void {
  describe(title, () => {
    const pairs = measurePairs(own.pairs);
    const duplicates = measureDuplicates(own.duplicates);
    const figures: LaterSetFigures = {
      pairsTotal: pairs.length,
      pairsExact: pairs.filter(isExact).length,
      pairsAtLeast: pairs.filter(isAtLeast).length,
      duplicatesTotal: duplicates.length,
      duplicatesFlagged: duplicates.filter((d) => d.flagged).length,
    };

    it('prints the figures and the misses', () => {
      const misses = pairs
        .filter((o) => !isExact(o))
        .map((o) => `    ${o.pair.a} + ${o.pair.b} (${o.pair.family}): expected ${o.pair.severity}, got ${o.found ?? 'nothing'}${unplaced(o.pair)}`);
      const duplicateMisses = duplicates
        .filter((d) => !d.flagged)
        .map((d) => `    ${d.duplicate.a} + ${d.duplicate.b} (${d.duplicate.shared})${unplaced(d.duplicate)}`);
      console.log(
        [
          title,
          `pairs at exactly the label's severity: ${percent(figures.pairsExact, figures.pairsTotal)}`,
          `pairs at that severity or above: ${percent(figures.pairsAtLeast, figures.pairsTotal)}`,
          `duplicates flagged: ${percent(figures.duplicatesFlagged, figures.duplicatesTotal)}`,
          'Misses:',
          ...misses,
          ...duplicateMisses,
        ].join('\n'),
      );
      expect(figures.pairsTotal).toBe(baseline.pairsTotal);
      expect(figures.duplicatesTotal).toBe(baseline.duplicatesTotal);
    });

    it.each(['pairsExact', 'pairsAtLeast', 'duplicatesFlagged'] as const)('%s does not drop below the baseline', (key) => {
      expect(figures[key]).toBeGreaterThanOrEqual(baseline[key]);
    });

    it('holds no pair of an earlier list, in either order, by name or by what the names resolve to', () => {
      const ingredientKey = (a: string, b: string): string | null => {
        const [x, y] = [resolveSubstance(a), resolveSubstance(b)];
        if (!x || !y) return null;
        return pairKey([...x.ingredients].sort().join(','), [...y.ingredients].sort().join(','));
      };
      const names = new Set(earlier.map((p) => pairKey(p.a, p.b)));
      const ingredients = new Set(earlier.map((p) => ingredientKey(p.a, p.b)).filter((k): k is string => k !== null));
      const clashes = [...own.pairs, ...own.duplicates].filter((p) => {
        const key = ingredientKey(p.a, p.b);
        return names.has(pairKey(p.a, p.b)) || (key !== null && ingredients.has(key));
      });
      expect(clashes.map((p) => `${p.a} + ${p.b}`)).toEqual([]);
    });
  });
}

/** The same key for two names, from the ingredients they resolve to; null when either is not placed. */
function ingredientPairKey(a: string, b: string): string | null {
  const [x, y] = [resolveSubstance(a), resolveSubstance(b)];
  if (!x || !y) return null;
  return pairKey([...x.ingredients].sort().join(','), [...y.ingredients].sort().join(','));
}

const FIRST_SET = [...developmentPairs(), ...HELD_OUT_PAIRS, ...HELD_OUT_DUPLICATES];
laterHeldOutSet(
  'Second held-out set (written after the first set’s misses were closed)',
  { pairs: HELD_OUT_PAIRS_2, duplicates: HELD_OUT_DUPLICATES_2 },
  FIRST_SET,
  HELD_OUT_2_BASELINE,
);
laterHeldOutSet(
  'Third held-out set (written after the second set’s misses were closed)',
  { pairs: HELD_OUT_PAIRS_3, duplicates: HELD_OUT_DUPLICATES_3 },
  [...FIRST_SET, ...HELD_OUT_PAIRS_2, ...HELD_OUT_DUPLICATES_2],
  HELD_OUT_3_BASELINE,
);
const EARLIER_THAN_4 = [...FIRST_SET, ...HELD_OUT_PAIRS_2, ...HELD_OUT_DUPLICATES_2, ...HELD_OUT_PAIRS_3, ...HELD_OUT_DUPLICATES_3];
laterHeldOutSet(
  'Fourth held-out set (written after the third set’s misses were seen; names as typed, foods, combinations)',
  { pairs: HELD_OUT_PAIRS_4, duplicates: HELD_OUT_DUPLICATES_4 },
  EARLIER_THAN_4,
  HELD_OUT_4_BASELINE,
);

describe('Fourth held-out set: negative controls (pairs that must not be flagged above a level)', () => {
  const outcomes = measureNegatives(HELD_OUT_NEGATIVES_4);
  const clean = outcomes.filter((o) => !o.falseAlarm).length;

  it('prints the false alarms', () => {
    const alarms = outcomes
      .filter((o) => o.falseAlarm)
      .map(
        (o) =>
          `    ${o.negative.a} + ${o.negative.b}: at most ${o.negative.maxSeverity ?? 'nothing'}, got ${o.found ?? 'nothing'} (${o.ruleIds.join(', ')}): ${o.negative.why}`,
      );
    console.log(
      ['Fourth held-out set: negative controls', `held at or below their ceiling: ${percent(clean, outcomes.length)}`, 'False alarms:', ...alarms].join('\n'),
    );
    expect(outcomes.length).toBe(HELD_OUT_4_NEGATIVES_BASELINE.negativesTotal);
  });

  it('does not raise more false alarms than the baseline', () => {
    expect(clean).toBeGreaterThanOrEqual(HELD_OUT_4_NEGATIVES_BASELINE.negativesClean);
  });

  it('holds no pair that a list of pairs to flag holds, by name or (earlier lists) by what the names resolve to', () => {
    const names = new Set([...EARLIER_THAN_4, ...HELD_OUT_PAIRS_4, ...HELD_OUT_DUPLICATES_4].map((p) => pairKey(p.a, p.b)));
    // By ingredients only against the earlier lists: a fourth-set name not yet recognised in full ("Advil Dual Action"
    // read as ibuprofen alone) would otherwise make a true negative look like a contradiction.
    const ingredients = new Set(EARLIER_THAN_4.map((p) => ingredientPairKey(p.a, p.b)).filter((k): k is string => k !== null));
    const contradictions = HELD_OUT_NEGATIVES_4.filter((n) => {
      const key = ingredientPairKey(n.a, n.b);
      return names.has(pairKey(n.a, n.b)) || (key !== null && ingredients.has(key));
    });
    expect(contradictions.map((n) => `${n.a} + ${n.b}`)).toEqual([]);
  });

  it('gives every pair of the fourth set a public source on a label or FDA/NIH page', () => {
    const allowed = /^https:\/\/(dailymed\.nlm\.nih\.gov|www\.fda\.gov|ods\.od\.nih\.gov|www\.nccih\.nih\.gov|medlineplus\.gov)\//;
    const unsourced = [...HELD_OUT_PAIRS_4, ...HELD_OUT_DUPLICATES_4, ...HELD_OUT_NEGATIVES_4].filter((p) => !allowed.test(p.source));
    expect(unsourced.map((p) => `${p.a} + ${p.b}`)).toEqual([]);
  });

  it('lists each pair of the fourth set once', () => {
    const keys = [...HELD_OUT_PAIRS_4, ...HELD_OUT_DUPLICATES_4, ...HELD_OUT_NEGATIVES_4].map((p) => pairKey(p.a, p.b));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
