/**
 * Which library items concern a user's substance or a condition. Names are never compared as strings here: the
 * composition root passes in `SubstanceConcepts`, built on the interaction knowledge base's matcher (name, synonym,
 * brand, ingredients and what they contain, drug classes) and the supplement catalog's synonyms, so "Nature Made
 * Magnesium Glycinate 200 mg" and a research item tagged "magnesium" meet exactly as the interaction check would.
 */
import type { ResearchDocument } from './research-document.js';

export interface SubstanceConcepts {
  /** What a user's item stands for: its name and each ingredient, with everything they contain and their classes. */
  ofItem(item: { name: string; substanceType: string; ingredients: readonly string[] }): ReadonlySet<string>;
  /** What a research item's substance tag stands for; empty when the tag names nothing known. */
  ofTag(tag: string): ReadonlySet<string>;
}

/** Stronger kinds of evidence first, so a short list leads with reviews and guidelines, not a single small study. */
const TYPE_RANK: Record<ResearchDocument['type'], number> = {
  'systematic-review': 0,
  'meta-analysis': 0,
  guideline: 1,
  rct: 2,
  'safety-communication': 3,
  'fact-sheet': 4,
  overview: 5,
};

export function byEvidence(a: ResearchDocument, b: ResearchDocument): number {
  const rank = TYPE_RANK[a.type] - TYPE_RANK[b.type];
  if (rank !== 0) return rank;
  if (a.year !== b.year) return (b.year ?? -Infinity) - (a.year ?? -Infinity);
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function createResearchMatcher(library: readonly ResearchDocument[], concepts: SubstanceConcepts) {
  // Each document's concepts are worked out once, the library shipping with the code, and on the first question
  // rather than at start: it resolves every tag through the knowledge base, a tenth of the start (issue 35).
  let documentConcepts: ReadonlyMap<string, ReadonlySet<string>> | undefined;
  const conceptsOfDocuments = () =>
    (documentConcepts ??= new Map(library.map((doc) => [doc.id, new Set(doc.substances.flatMap((tag) => [...concepts.ofTag(tag)]))])));

  return {
    forItem(item: { name: string; substanceType: string; ingredients: readonly string[] }): ResearchDocument[] {
      const itemConcepts = concepts.ofItem(item);
      if (itemConcepts.size === 0) return [];
      const byDocument = conceptsOfDocuments();
      return library.filter((doc) => [...(byDocument.get(doc.id) ?? [])].some((concept) => itemConcepts.has(concept))).sort(byEvidence);
    },
    forCondition(conditionId: string): ResearchDocument[] {
      return library.filter((doc) => doc.conditions.includes(conditionId)).sort(byEvidence);
    },
  };
}
