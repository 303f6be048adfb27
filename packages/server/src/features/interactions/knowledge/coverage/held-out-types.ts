/**
 * The shapes of the held-out lists (held-out-pairs.ts, held-out-duplicates.ts, held-out-adhd-medicines.ts). Kept
 * apart from the development lists' types because a held-out entry carries more than a development one: the exact
 * severity its label supports, the item types a user would give each side, and the document that states it.
 */
import type { ItemSubstanceType } from '../resolve-substance.js';
import type { RiskLevel } from '../types.js';

/** Two items a person with ADHD could really take together, with the severity their labels support. */
export interface HeldOutPair {
  readonly a: string;
  readonly b: string;
  /** Exactly the level the label language supports (contraindicated → CRITICAL, avoid → HIGH, monitor → MEDIUM). */
  readonly severity: RiskLevel;
  /** The kind of interaction, so misses can be read family by family. */
  readonly family: string;
  readonly aType: ItemSubstanceType;
  readonly bType: ItemSubstanceType;
  /** The label or FDA/NIH page that states the interaction. */
  readonly source: string;
}

/** Two items that are the same medicine, or two medicines of one class, which the checker must point out. */
export interface HeldOutDuplicate {
  readonly a: string;
  readonly b: string;
  readonly kind: 'same-ingredient' | 'same-class';
  /** The shared ingredient or class, in words, for reading the misses. */
  readonly shared: string;
  readonly aType: ItemSubstanceType;
  readonly bType: ItemSubstanceType;
  readonly source: string;
}

/** A name a user types for an ADHD or wake-promoting medicine and the generic it must resolve to. */
export interface HeldOutAdhdName {
  readonly typed: string;
  /** The generics (substance names) the typed name's ingredient closure must all include; other ids may come too. */
  readonly generics: readonly string[];
  readonly kind: 'molecule' | 'brand';
}

/**
 * A negative control: two items a careful checker must NOT flag above a level, because the labels that name the
 * kind of interaction leave this pair out (pantoprazole is not omeprazole for clopidogrel; a DOAC is not warfarin for
 * vitamin K). Measures over-warning, which teaches users to ignore the checker.
 */
export interface HeldOutNegative {
  readonly a: string;
  readonly b: string;
  readonly aType: ItemSubstanceType;
  readonly bType: ItemSubstanceType;
  /** The highest level the pair may get; null when it should get nothing at all. */
  readonly maxSeverity: RiskLevel | null;
  /** Why the pair is below that level, in words, for reading a false alarm. */
  readonly why: string;
  /** The label or FDA/NIH page whose silence or distinction makes it so. */
  readonly source: string;
}
