/**
 * What the interaction check takes and returns. Results carry the rule's own words and sources so the API can show
 * them as they are.
 */
import type { ItemSubstanceType } from './resolve-substance.js';
import type { DoseTiming, ImplicitSide, RiskLevel, Source } from './types.js';

/** One item from the user's inventory. */
export interface UserItem {
  readonly id: string;
  readonly name: string;
  readonly substanceType?: ItemSubstanceType;
  /** Names from the item's own ingredient list; each is resolved like the item's name. */
  readonly ingredients?: readonly string[];
  /** What the item says about its amounts, for the total of an ingredient two items share (match-duplicates.ts). */
  readonly amounts?: ItemAmounts;
}

/** One amount as the user wrote it: the number and its unit ("mg", "g", "mcg", "IU", "ml", …). */
export interface WrittenAmount {
  readonly amount: number;
  readonly unit: string;
}

export interface ItemAmounts {
  /** One dose of the item (its dosage and unit), when given. */
  readonly dose?: WrittenAmount | null;
  /** Listed ingredients with the amount of each in one dose. */
  readonly ingredients?: readonly (WrittenAmount & { readonly name: string })[];
  /**
   * The doses logged on the user's calendar day, each with the dosage logged when one was (in the item's unit) or
   * null for the usual dose. Absent when today's doses were not looked at (a name still being typed).
   */
  readonly dosesToday?: readonly (number | null)[];
}

export interface ItemRef {
  readonly id: string;
  readonly name: string;
  readonly substanceType?: ItemSubstanceType;
}

export interface RuleMatch {
  readonly ruleId: string;
  readonly severity: RiskLevel;
  readonly effect: string;
  readonly mechanism: string;
  readonly recommendation: string;
  readonly timing?: DoseTiming;
  readonly sources: readonly Source[];
}

export interface PairRuleMatch extends RuleMatch {
  /** The ingredient or class ids that put each item on its side of the rule, e.g. ["sertraline", "ssri"]. */
  readonly firstMatchedOn: readonly string[];
  readonly secondMatchedOn: readonly string[];
  /** Set on a duplicate (rule ids `duplicate-ingredient-…`, `duplicate-class-…`): what is doubled and by how much. */
  readonly duplicate?: DuplicateFinding;
}

/** One item's share of a duplicated ingredient, in the finding's unit. */
export interface DuplicateItemAmount {
  /** The ingredient in one dose of the item; null when the item does not say (or says it in another unit). */
  readonly perDose: number | null;
  /** Doses of the item logged today; null when not looked at. */
  readonly dosesToday: number | null;
  /** The ingredient in today's logged doses; null when unknown. */
  readonly today: number | null;
}

export interface DuplicateFinding {
  readonly kind: 'ingredient' | 'class';
  /** The substance id (ingredient) or class id. */
  readonly id: string;
  /** "acetaminophen", or "NSAIDs (anti-inflammatory pain relievers)". */
  readonly label: string;
  /** The ingredient names through which each item counts, first item first. */
  readonly ingredients: readonly [readonly string[], readonly string[]];
  /** Per item, first item first; null for a class (different medicines' amounts do not add up). */
  readonly amounts: readonly [DuplicateItemAmount, DuplicateItemAmount] | null;
  /** The unit of every amount here ("mg" for any weight); null when no amount is known. */
  readonly unit: string | null;
  /** One dose of each together; null unless both are known. */
  readonly perDoseTotal: number | null;
  /** Today's logged doses of both together; null unless something was logged today and every logged amount is known. */
  readonly todayTotal: number | null;
  /** The label's most a day for adults, in mg, with its sources; null when none is kept for the ingredient. */
  readonly dailyMaximum: { readonly amount: number; readonly unit: 'mg'; readonly sources: readonly Source[] } | null;
  /** A known total (today's, or one dose of each) is above the daily maximum. */
  readonly overMaximum: boolean;
}

export interface PairInteraction {
  readonly first: ItemRef;
  readonly second: ItemRef;
  /** The most severe of `rules`. */
  readonly riskLevel: RiskLevel;
  /** Every distinct rule that matched the pair, most severe first. */
  readonly rules: readonly PairRuleMatch[];
}

export interface WarningRuleMatch extends RuleMatch {
  readonly matchedOn: readonly string[];
  /** The food, lab test or nutrient the warning is about. */
  readonly concerns: ImplicitSide;
}

/** A rule whose other side is part of daily life (food, drink, lab tests, nutrient stores), reported for one item. */
export interface ItemWarning {
  readonly item: ItemRef;
  readonly riskLevel: RiskLevel;
  readonly rules: readonly WarningRuleMatch[];
}

/**
 * One item of which something was not checked: the whole item (nothing about it matched), its own name (it was
 * checked through its listed ingredients only), and/or some of its ingredients.
 */
export interface UncheckedItem {
  readonly item: ItemRef;
  /** Neither the name nor any ingredient matched; the item is also in `unrecognised`. */
  readonly wholeItem: boolean;
  readonly nameRecognised: boolean;
  /** The item's ingredient names that matched nothing, as written. */
  readonly uncheckedIngredients: readonly string[];
}

export interface InteractionReport {
  /** True when there is at least one pair interaction or single-item warning. */
  readonly hasInteraction: boolean;
  readonly highestRisk: RiskLevel | null;
  /** Most severe first, then in the order the items were given. */
  readonly pairs: readonly PairInteraction[];
  readonly warnings: readonly ItemWarning[];
  /** Items whose name and ingredients matched nothing: "not in the interaction database", not "safe". */
  readonly unrecognised: readonly ItemRef[];
  /** Every item with a name or an ingredient that matched nothing, in the order the items were given. */
  readonly unchecked: readonly UncheckedItem[];
}
