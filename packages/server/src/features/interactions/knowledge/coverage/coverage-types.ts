/**
 * The shapes of the coverage lists, kept apart from the lists so each list file is only data. A list names what
 * people take in their own words; the coverage test decides, through the real resolver, whether the knowledge base
 * places each name.
 */
import type { RiskLevel } from '../types.js';

/** A medicine by its generic name, with the brands that must resolve to the same ingredients. */
export interface ListedMedicine {
  /** The generic name as a label writes it; a combination as "lisinopril and hydrochlorothiazide". */
  readonly name: string;
  /** For a combination: each component's generic name, every one of which the name and brands must resolve to. */
  readonly components?: readonly string[];
  readonly brands: readonly string[];
}

/** A product sold under one name whose label lists several active ingredients. */
export interface ListedProduct {
  readonly name: string;
  /** The generic names of the label's active ingredients; the product counts only when it resolves to all. */
  readonly ingredients: readonly string[];
}

/** A name typed in another form (a salt, a release suffix, a misspelling) and the generic it must resolve to. */
export interface ListedVariant {
  readonly typed: string;
  readonly means: string;
}

/** A dietary supplement or herb, with the other names and forms that must resolve to the same substance. */
export interface ListedSupplement {
  readonly name: string;
  readonly forms: readonly string[];
}

/** Two names that must be flagged, both ways round, at `least` or above. */
export interface RequiredPair {
  readonly a: string;
  readonly b: string;
  readonly least: RiskLevel;
}

export interface PairFamily {
  readonly id: string;
  readonly label: string;
  readonly pairs: readonly RequiredPair[];
}
