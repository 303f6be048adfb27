/**
 * Name suggestions for each item type, all from the knowledge base's names: prescriptions get prescription
 * medicines, OTC medications get over-the-counter medicines and products, supplement, herbal and homeopathic items
 * get the supplement name catalog (search-catalog.ts, unchanged). A medicine is offered once, brand and generic
 * together ("Zoloft (sertraline)"); ranked by how well the typed text matches, then by how common the medicine is.
 */
import { fold } from '../../../lib/fold-name.js';
import { CATALOG_MIN_QUERY_LENGTH, searchCatalog } from './search-catalog.js';
import { commonnessRank } from './medicine-commonness.js';
import type { ItemSubstanceType } from './resolve-substance.js';
import { SUBSTANCES } from './substances.js';
import type { Substance, SubstanceKind } from './types.js';

export interface NameSuggestion {
  /** What choosing it puts in the name box: the generic name, or the product's brand when the product is named by it. */
  readonly name: string;
  readonly category: string | null;
  /** What choosing it puts in the brand box, for a medicine sold under a brand. */
  readonly brand?: string;
  /** How it is shown when that differs from `name`: "Zoloft (sertraline)". */
  readonly label?: string;
}

const KIND_OF_TYPE: Partial<Record<ItemSubstanceType, SubstanceKind>> = { PRESCRIPTION: 'rx', OTC_MEDICATION: 'otc' };

interface Searchable {
  readonly substance: Substance;
  readonly generic: string;
  readonly synonyms: readonly string[];
  readonly brands: readonly { readonly text: string; readonly key: string }[];
}

const searchables = new Map<SubstanceKind, readonly Searchable[]>();
function searchable(kind: SubstanceKind): readonly Searchable[] {
  let list = searchables.get(kind);
  if (!list) {
    list = SUBSTANCES.filter((s) => s.kind === kind && !s.nameOnly).map((substance) => ({
      substance,
      generic: fold(substance.name),
      synonyms: substance.synonyms.map(fold),
      brands: substance.brands.map((text) => ({ text, key: fold(text) })),
    }));
    searchables.set(kind, list);
  }
  return list;
}

interface Hit {
  readonly item: Searchable;
  /** 0 a name equals the query, 1 the generic or a brand starts with it, 2 a synonym does, 3 a later word does. */
  readonly tier: number;
  /** The brand the query named, if it named one. */
  readonly brand: string | undefined;
}

function hitFor(item: Searchable, query: string): Hit | null {
  const brand = item.brands.find((b) => b.key.startsWith(query));
  const exactBrand = item.brands.find((b) => b.key === query);
  if (item.generic === query || exactBrand) return { item, tier: 0, brand: exactBrand?.text };
  if (item.generic.startsWith(query) || brand) return { item, tier: 1, brand: item.generic.startsWith(query) ? undefined : brand?.text };
  if (item.synonyms.some((s) => s.startsWith(query))) return { item, tier: 2, brand: undefined };
  const laterWord = (term: string) => term.includes(` ${query}`);
  const laterBrand = item.brands.find((b) => laterWord(b.key));
  if (laterWord(item.generic) || laterBrand || item.synonyms.some(laterWord)) return { item, tier: 3, brand: laterBrand?.text };
  return null;
}

/**
 * What goes in the brackets after a brand: "Sertraline" → "sertraline", an abbreviation ("DHEA") as written, and a
 * product's own bracketed ingredients ("DayQuil Cold & Flu (acetaminophen, …)" → "acetaminophen, …").
 */
function inBrackets(name: string): string {
  const ingredients = /\(([^()]+)\)$/.exec(name)?.[1];
  if (ingredients !== undefined) return ingredients;
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

function toSuggestion({ item, brand }: Hit): NameSuggestion {
  const { substance } = item;
  const shownBrand = brand ?? substance.brands[0];
  if (shownBrand === undefined) return { name: substance.name, category: null };
  // A product named after its brand ("DayQuil Cold & Flu (…)") is entered by the brand and shown by its full name.
  if (fold(substance.name).startsWith(fold(shownBrand))) return { name: shownBrand, category: null, brand: shownBrand, label: substance.name };
  return { name: substance.name, category: null, brand: shownBrand, label: `${shownBrand} (${inBrackets(substance.name)})` };
}

function suggestMedicines(query: string, kind: SubstanceKind, limit: number): NameSuggestion[] {
  const hits = searchable(kind)
    .map((item) => hitFor(item, query))
    .filter((hit): hit is Hit => hit !== null);
  hits.sort(
    (x, y) =>
      x.tier - y.tier ||
      commonnessRank(x.item.substance.id) - commonnessRank(y.item.substance.id) ||
      x.item.substance.name.localeCompare(y.item.substance.name, 'en', { sensitivity: 'base' }),
  );
  return hits.slice(0, limit).map(toSuggestion);
}

/** Suggestions for a name being typed into an item of this type, from 2 trimmed characters. */
export function suggestNames(query: string, type: ItemSubstanceType, limit: number): NameSuggestion[] {
  const kind = KIND_OF_TYPE[type];
  if (kind === undefined) return searchCatalog(query, limit);
  const max = Number.isFinite(limit) ? Math.floor(limit) : 0;
  const folded = fold(query);
  if (query.trim().length < CATALOG_MIN_QUERY_LENGTH || folded === '' || max <= 0) return [];
  return suggestMedicines(folded, kind, max);
}
