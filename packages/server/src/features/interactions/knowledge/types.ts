/**
 * The shape of the curated interaction knowledge base (the FreeDiams / HL7 PDDI pattern from the shared knowledge
 * page): substances made of ingredients, ingredients belonging to classes, and rules between classes or ingredients.
 * The id parameters let the data files prove at compile time that every rule names a class or substance that exists.
 */
import type { PropertyId } from './properties.js';
import type { Source } from './source.js';

/** The four risk levels an interaction can have, most severe first. */
export const RISK_LEVELS = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export type SubstanceKind = 'rx' | 'otc' | 'supplement' | 'herb' | 'food';

export type { Source } from './source.js';

export interface SubstanceClass<ClassId extends string = string> {
  readonly id: ClassId;
  readonly label: string;
  /** Broader classes this one belongs to; membership is inherited (ssri ⊂ serotonergic). */
  readonly parents: readonly ClassId[];
}

export interface Substance<ClassId extends string = string> {
  readonly id: string;
  readonly name: string;
  readonly kind: SubstanceKind;
  /**
   * The substance ids this one contains: itself for a plain substance, its components for a combination product
   * (Adderall → amphetamine + dextroamphetamine). A product lists only components that are themselves in this
   * knowledge base, because only those can take part in a rule.
   */
  readonly ingredients: readonly string[];
  readonly synonyms: readonly string[];
  readonly brands: readonly string[];
  /** Classes of this substance itself; a combination also inherits its ingredients' classes. */
  readonly classes: readonly ClassId[];
  /**
   * A name from the supplement catalog that no curated substance holds: recognised for names and suggestions, but it
   * carries no rules, so the interaction check still reports it as not checked (substances-from-catalog.ts).
   */
  readonly nameOnly?: true;
}

/**
 * A side of a rule that is part of ordinary life rather than a product someone tracks: a food or drink, a lab test,
 * or the body's own nutrient stores. Such a rule is reported for anyone who takes the other side.
 */
export interface ImplicitSide {
  readonly kind: 'diet' | 'lab-test' | 'nutrient-status';
  /** What the user should think of, e.g. "Tyramine-rich foods and drinks". */
  readonly label: string;
}

export interface RuleSide<ClassId extends string = string, SubstanceId extends string = string> {
  readonly classes: readonly ClassId[];
  readonly ingredients: readonly SubstanceId[];
  /**
   * Mechanism properties (properties.ts): an item is on this side when one of its ingredients carries one of them,
   * so a medicine added later with that property inherits the rule.
   */
  readonly properties?: readonly PropertyId[];
  readonly implicit?: ImplicitSide;
}

export interface DoseTiming {
  /** The smallest gap, in hours, that is safe whichever of the two is taken first. */
  readonly separateHours: number;
  /** The label's wording when the safe gap depends on which comes first. */
  readonly detail?: string;
}

export interface InteractionRule<ClassId extends string = string, SubstanceId extends string = string> {
  readonly id: string;
  readonly a: RuleSide<ClassId, SubstanceId>;
  readonly b: RuleSide<ClassId, SubstanceId>;
  readonly severity: RiskLevel;
  readonly effect: string;
  /** Plain words for why; may name the matched ingredients as {a} and {b} (filled in by match-interactions.ts). */
  readonly mechanism: string;
  readonly recommendation: string;
  readonly timing?: DoseTiming;
  readonly sources: readonly Source[];
  /**
   * The id of a broader rule this one states more precisely for some of the same pairs (a label's contraindication
   * within an enzyme rule). When both match a pair, only this one is reported; the refined rule's own refinements
   * are superseded too.
   */
  readonly refines?: string;
}
