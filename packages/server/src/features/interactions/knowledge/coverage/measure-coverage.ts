/**
 * Runs every coverage list through the real resolver and the real pair check, the way the app does for a user's
 * items, and returns each group's size and the names it missed. The coverage test compares the misses with
 * known-gaps.ts, so a figure can only grow.
 */
import { checkPair } from '../match-interactions.js';
import { NOT_CHECKED_IDS } from '../not-checked-supplements.js';
import { resolveSubstance, type ItemSubstanceType } from '../resolve-substance.js';
import { severityRank } from '../severity.js';
import type { ListedMedicine, ListedProduct, ListedSupplement, ListedVariant, PairFamily } from './coverage-types.js';
import { OTC_INGREDIENTS, OTC_PRODUCTS } from './otc.js';
import { REQUIRED_PAIRS } from './required-pairs.js';
import { SUPPLEMENTS } from './supplements.js';
import { TOP_PRESCRIBED } from './top-prescribed.js';
import { TOP_PRESCRIBED_201_300 } from './top-prescribed-201-300.js';
import { TYPED_VARIANTS } from './variants.js';

export interface CoverageGroup {
  readonly id: string;
  readonly label: string;
  readonly total: number;
  /** The listed names (or "a + b" pairs) not handled, in list order. */
  readonly missing: readonly string[];
}

/** The ingredient ids a name resolves to, or null when the resolver cannot place it. */
function ingredientsOf(name: string, substanceType: ItemSubstanceType): ReadonlySet<string> | null {
  const found = resolveSubstance(name, { substanceType });
  // A supplement named in not-checked-supplements.ts is reported as not checked, so it does not count as covered.
  if (!found || found.substances.some((s) => NOT_CHECKED_IDS.has(s.id))) return null;
  return new Set(found.ingredients);
}

/** The union of what each generic name resolves to, or null when any of them cannot be placed. */
function expectedIngredients(generics: readonly string[], substanceType: ItemSubstanceType): ReadonlySet<string> | null {
  const all = new Set<string>();
  for (const generic of generics) {
    const found = ingredientsOf(generic, substanceType);
    if (!found) return null;
    for (const id of found) all.add(id);
  }
  return all;
}

/**
 * True when `typed` resolves to every expected ingredient; with `exact`, also to nothing else, so a brand of a single
 * medicine that resolved to a different or an extra substance does not count.
 */
function resolvesTo(typed: string, expected: ReadonlySet<string> | null, substanceType: ItemSubstanceType, exact: boolean): boolean {
  const found = ingredientsOf(typed, substanceType);
  if (!found || !expected) return false;
  for (const id of expected) if (!found.has(id)) return false;
  return !exact || found.size === expected.size;
}

function medicineGroups(idPrefix: string, label: string, list: readonly ListedMedicine[], substanceType: ItemSubstanceType): CoverageGroup[] {
  const generics = unique(list.map((m) => m.name));
  const genericMissing = generics.filter((name) => {
    const listed = list.find((m) => m.name === name);
    return !resolvesTo(name, expectedIngredients(listed?.components ?? [name], substanceType), substanceType, false);
  });
  const brands = list.flatMap((m) => m.brands.map((brand) => ({ brand, components: m.components ?? [m.name] })));
  const brandMissing = brands
    .filter(({ brand, components }) => !resolvesTo(brand, expectedIngredients(components, substanceType), substanceType, components.length === 1))
    .map(({ brand }) => brand);
  return [
    { id: `${idPrefix}-generic`, label: `${label}: generic names`, total: generics.length, missing: genericMissing },
    { id: `${idPrefix}-brand`, label: `${label}: brand names`, total: brands.length, missing: brandMissing },
  ];
}

function productGroup(list: readonly ListedProduct[]): CoverageGroup {
  const missing = list.filter((p) => !resolvesTo(p.name, expectedIngredients(p.ingredients, 'OTC_MEDICATION'), 'OTC_MEDICATION', false)).map((p) => p.name);
  return { id: 'otc-product', label: 'OTC combination products (with every ingredient)', total: list.length, missing };
}

function variantGroup(list: readonly ListedVariant[]): CoverageGroup {
  const missing = list.filter((v) => !resolvesTo(v.typed, expectedIngredients([v.means], 'PRESCRIPTION'), 'PRESCRIPTION', false)).map((v) => v.typed);
  return { id: 'variant', label: 'typed variants (salts, suffixes, misspellings)', total: list.length, missing };
}

function supplementGroups(list: readonly ListedSupplement[]): CoverageGroup[] {
  const names = list.filter((s) => ingredientsOf(s.name, 'SUPPLEMENT') === null).map((s) => s.name);
  const forms = list.flatMap((s) => s.forms.map((form) => ({ form, name: s.name })));
  const formMissing = forms.filter(({ form, name }) => !resolvesTo(form, ingredientsOf(name, 'SUPPLEMENT'), 'SUPPLEMENT', false)).map(({ form }) => form);
  return [
    { id: 'supplement-name', label: 'supplements and herbs: names', total: list.length, missing: names },
    { id: 'supplement-form', label: 'supplements and herbs: other forms and synonyms', total: forms.length, missing: formMissing },
  ];
}

/** A pair counts only when flagged both ways round at its least severity or above. */
function pairGroup(family: PairFamily): CoverageGroup {
  const flagged = (a: string, b: string, least: Parameters<typeof severityRank>[0]): boolean => {
    const found = checkPair({ id: 'a', name: a }, { id: 'b', name: b });
    return found !== null && severityRank(found.riskLevel) >= severityRank(least);
  };
  const missing = family.pairs.filter((p) => !flagged(p.a, p.b, p.least) || !flagged(p.b, p.a, p.least)).map(pairName);
  return { id: `pairs-${family.id}`, label: `pairs: ${family.label}`, total: family.pairs.length, missing };
}

export const pairName = (pair: { readonly a: string; readonly b: string }): string => `${pair.a} + ${pair.b}`;

function unique(names: readonly string[]): string[] {
  return [...new Set(names)];
}

export function measureCoverage(): CoverageGroup[] {
  return [
    ...medicineGroups('rx', 'top 200 prescribed', TOP_PRESCRIBED, 'PRESCRIPTION'),
    ...medicineGroups('rx300', 'top prescribed 201-300', TOP_PRESCRIBED_201_300, 'PRESCRIPTION'),
    ...medicineGroups('otc', 'OTC ingredients', OTC_INGREDIENTS, 'OTC_MEDICATION'),
    productGroup(OTC_PRODUCTS),
    variantGroup(TYPED_VARIANTS),
    ...supplementGroups(SUPPLEMENTS),
    ...REQUIRED_PAIRS.map(pairGroup),
  ];
}
