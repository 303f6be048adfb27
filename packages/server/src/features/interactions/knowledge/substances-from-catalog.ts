/**
 * Folds the supplement name catalog (name-catalog.ts) into the substances, computed at load so a substance added to
 * the curated data later takes over its catalog entry without any id being written here. An entry whose name, or
 * else one of its synonyms, already names a curated substance gives that substance the names it lacks; any other
 * entry becomes a name-only substance (`nameOnly`), recognised for names and suggestions but carrying no rules, so the
 * interaction check keeps reporting it as "not checked". A name already held by one substance is never given to a
 * second, so every name means exactly one substance, and a name the coverage lists keep as a known gap (EGCG, niacin …)
 * is never given to a curated substance: recognising it there would read as "checked".
 */
import { KNOWN_GAPS } from './coverage/known-gaps.js';
import type { CatalogEntry } from './name-catalog.js';
import { normalizeName, stripSaltWords } from './normalize-name.js';
import type { Substance, SubstanceKind } from './types.js';

/** The same bound as the name index: two-letter keys collide with unrelated words. */
const MIN_KEY_LENGTH = 3;

export interface FoldedCatalog<S extends Substance> {
  /** The curated substances, each with the catalog names it lacked added as synonyms. */
  readonly substances: readonly S[];
  /** One substance per catalog entry that names no curated substance. */
  readonly nameOnly: readonly Substance[];
  /** Catalog entry name → the id of the substance it became or was folded into. */
  readonly substanceIdOfEntry: ReadonlyMap<string, string>;
}

const keyOf = (text: string) => normalizeName(text);

/** Names deliberately left unplaced (coverage/known-gaps.ts), each with its reason there. */
const GAP_KEYS = new Set(Object.values(KNOWN_GAPS).flatMap((gaps) => gaps.map((gap) => keyOf(gap.name))));

/** The id a name-only substance gets: the entry's name as a snake_case word, prefixed so it never meets a curated id. */
export function nameOnlyId(entryName: string): string {
  return `named_${keyOf(entryName).replace(/ /g, '_')}`;
}

function commonOwner(ids: readonly (string | undefined)[]): string | undefined {
  const first = ids[0];
  return first !== undefined && ids.every((id) => id === first) ? first : undefined;
}

function kindOf(entry: CatalogEntry): SubstanceKind {
  return entry.category === 'Herb' || entry.category === 'Adaptogen' ? 'herb' : 'supplement';
}

export function foldCatalog<S extends Substance>(curated: readonly S[], catalog: readonly CatalogEntry[]): FoldedCatalog<S> {
  // Each name is looked up several times below, and the fold runs as the server loads: each key is computed once.
  const keys = new Map<string, string>();
  const cachedKeyOf = (text: string): string => {
    let key = keys.get(text);
    if (key === undefined) {
      key = normalizeName(text);
      keys.set(text, key);
    }
    return key;
  };
  // Every key any substance is known by → that substance; the first holder keeps a key, as in the name index.
  const owner = new Map<string, string>();
  const claim = (text: string, id: string): boolean => {
    const key = cachedKeyOf(text);
    if (key.length < MIN_KEY_LENGTH || owner.has(key)) return false;
    owner.set(key, id);
    return true;
  };
  for (const substance of curated) for (const text of [substance.name, ...substance.synonyms, ...substance.brands]) claim(text, substance.id);

  /** The curated substance a catalog name means: its own key, else the key without salt words ("zinc gluconate"). */
  const curatedIds = new Set(curated.map((s) => s.id));
  const curatedOwner = (text: string): string | undefined => {
    const key = cachedKeyOf(text);
    const id = owner.get(key) ?? owner.get(stripSaltWords(key, { trailingCation: false }));
    return id !== undefined && curatedIds.has(id) ? id : undefined;
  };

  const added = new Map<string, string[]>();
  const nameOnly: Substance[] = [];
  const substanceIdOfEntry = new Map<string, string>();
  for (const entry of catalog) {
    // Only the entry's own name folds it: a synonym may be one form among several ("niacinamide" is not all of
    // "Vitamin B3") or a shared component ("GLA" is in borage and evening primrose oil), and a fold makes the whole
    // entry read as that substance in the interaction check.
    // A name left as a known gap ("SAMe" reads as the word "same") folds through its full names instead, but only
    // when every one of them means the same curated substance.
    const target = (GAP_KEYS.has(cachedKeyOf(entry.name)) ? commonOwner(entry.synonyms.map(curatedOwner)) : undefined) ?? curatedOwner(entry.name);
    if (target !== undefined) {
      const names = [entry.name, ...entry.synonyms].filter((text) => !GAP_KEYS.has(cachedKeyOf(text)) && claim(text, target));
      added.set(target, [...(added.get(target) ?? []), ...names]);
      substanceIdOfEntry.set(entry.name, target);
      continue;
    }
    const id = nameOnlyId(entry.name);
    if (owner.has(cachedKeyOf(entry.name)) && owner.get(cachedKeyOf(entry.name)) !== id) continue;
    claim(entry.name, id);
    nameOnly.push({
      id,
      name: entry.name,
      kind: kindOf(entry),
      ingredients: [id],
      synonyms: entry.synonyms.filter((text) => claim(text, id)),
      brands: [],
      classes: [],
      nameOnly: true,
    });
    substanceIdOfEntry.set(entry.name, id);
  }

  const substances = curated.map((substance) => {
    const extra = added.get(substance.id) ?? [];
    return extra.length === 0 ? substance : { ...substance, synonyms: [...substance.synonyms, ...extra] };
  });
  return { substances, nameOnly, substanceIdOfEntry };
}
