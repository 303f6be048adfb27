/**
 * Measures the checker against the held-out set (held-out-*.ts) the way the app checks a user's list: each name with
 * the item type a user would give it, through the real resolver and the real interaction check. Also gives the same
 * exact-severity figure for the development set (required-pairs.ts), so the two can be compared: a checker that does
 * much better on the development set than on the held-out one has learnt its lists, not the labels.
 */
import { checkInteractions, resolveSubstance, severityRank, type ItemSubstanceType, type PairInteraction, type RiskLevel } from '../index.js';
import { HELD_OUT_ADHD_NAMES } from './held-out-adhd-medicines.js';
import { HELD_OUT_DUPLICATES } from './held-out-duplicates.js';
import { HELD_OUT_PAIRS } from './held-out-pairs.js';
import type { HeldOutAdhdName, HeldOutDuplicate, HeldOutNegative, HeldOutPair } from './held-out-types.js';
import { REQUIRED_PAIRS } from './required-pairs.js';

/** Counts only, so a baseline can be compared figure by figure. */
export interface HeldOutFigures {
  readonly pairsTotal: number;
  /** Flagged at exactly the severity the label supports. */
  readonly pairsExact: number;
  /** Flagged at that severity or above. */
  readonly pairsAtLeast: number;
  readonly duplicatesTotal: number;
  /** A rule whose id starts with `duplicate-` matched the pair. */
  readonly duplicatesFlagged: number;
  readonly adhdMoleculesTotal: number;
  readonly adhdMoleculesRecognised: number;
  readonly adhdBrandsTotal: number;
  readonly adhdBrandsRecognised: number;
  /** The development pairs (each distinct pair once) flagged at exactly their listed severity. */
  readonly developmentTotal: number;
  readonly developmentExact: number;
}

export interface PairOutcome {
  readonly pair: HeldOutPair;
  /** The level the checker gave the pair, or null when it flagged nothing. */
  readonly found: RiskLevel | null;
}

export interface DuplicateOutcome {
  readonly duplicate: HeldOutDuplicate;
  readonly flagged: boolean;
  /** Every rule id that matched the pair, for reading a miss. */
  readonly ruleIds: readonly string[];
}

export interface NameOutcome {
  readonly name: HeldOutAdhdName;
  readonly recognised: boolean;
}

/** The pair interaction between two items, as the app's check of a two-item list reports it. */
export function pairFound(a: string, aType: ItemSubstanceType, b: string, bType: ItemSubstanceType): PairInteraction | null {
  const report = checkInteractions([
    { id: 'a', name: a, substanceType: aType },
    { id: 'b', name: b, substanceType: bType },
  ]);
  return report.pairs[0] ?? null;
}

export function measurePairs(pairs: readonly HeldOutPair[] = HELD_OUT_PAIRS): PairOutcome[] {
  return pairs.map((pair) => ({ pair, found: pairFound(pair.a, pair.aType, pair.b, pair.bType)?.riskLevel ?? null }));
}

export const isExact = (outcome: PairOutcome): boolean => outcome.found === outcome.pair.severity;
export const isAtLeast = (outcome: PairOutcome): boolean => outcome.found !== null && severityRank(outcome.found) >= severityRank(outcome.pair.severity);

export interface NegativeOutcome {
  readonly negative: HeldOutNegative;
  /** The level the checker gave the pair, or null when it flagged nothing. */
  readonly found: RiskLevel | null;
  /** Flagged above the ceiling the documents allow: an over-warning. */
  readonly falseAlarm: boolean;
  /** Every rule id that matched, for reading a false alarm. */
  readonly ruleIds: readonly string[];
}

/** Negative controls: a pair counts as a false alarm when the checker flags it above its ceiling (any flag for null). */
export function measureNegatives(negatives: readonly HeldOutNegative[]): NegativeOutcome[] {
  return negatives.map((negative) => {
    const pair = pairFound(negative.a, negative.aType, negative.b, negative.bType);
    const found = pair?.riskLevel ?? null;
    const ceiling = negative.maxSeverity;
    const falseAlarm = found !== null && (ceiling === null || severityRank(found) > severityRank(ceiling));
    return { negative, found, falseAlarm, ruleIds: pair?.rules.map((r) => r.ruleId) ?? [] };
  });
}

export function measureDuplicates(duplicates: readonly HeldOutDuplicate[] = HELD_OUT_DUPLICATES): DuplicateOutcome[] {
  return duplicates.map((duplicate) => {
    const ruleIds = pairFound(duplicate.a, duplicate.aType, duplicate.b, duplicate.bType)?.rules.map((r) => r.ruleId) ?? [];
    return { duplicate, ruleIds, flagged: ruleIds.some((id) => id.startsWith('duplicate-')) };
  });
}

/**
 * A name counts when it resolves (as a prescription) to substances whose ingredient closure includes every expected
 * generic; extra ids are fine (Adderall also brings its salts). A generic the knowledge base cannot place counts as
 * a miss for every name that expects it.
 */
export function measureAdhdNames(names: readonly HeldOutAdhdName[] = HELD_OUT_ADHD_NAMES): NameOutcome[] {
  return names.map((name) => {
    const found = resolveSubstance(name.typed, { substanceType: 'PRESCRIPTION' });
    const closure = new Set(found?.ingredients ?? []);
    const recognised =
      found !== null &&
      name.generics.every((generic) => {
        const expected = resolveSubstance(generic, { substanceType: 'PRESCRIPTION' });
        return expected !== null && expected.substances.length > 0 && expected.substances.every((s) => closure.has(s.id));
      });
    return { name, recognised };
  });
}

/** Each distinct development pair once (a pair listed in two families counts once), with its listed level. */
export function developmentPairs(): { a: string; b: string; least: RiskLevel }[] {
  const seen = new Set<string>();
  const all: { a: string; b: string; least: RiskLevel }[] = [];
  for (const pair of REQUIRED_PAIRS.flatMap((family) => family.pairs)) {
    const key = pairKey(pair.a, pair.b);
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(pair);
  }
  return all;
}

/** The same key for "a + b" and "b + a", ignoring case and spacing. */
export function pairKey(a: string, b: string): string {
  return [a, b]
    .map((name) => name.trim().toLowerCase().replace(/\s+/g, ' '))
    .sort()
    .join(' + ');
}

export function measureHeldOut(): HeldOutFigures {
  const pairs = measurePairs();
  const duplicates = measureDuplicates();
  const names = measureAdhdNames();
  const molecules = names.filter((n) => n.name.kind === 'molecule');
  const brands = names.filter((n) => n.name.kind === 'brand');
  // The development pairs carry no item types: checked as the coverage test checks them, without one.
  const development = developmentPairs();
  const developmentExact = development.filter((pair) => {
    const report = checkInteractions([
      { id: 'a', name: pair.a },
      { id: 'b', name: pair.b },
    ]);
    return report.pairs[0]?.riskLevel === pair.least;
  }).length;
  return {
    pairsTotal: pairs.length,
    pairsExact: pairs.filter(isExact).length,
    pairsAtLeast: pairs.filter(isAtLeast).length,
    duplicatesTotal: duplicates.length,
    duplicatesFlagged: duplicates.filter((d) => d.flagged).length,
    adhdMoleculesTotal: molecules.length,
    adhdMoleculesRecognised: molecules.filter((n) => n.recognised).length,
    adhdBrandsTotal: brands.length,
    adhdBrandsRecognised: brands.filter((n) => n.recognised).length,
    developmentTotal: development.length,
    developmentExact,
  };
}
