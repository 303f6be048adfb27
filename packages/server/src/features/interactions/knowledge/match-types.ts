/**
 * What the interaction check takes and returns. Results carry the rule's own words and sources so the API can show
 * them as they are (part 2 §3.2, part 1 §3 "Interaction check result").
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
