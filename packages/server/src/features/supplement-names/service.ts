/**
 * Supplement names: autocomplete (from 2 characters) over the user's own library (shown as 'In your library') and the
 * shipped catalog, name validation, and find-or-create of a custom name in the user's library.
 */
import { AUTOCOMPLETE_MIN_CHARS, SUBSTANCE_LIMITS, SUBSTANCE_MESSAGES, type AutocompleteSuggestion, type SubstanceType } from '@wellness/contract';
import * as accounts from '../../accounts/repository.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import { fold } from '../../lib/fold-name.js';
import { listLibraryNames } from '../../reads/inventory/repository.js';
import { countCustomNames, findCustomName, insertCustomName } from './repository.js';
import type { Owner } from '../../lib/owner.js';

/** The optional display fields of a shipped name, present only when it has them. */
function shownAs(name: ShippedName): Pick<AutocompleteSuggestion, 'brand' | 'label'> {
  return { ...(name.brand === undefined ? {} : { brand: name.brand }), ...(name.label === undefined ? {} : { label: name.label }) };
}

/** Trimmed, with inner runs of white space made one space. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** A shipped name as suggested: `brand` and `label` only for a medicine sold under a brand. */
export interface ShippedName {
  readonly name: string;
  readonly category: string | null;
  readonly brand?: string;
  readonly label?: string;
}

/** The shipped names this feature reads (the knowledge base's name module, handed in by the composition root). */
export interface NameCatalog {
  /** Suggestions for a name of this item type, best first. */
  suggest(query: string, type: SubstanceType, limit: number): readonly ShippedName[];
  /** The supplement catalog entry whose name or synonym is exactly this name. */
  find(name: string): { readonly name: string; readonly category: string } | null;
}

export type SupplementNameService = ReturnType<typeof createSupplementNameService>;

export function createSupplementNameService(deps: { db: Db; kind: DatabaseKind; clock: Clock; catalog: NameCatalog }) {
  const { db, kind, clock, catalog } = deps;

  async function library(owner: Owner) {
    const seen = new Set<string>();
    const names: Array<{ name: string; category: string | null; key: string }> = [];
    for (const entry of await listLibraryNames(db, owner.id)) {
      const key = fold(entry.name);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      names.push({ ...entry, key });
    }
    return names;
  }

  return {
    /** The user's own matching names first, then shipped names for the item type that they do not have yet. */
    async autocomplete(owner: Owner, query: string, limit: number, type: SubstanceType = 'SUPPLEMENT'): Promise<AutocompleteSuggestion[]> {
      const q = query.trim();
      if (q.length < AUTOCOMPLETE_MIN_CHARS) return [];
      const folded = fold(q);
      const mine = (await library(owner))
        .filter((n) => n.key.includes(folded))
        .sort((a, b) => Number(!a.key.startsWith(folded)) - Number(!b.key.startsWith(folded)) || a.name.localeCompare(b.name))
        .map((n): AutocompleteSuggestion => ({ name: n.name, category: n.category, isExisting: true }));
      const have = new Set(mine.map((m) => fold(m.name)));
      const shipped = catalog
        .suggest(q, type, limit + have.size)
        .filter((c) => !have.has(fold(c.name)))
        .map((c): AutocompleteSuggestion => ({ name: c.name, category: c.category, isExisting: false, ...shownAs(c) }));
      return [...mine, ...shipped].slice(0, limit);
    },

    async validate(owner: Owner, rawName: string) {
      const name = tidyName(rawName);
      const valid = /\p{L}/u.test(name);
      const known = catalog.find(name);
      const isExisting = (await library(owner)).some((n) => n.key === fold(name));
      const suggestions = known ? [] : catalog.suggest(name, 'SUPPLEMENT', 5).map((c) => c.name);
      let message: string | null = null;
      if (!valid) message = 'A name needs at least one letter.';
      else if (!known && !isExisting) message = 'Not in our catalog. You can still add it as your own name.';
      return {
        name: rawName,
        normalizedName: known?.name ?? name,
        valid,
        isKnown: known !== null,
        isExisting,
        category: known?.category ?? null,
        suggestions,
        message,
      };
    },

    /** The catalog's own spelling when the name is known, else the user's custom name, created on first use. */
    async findOrCreate(owner: Owner, rawName: string, category: string | undefined) {
      const name = tidyName(rawName);
      const known = catalog.find(name);
      if (known) return { name: known.name, category: known.category, created: false };
      const key = fold(name);
      // One step per user: the same name sent twice at once is kept once, and a burst cannot pass the cap.
      return accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
        const existing = await findCustomName(trx, owner.id, key);
        if (existing) return { name: existing.name, category: existing.category, created: false };
        if ((await countCustomNames(trx, owner.id)) >= SUBSTANCE_LIMITS.customNames) throw new AppError('conflict', SUBSTANCE_MESSAGES.tooManyNames);
        const created = await insertCustomName(trx, {
          id: newId(),
          userId: owner.id,
          name,
          normalizedName: key,
          category: category ? category : null,
          createdAt: clock.now().toISOString(),
        });
        if (created) return { name, category: category ? category : null, created: true };
        // The unique index still decides if another writer of the database stored it first: answer with what is stored.
        const raced = await findCustomName(trx, owner.id, key);
        return { name: raced?.name ?? name, category: raced?.category ?? null, created: false };
      });
    },
  };
}
