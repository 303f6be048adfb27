/**
 * The shape of one shipped research document. Substances are plain names as the catalog and the interaction
 * knowledge base know them (matched by name, synonym and ingredient, never by string equality); conditions are ids
 * of the condition catalog. `year` is null only for a living web page that shows no date: a year is never guessed.
 */
import type { ResearchType } from '@wellness/contract';

export type ResearchFinding = 'positive' | 'mixed' | 'null' | 'safety' | 'background';

export interface ResearchDocument {
  readonly id: string;
  readonly title: string;
  readonly authors: string;
  /** Publisher or journal, with volume and pages where known. */
  readonly source: string;
  readonly year: number | null;
  readonly type: ResearchType;
  /** The publisher's page, or doi.org / PubMed / PubMed Central; never a third-party copy. */
  readonly url: string;
  /** The product's own plain-language summary of the finding, with its numbers. */
  readonly summary: string;
  readonly finding: ResearchFinding;
  readonly substances: readonly string[];
  readonly conditions: readonly string[];
}
