/**
 * The index from normalised names (names, synonyms, brands) to substances, with the two lookups the resolver needs:
 * an exact key, and every known name found inside a longer text ("nature made fish oil" → fish oil).
 */
import { normalizeName, stripSaltWords } from './normalize-name.js';
import { SUBSTANCES } from './substances.js';
import type { Substance } from './types.js';
import { onFirstUse } from '../../../lib/on-first-use.js';

export type NameVia = 'name' | 'synonym' | 'brand';

export interface NameEntry {
  readonly substanceId: string;
  readonly via: NameVia;
  readonly key: string;
}

/** Two-letter keys ("ps", "t4") collide with too many unrelated words to be trusted. */
const MIN_KEY_LENGTH = 3;

/** The normalised keys a substance is known by, each with how it was named. */
export function nameKeysOf(substance: Substance): { key: string; via: NameVia }[] {
  const named: [string, NameVia][] = [
    [substance.name, 'name'],
    ...substance.synonyms.map((n): [string, NameVia] => [n, 'synonym']),
    ...substance.brands.map((n): [string, NameVia] => [n, 'brand']),
  ];
  return named.map(([text, via]) => ({ key: normalizeName(text), via })).filter(({ key }) => key.length >= MIN_KEY_LENGTH);
}

function buildIndex(): Map<string, NameEntry> {
  const explicit = new Map<string, NameEntry>();
  const derived = new Map<string, NameEntry>();
  for (const substance of SUBSTANCES) {
    for (const { key, via } of nameKeysOf(substance)) {
      if (!explicit.has(key)) explicit.set(key, { substanceId: substance.id, via, key });
      const saltless = stripSaltWords(key, { trailingCation: true });
      if (saltless !== key && saltless.length >= MIN_KEY_LENGTH && !derived.has(saltless))
        derived.set(saltless, { substanceId: substance.id, via, key: saltless });
    }
  }
  // A name written in the data always beats one derived by dropping salt words.
  return new Map([...derived, ...explicit]);
}

/** Built on the first lookup, not at start (issue 35): the server needs it only once a name is checked. */
const index = onFirstUse(() => {
  const entries = buildIndex();
  return {
    entries,
    foodIds: new Set(SUBSTANCES.filter((s) => s.kind === 'food').map((s) => s.id)),
    longestKeyWords: Math.max(...[...entries.keys()].map((k) => k.split(' ').length)),
  };
});

export function lookupExact(key: string): NameEntry | undefined {
  return index().entries.get(key);
}

/** A word of a longer key that no known name covers, and the known name just before it, if one ends there. */
export interface RestWord {
  readonly word: string;
  readonly after: NameEntry | undefined;
}

/** The known names found inside a longer key, and the words of it that none of them covers, in order. */
export interface Contained {
  readonly found: readonly NameEntry[];
  readonly rest: readonly RestWord[];
}

/**
 * Known names inside a longer key, read left to right taking the longest name at each position, so "calcium
 * magnesium zinc" yields all three. Foods are skipped: their words appear in unrelated product names. `allow`
 * narrows further (a supplement called "Insulin Support" is not insulin).
 */
export function findContained(key: string, allow: (substanceId: string) => boolean = () => true): Contained {
  const { entries, foodIds, longestKeyWords } = index();
  const words = key.split(' ').filter(Boolean);
  const found: NameEntry[] = [];
  const rest: RestWord[] = [];
  let previous: NameEntry | undefined;
  for (let start = 0; start < words.length;) {
    let match: NameEntry | undefined;
    for (let length = Math.min(longestKeyWords, words.length - start); length > 0 && !match; length -= 1) {
      const entry = entries.get(words.slice(start, start + length).join(' '));
      if (entry && !foodIds.has(entry.substanceId) && allow(entry.substanceId)) match = entry;
    }
    if (match) {
      found.push(match);
      start += match.key.split(' ').length;
    } else {
      rest.push({ word: words[start] ?? '', after: previous });
      start += 1;
    }
    previous = match;
  }
  return { found, rest };
}
