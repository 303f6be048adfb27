/**
 * The whole shipped research library, in one list, and the order of the updates feed: newest year first, living
 * pages without a date after the dated ones, then by id so the order never changes between calls.
 */
import { ADHD_DOCUMENTS } from './documents-adhd.js';
import { BODY_AND_NUTRIENT_DOCUMENTS } from './documents-body-and-nutrients.js';
import { DEPRESSION_DOCUMENTS } from './documents-depression.js';
import { SLEEP_AND_ANXIETY_DOCUMENTS } from './documents-sleep-and-anxiety.js';
import type { ResearchDocument } from './research-document.js';

export function newestFirst(a: ResearchDocument, b: ResearchDocument): number {
  if (a.year !== b.year) return (b.year ?? -Infinity) - (a.year ?? -Infinity);
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const RESEARCH_LIBRARY: readonly ResearchDocument[] = [
  ...ADHD_DOCUMENTS,
  ...SLEEP_AND_ANXIETY_DOCUMENTS,
  ...DEPRESSION_DOCUMENTS,
  ...BODY_AND_NUTRIENT_DOCUMENTS,
].sort(newestFirst);

export const researchById: ReadonlyMap<string, ResearchDocument> = new Map(RESEARCH_LIBRARY.map((doc) => [doc.id, doc]));
