/**
 * Checks a user's items against the rules: every pair, both ways round, every distinct matching rule kept and the
 * pair rated by its most severe rule.
 *
 * Food, lab-test and nutrient sides (a rule side with `implicit`, e.g. tyramine-rich foods, grapefruit, alcohol,
 * caffeine, thyroid blood tests, vitamin B12 stores): nobody logs cheese or a blood test, so such a rule applies to
 * anyone taking the other side. It is reported once per item as an ItemWarning. If another of the user's items does
 * fall on the implicit side (they do log "Coffee" or a B12 supplement), the rule already appears on that pair, so no
 * separate warning is added for it.
 *
 * A rule that `refines` a broader one (a label's contraindication within an enzyme rule) replaces it on a pair where
 * both match, so the pair is reported once, for the most precise reason. Mechanism texts name the matched
 * ingredients ({a}, {b}; mechanism-text.ts).
 */
import { duplicateMatches } from './match-duplicates.js';
import { RULES } from './rules.js';
import { profileItem, sideMatches, type ItemProfile } from './item-profile.js';
import { fillMechanism, sideIngredients, sideNames } from './mechanism-text.js';
import type { InteractionReport, ItemWarning, PairInteraction, PairRuleMatch, RuleMatch, UncheckedItem, UserItem, WarningRuleMatch } from './match-types.js';
import { bySeverityDescending, mostSevere, severityRank } from './severity.js';
import type { InteractionRule, RuleSide } from './types.js';

/** All pair interactions, single-item warnings, and unrecognised items and ingredients for one list of items. */
export function checkInteractions(items: readonly UserItem[]): InteractionReport {
  const profiles = distinctById(items).map(profileItem);
  const pairs: PairInteraction[] = [];
  profiles.forEach((first, i) => {
    for (const second of profiles.slice(i + 1)) {
      const pair = pairBetween(first, second);
      if (pair) pairs.push(pair);
    }
  });
  const warnings = profiles.map((p) => warningFor(p, profiles)).filter((w): w is ItemWarning => w !== null);
  return report(pairs, warnings, profiles);
}

/** The interaction between exactly two items, or null when no rule connects them. */
export function checkPair(first: UserItem, second: UserItem): PairInteraction | null {
  if (first.id === second.id) return null;
  return pairBetween(profileItem(first), profileItem(second));
}

/** One item against the rest of a list: only pairs that involve it (with it first) and its own warnings. */
export function checkItemAgainst(item: UserItem, others: readonly UserItem[]): InteractionReport {
  const subject = profileItem(item);
  const rest = distinctById(others.filter((o) => o.id !== item.id)).map(profileItem);
  const pairs = rest.map((other) => pairBetween(subject, other)).filter((p): p is PairInteraction => p !== null);
  const warning = warningFor(subject, [subject, ...rest]);
  return report(pairs, warning ? [warning] : [], [subject, ...rest]);
}

const ruleById: ReadonlyMap<string, InteractionRule> = new Map(RULES.map((rule) => [rule.id, rule]));

interface Found {
  readonly rule: InteractionRule;
  readonly onA: ItemProfile;
  readonly onB: ItemProfile;
  readonly firstMatchedOn: string[];
  readonly secondMatchedOn: string[];
}

/** The rule ids a rule refines, directly or through the rules it refines. */
function refinedBy(rule: InteractionRule): Set<string> {
  const refined = new Set<string>();
  for (let id = rule.refines; id !== undefined && !refined.has(id); id = ruleById.get(id)?.refines) refined.add(id);
  return refined;
}

/** The ingredient ids of each item (first, second) that put it on its side of the match. */
function ingredientsOf(f: Found, first: ItemProfile): [Set<string>, Set<string>] {
  const onA = new Set(sideIngredients(f.rule.a, f.onA));
  const onB = new Set(sideIngredients(f.rule.b, f.onB));
  return f.onA === first ? [onA, onB] : [onB, onA];
}

/**
 * A match is superseded when the rules refining it matched the same pair through the same ingredients (or more), so an
 * item with a second ingredient the refinement does not cover (warfarin with a fish oil and aspirin product) still
 * gets the general rule for that ingredient.
 */
function withoutSuperseded(found: readonly Found[], first: ItemProfile): Found[] {
  const refinements = found.filter((f) => f.rule.refines !== undefined).map((f) => ({ refined: refinedBy(f.rule), ingredients: ingredientsOf(f, first) }));
  if (refinements.length === 0) return [...found];
  const within = (small: Set<string>, large: Set<string>) => [...small].every((id) => large.has(id));
  return found.filter((f) => {
    const candidates = refinements.filter((r) => r.refined.has(f.rule.id));
    if (candidates.length === 0) return true;
    const [firstIds, secondIds] = ingredientsOf(f, first);
    // Several refinements together may cover it (ginkgo's rule and the fish oil rule, for a product with both).
    const coveredFirst = new Set(candidates.flatMap((r) => [...r.ingredients[0]]));
    const coveredSecond = new Set(candidates.flatMap((r) => [...r.ingredients[1]]));
    return !(within(firstIds, coveredFirst) && within(secondIds, coveredSecond));
  });
}

/**
 * A duplicate (one ingredient twice, or two of one class) already says what taking both does, so a rule that matched
 * the pair only through the duplicated ingredients (two stimulants are also "sympathomimetics together", two
 * anticoagulants "bleeding risk") is not repeated beside it. A rule that matched through anything else stays.
 */
function withoutDuplicated(found: readonly Found[], duplicates: readonly PairRuleMatch[], first: ItemProfile): Found[] {
  if (duplicates.length === 0) return [...found];
  const coveredFirst = new Set(duplicates.flatMap((d) => d.firstMatchedOn));
  const coveredSecond = new Set(duplicates.flatMap((d) => d.secondMatchedOn));
  const duplicateRank = Math.max(...duplicates.map((d) => severityRank(d.severity)));
  return found.filter((f) => {
    // A rule more severe than the duplicate says something the duplicate does not; it stays.
    if (severityRank(f.rule.severity) > duplicateRank) return true;
    const [firstIds, secondIds] = ingredientsOf(f, first);
    return ![...firstIds].every((id) => coveredFirst.has(id)) || ![...secondIds].every((id) => coveredSecond.has(id));
  });
}

function pairBetween(first: ItemProfile, second: ItemProfile): PairInteraction | null {
  const found: Found[] = [];
  for (const rule of RULES) {
    const forward = bothSides(rule.a, first, rule.b, second);
    const backward = forward ? null : bothSides(rule.a, second, rule.b, first);
    if (forward) found.push({ rule, onA: first, onB: second, firstMatchedOn: forward[0], secondMatchedOn: forward[1] });
    else if (backward) found.push({ rule, onA: second, onB: first, firstMatchedOn: backward[1], secondMatchedOn: backward[0] });
  }
  const duplicates = duplicateMatches(first, second);
  const matches: PairRuleMatch[] = withoutDuplicated(withoutSuperseded(found, first), duplicates, first).map((f) => ({
    ...ruleMatch(f.rule, f.onA, f.onB),
    firstMatchedOn: f.firstMatchedOn,
    secondMatchedOn: f.secondMatchedOn,
  }));
  matches.push(...duplicates);
  const riskLevel = mostSevere(matches.map((m) => m.severity));
  if (riskLevel === null) return null;
  return { first: first.ref, second: second.ref, riskLevel, rules: matches.sort((x, y) => bySeverityDescending(x.severity, y.severity)) };
}

/** The ids matched on side a by `onA` and on side b by `onB`, or null unless both sides match. */
function bothSides(a: RuleSide, onA: ItemProfile, b: RuleSide, onB: ItemProfile): [string[], string[]] | null {
  const matchedA = sideMatches(a, onA);
  if (matchedA.length === 0) return null;
  const matchedB = sideMatches(b, onB);
  return matchedB.length === 0 ? null : [matchedA, matchedB];
}

function warningFor(profile: ItemProfile, everyone: readonly ItemProfile[]): ItemWarning | null {
  const others = everyone.filter((p) => p.ref.id !== profile.ref.id);
  const matches: WarningRuleMatch[] = [];
  for (const rule of RULES) {
    for (const [implicitSide, otherSide] of [
      [rule.b, rule.a],
      [rule.a, rule.b],
    ] as const) {
      if (!implicitSide.implicit) continue;
      const matchedOn = sideMatches(otherSide, profile);
      if (matchedOn.length === 0) continue;
      if (others.some((other) => sideMatches(implicitSide, other).length > 0)) continue;
      const [onA, onB] = implicitSide === rule.a ? [null, profile] : [profile, null];
      matches.push({ ...ruleMatch(rule, onA, onB), matchedOn, concerns: implicitSide.implicit });
      break;
    }
  }
  const riskLevel = mostSevere(matches.map((m) => m.severity));
  if (riskLevel === null) return null;
  return { item: profile.ref, riskLevel, rules: matches.sort((x, y) => bySeverityDescending(x.severity, y.severity)) };
}

/** The rule's words for one match; `onA`/`onB` are the items on each side (null for an implicit side). */
function ruleMatch(rule: InteractionRule, onA: ItemProfile | null, onB: ItemProfile | null): RuleMatch {
  const names = (side: RuleSide, profile: ItemProfile | null) => (profile ? sideNames(side, profile) : (side.implicit?.label.toLowerCase() ?? ''));
  const mechanism = rule.mechanism.includes('{') ? fillMechanism(rule.mechanism, names(rule.a, onA), names(rule.b, onB)) : rule.mechanism;
  const base = {
    ruleId: rule.id,
    severity: rule.severity,
    effect: rule.effect,
    mechanism,
    recommendation: rule.recommendation,
    sources: rule.sources,
  };
  return rule.timing ? { ...base, timing: rule.timing } : base;
}

function report(pairs: PairInteraction[], warnings: ItemWarning[], profiles: readonly ItemProfile[]): InteractionReport {
  const sortedPairs = pairs.sort((x, y) => bySeverityDescending(x.riskLevel, y.riskLevel));
  const sortedWarnings = warnings.sort((x, y) => bySeverityDescending(x.riskLevel, y.riskLevel));
  return {
    hasInteraction: sortedPairs.length > 0 || sortedWarnings.length > 0,
    highestRisk: mostSevere([...sortedPairs.map((p) => p.riskLevel), ...sortedWarnings.map((w) => w.riskLevel)]),
    pairs: sortedPairs,
    warnings: sortedWarnings,
    unrecognised: profiles.filter((p) => !p.recognised).map((p) => p.ref),
    unchecked: profiles.map(uncheckedPart).filter((u): u is UncheckedItem => u !== null),
  };
}

/** What of one item matched nothing, or null when its name and every ingredient were placed. */
function uncheckedPart(profile: ItemProfile): UncheckedItem | null {
  if (profile.nameRecognised && profile.unrecognisedIngredients.length === 0) return null;
  return {
    item: profile.ref,
    wholeItem: !profile.recognised,
    nameRecognised: profile.nameRecognised,
    uncheckedIngredients: profile.unrecognisedIngredients,
  };
}

function distinctById(items: readonly UserItem[]): UserItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
