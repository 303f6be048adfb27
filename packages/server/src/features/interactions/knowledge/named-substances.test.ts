/**
 * The one place for names: every name means exactly one substance, the supplement catalog is folded into the
 * substances (its entries recognised, its synonyms agreeing with the knowledge base), and a catalog name no rule
 * covers is still reported as not checked.
 */
import { describe, expect, it } from 'vitest';
import { KNOWN_GAPS } from './coverage/known-gaps.js';
import { checkInteractions } from './match-interactions.js';
import { NAME_CATALOG } from './name-catalog.js';
import { NAMED_SUBSTANCES, namedSubstance, namedSubstancesIn } from './named-substances.js';
import { normalizeName } from './normalize-name.js';
import { resolveSubstance } from './resolve-substance.js';
import { NAME_ONLY_SUBSTANCES, SUBSTANCE_ID_OF_CATALOG_ENTRY } from './substances.js';

/**
 * Catalog synonyms that name another substance on purpose: a form with its own substance, a component shared by two
 * oils, a brand that is one product of a group. Each stays with the substance that owns it, never with two.
 */
const SYNONYMS_OWNED_ELSEWHERE: Record<string, readonly string[]> = {
  'Vitamin B3': ['niacinamide', 'nicotinamide'],
  // The antacid, which contains calcium.
  Calcium: ['calcium carbonate'],
  'Borage oil': ['GLA'],
  Senna: ['sennosides'],
  'Lactobacillus rhamnosus GG': ['Culturelle'],
};

const GAP_KEYS = new Set(Object.values(KNOWN_GAPS).flatMap((gaps) => gaps.map((gap) => normalizeName(gap.name))));

describe('names', () => {
  it('gives every name, synonym and brand exactly one substance', () => {
    const owners = new Map<string, Set<string>>();
    for (const substance of NAMED_SUBSTANCES) {
      for (const text of [substance.name, ...substance.synonyms, ...substance.brands]) {
        const key = normalizeName(text);
        if (key.length >= 3) owners.set(key, (owners.get(key) ?? new Set()).add(substance.id));
      }
    }
    const shared = [...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${key}: ${[...ids].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('knows every magnesium form as magnesium, threonate and taurate alike', () => {
    for (const form of ['Magnesium threonate', 'magnesium L-threonate', 'Magnesium taurate', 'magnesium glycinate']) {
      expect(namedSubstance(form)?.id, form).toBe('magnesium');
      expect(
        resolveSubstance(form, { substanceType: 'SUPPLEMENT' })?.substances.map((s) => s.id),
        form,
      ).toEqual(['magnesium']);
    }
  });

  it('folds the catalog: every entry is one substance, and its names mean that substance', () => {
    for (const entry of NAME_CATALOG) {
      const id = SUBSTANCE_ID_OF_CATALOG_ENTRY.get(entry.name);
      expect(id, entry.name).toBeDefined();
      // A name kept as a known gap ("SAMe" reads as the word "same") folds through its full names and stays unplaced.
      const named = namedSubstance(entry.name);
      if (named === undefined) expect(GAP_KEYS.has(normalizeName(entry.name)), entry.name).toBe(true);
      else expect(named.id, entry.name).toBe(id);
    }
  });

  it('gives each catalog synonym the substance of its entry, unless it names another substance on purpose', () => {
    const disagreeing: string[] = [];
    for (const entry of NAME_CATALOG) {
      const id = SUBSTANCE_ID_OF_CATALOG_ENTRY.get(entry.name);
      const elsewhere = (SYNONYMS_OWNED_ELSEWHERE[entry.name] ?? []).map(normalizeName);
      for (const synonym of entry.synonyms) {
        const key = normalizeName(synonym);
        if (key.length < 3 || elsewhere.includes(key) || GAP_KEYS.has(key)) continue;
        if (namedSubstance(synonym)?.id !== id) disagreeing.push(`${entry.name}: ${synonym} → ${namedSubstance(synonym)?.id ?? 'nothing'}`);
      }
    }
    expect(disagreeing).toEqual([]);
  });

  it('adds the catalog synonyms a curated substance lacked, so the check places them', () => {
    expect(resolveSubstance('liposomal vitamin C', { substanceType: 'SUPPLEMENT' })?.substances.map((s) => s.id)).toEqual(['vitamin_c']);
    expect(resolveSubstance('ALCAR', { substanceType: 'SUPPLEMENT' })?.substances.map((s) => s.id)).toEqual(['carnitine']);
  });

  it('never gives a known gap to a curated substance, so it stays not checked', () => {
    expect(resolveSubstance('EGCG', { substanceType: 'SUPPLEMENT' })).toBeNull();
    expect(resolveSubstance('niacin', { substanceType: 'SUPPLEMENT' })).toBeNull();
  });

  it('keeps a catalog name without rules recognised as a name but reported as not checked', () => {
    const maca = NAME_ONLY_SUBSTANCES.find((s) => s.name === 'Maca');
    expect(maca).toMatchObject({ nameOnly: true, classes: [] });
    expect(namedSubstancesIn('Organic Maca root powder').map((s) => s.name)).toEqual(['Maca']);
    const report = checkInteractions([
      { id: 'a', name: 'Maca', substanceType: 'HERBAL' },
      { id: 'b', name: 'Sertraline', substanceType: 'PRESCRIPTION' },
    ]);
    expect(report.unrecognised.map((item) => item.name)).toEqual(['Maca']);
    expect(report.unchecked).toEqual([
      { item: { id: 'a', name: 'Maca', substanceType: 'HERBAL' }, wholeItem: true, nameRecognised: false, uncheckedIngredients: [] },
    ]);
  });
});

describe('namedSubstancesIn reads a cold or pain medicine’s suffix', () => {
  it('takes the -D of "Aleve-D" as pseudoephedrine, only right after a name', () => {
    expect(namedSubstancesIn('Is it safe to take Aleve-D with Parnate?').map((s) => s.id)).toEqual(['naproxen', 'pseudoephedrine', 'tranylcypromine']);
    expect(namedSubstancesIn('Can I take vitamin D with Zoloft?').map((s) => s.id)).not.toContain('pseudoephedrine');
    expect(namedSubstancesIn('Can I take my Xanax PM with Zoloft?').map((s) => s.id)).not.toContain('diphenhydramine');
    expect(namedSubstancesIn('Is calcium + D ok with Parnate?').map((s) => s.id)).not.toContain('pseudoephedrine');
  });
});
