/**
 * Duplicates between two items: the same ingredient in both (any type, brand or generic, alone or inside a
 * combination product: Tylenol + NyQuil is acetaminophen twice), and two different medicines of one class whose
 * labels warn against combining them (duplicate-classes.ts). Each is a pair rule match with the rule id
 * `duplicate-ingredient-<substanceId>` or `duplicate-class-<classId>` and a `duplicate` object with the amounts, so
 * every screen that shows interactions shows them.
 *
 * Severity: a medicine's ingredient twice, or a class duplicate, is HIGH; a known total above the label's daily
 * maximum raises it (CRITICAL); an ingredient of supplements, herbs or foods twice is LOW (the amounts add up).
 */
import { amountsOf, leavesOf, round, type IngredientAmounts } from './duplicate-amounts.js';
import {
  DUPLICATE_CLASSES,
  LABEL_OF_INGREDIENT,
  SAME_INGREDIENT_SOURCE,
  LOW_DOSE_ASPIRIN_MAX_MG,
  LOW_DOSE_ASPIRIN_NAME,
  SUPPLEMENT_TOTALS_SOURCE,
  type DuplicateClass,
} from './duplicate-classes.js';
import { dailyLimitOf } from './duplicate-limits.js';
import { classEffect, ingredientEffect, ingredientMechanism, ingredientRecommendation } from './duplicate-wording.js';
import type { ItemProfile } from './item-profile.js';
import { classesOfSubstances, substanceById } from './knowledge-index.js';
import type { DuplicateFinding, DuplicateItemAmount, PairRuleMatch } from './match-types.js';
import { nameInSentence } from './mechanism-text.js';
import type { RiskLevel, Source } from './types.js';

export const DUPLICATE_INGREDIENT_PREFIX = 'duplicate-ingredient-';
export const DUPLICATE_CLASS_PREFIX = 'duplicate-class-';

/** Every duplicate between the two items, ingredients first (by id), then classes. */
export function duplicateMatches(first: ItemProfile, second: ItemProfile): PairRuleMatch[] {
  const inFirst = leavesOf(first);
  const inSecond = leavesOf(second);
  const shared = [...inFirst].filter((id) => inSecond.has(id)).sort();
  const matches = shared.map((id) => ingredientDuplicate(first, second, id));
  for (const cls of DUPLICATE_CLASSES) {
    const firstMembers = classMembersIn(first, inFirst, cls);
    const secondMembers = classMembersIn(second, inSecond, cls);
    if (firstMembers.length === 0 || secondMembers.length === 0) continue;
    // Sharing a member is already an ingredient duplicate; saying it twice would only add noise.
    if (firstMembers.some((id) => secondMembers.includes(id))) continue;
    matches.push(classDuplicate(first, second, cls, firstMembers, secondMembers));
  }
  return matches;
}

/** A substance's name as a sentence says it: "acetaminophen", "vitamin D", "St John's wort". */
function spoken(substanceId: string): string {
  return nameInSentence(substanceById.get(substanceId)?.name ?? substanceId);
}

function isMedicine(substanceId: string): boolean {
  const kind = substanceById.get(substanceId)?.kind;
  return kind === 'rx' || kind === 'otc';
}

function ingredientDuplicate(first: ItemProfile, second: ItemProfile, id: string): PairRuleMatch {
  const label = spoken(id);
  const medicine = isMedicine(id);
  const raw = [amountsOf(first, id), amountsOf(second, id)] as const;
  const unit = raw[0].perDose?.unit ?? raw[1].perDose?.unit ?? null;
  const amounts = [inUnit(raw[0], unit), inUnit(raw[1], unit)] as const;
  const [x, y] = amounts;
  const perDoseTotal = x.perDose !== null && y.perDose !== null ? round(x.perDose + y.perDose) : null;
  const logged = (x.dosesToday ?? 0) + (y.dosesToday ?? 0) > 0;
  const todayTotal = logged && x.today !== null && y.today !== null ? round(x.today + y.today) : null;
  const limit = unit === null || unit === 'mg' ? dailyLimitOf(id) : null;
  const over = limit !== null && ((todayTotal ?? 0) > limit.mg || (perDoseTotal ?? 0) > limit.mg);
  const prescribed = first.item.substanceType === 'PRESCRIPTION' || second.item.substanceType === 'PRESCRIPTION';
  const raises = over && limit !== null && (limit.scope === 'any-use' || !prescribed);
  const severity: RiskLevel = !medicine ? 'LOW' : raises ? limit.overSeverity : 'HIGH';
  const duplicate: DuplicateFinding = {
    kind: 'ingredient',
    id,
    label,
    ingredients: [[label], [label]],
    amounts,
    unit,
    perDoseTotal,
    todayTotal,
    dailyMaximum: limit ? { amount: limit.mg, unit: 'mg', sources: limit.sources } : null,
    overMaximum: over,
  };
  const sources: readonly Source[] = limit
    ? limit.sources
    : medicine
      ? [(LABEL_OF_INGREDIENT as Readonly<Record<string, Source>>)[id] ?? SAME_INGREDIENT_SOURCE]
      : [SUPPLEMENT_TOTALS_SOURCE];
  return {
    ruleId: `${DUPLICATE_INGREDIENT_PREFIX}${id}`,
    severity,
    effect: ingredientEffect([first.ref.name, second.ref.name], duplicate, limit, prescribed),
    mechanism: ingredientMechanism(label, limit, medicine),
    recommendation: ingredientRecommendation(label, limit, medicine, raises),
    sources,
    firstMatchedOn: [id],
    secondMatchedOn: [id],
    duplicate,
  };
}

/** One item's amounts in the finding's unit; an amount in another unit is unknown here rather than wrongly added. */
function inUnit(found: IngredientAmounts, unit: string | null): DuplicateItemAmount {
  const perDose = found.perDose && found.perDose.unit === unit ? found.perDose.amount : null;
  const today = found.today && (found.today.unit === null || found.today.unit === unit) ? found.today.amount : null;
  return { perDose, dosesToday: found.dosesToday, today };
}

function classMembersIn(profile: ItemProfile, leaves: ReadonlySet<string>, cls: DuplicateClass): string[] {
  return [...leaves]
    .filter(
      (id) => classesOfSubstances([id]).has(cls.id) || ((cls.alsoCounts as readonly string[] | undefined)?.includes(id) === true && !lowDose(profile, id)),
    )
    .sort();
}

/** Low-dose aspirin, taken for the heart: a known dose of 162 mg or less, or a name that says so. */
function lowDose(profile: ItemProfile, id: string): boolean {
  if (id !== 'aspirin') return false;
  const names = [profile.item.name, ...(profile.item.ingredients ?? []).filter((name) => /aspirin/i.test(name))];
  if (names.some((name) => LOW_DOSE_ASPIRIN_NAME.test(name))) return true;
  const perDose = amountsOf(profile, id).perDose;
  return perDose !== null && perDose.unit === 'mg' && perDose.amount <= LOW_DOSE_ASPIRIN_MAX_MG;
}

function classDuplicate(first: ItemProfile, second: ItemProfile, cls: DuplicateClass, inFirst: string[], inSecond: string[]): PairRuleMatch {
  const duplicate: DuplicateFinding = {
    kind: 'class',
    id: cls.id,
    label: cls.label,
    ingredients: [inFirst.map(spoken), inSecond.map(spoken)],
    amounts: null,
    unit: null,
    perDoseTotal: null,
    todayTotal: null,
    dailyMaximum: null,
    overMaximum: false,
  };
  return {
    ruleId: `${DUPLICATE_CLASS_PREFIX}${cls.id}`,
    severity: cls.severity,
    effect: classEffect([first.ref.name, second.ref.name], duplicate, cls),
    mechanism: cls.mechanism,
    recommendation: cls.recommendation,
    sources: cls.sources,
    firstMatchedOn: inFirst,
    secondMatchedOn: inSecond,
    duplicate,
  };
}
