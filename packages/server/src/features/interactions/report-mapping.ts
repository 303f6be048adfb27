/** Turns the knowledge base's match results into the API's interaction shapes (contract interactions.ts). */
import {
  MAX_REPORTED_RULE_MATCHES,
  NO_INTERACTION_RECOMMENDATION,
  type InteractionReportResult,
  type ItemRefResult,
  type UncheckedItemResult,
  type DuplicateResult,
  type PairInteractionResult,
  type PairRuleMatchResult,
  type RuleMatchResult,
} from '@wellness/contract';
import {
  INTERACTION_DISCLAIMER,
  type DuplicateFinding,
  type InteractionReport,
  type ItemRef,
  type ItemWarning,
  type PairInteraction,
  type PairRuleMatch,
  type RuleMatch,
  type UncheckedItem,
} from './knowledge/index.js';

export function toItemRef(item: ItemRef): ItemRefResult {
  return { id: item.id, name: item.name, substanceType: item.substanceType ?? null };
}

export function toRuleMatch(rule: RuleMatch): RuleMatchResult {
  return {
    ruleId: rule.ruleId,
    severity: rule.severity,
    effect: rule.effect,
    mechanism: rule.mechanism,
    recommendation: rule.recommendation,
    timing: rule.timing ? { separateHours: rule.timing.separateHours, detail: rule.timing.detail ?? null } : null,
    sources: rule.sources.map((s) => ({ name: s.name, url: s.url })),
  };
}

/** A pair's rule match; a duplicate keeps what it doubles. */
export function toPairRuleMatch(rule: PairRuleMatch): PairRuleMatchResult {
  const match = toRuleMatch(rule);
  return rule.duplicate ? { ...match, duplicate: toDuplicate(rule.duplicate) } : match;
}

function toDuplicate(d: DuplicateFinding): DuplicateResult {
  const amount = (a: NonNullable<DuplicateFinding['amounts']>[number]) => ({ perDose: a.perDose, dosesToday: a.dosesToday, today: a.today });
  return {
    kind: d.kind,
    id: d.id,
    label: d.label,
    ingredients: [[...d.ingredients[0]], [...d.ingredients[1]]],
    amounts: d.amounts ? [amount(d.amounts[0]), amount(d.amounts[1])] : null,
    unit: d.unit,
    perDoseTotal: d.perDoseTotal,
    todayTotal: d.todayTotal,
    dailyMaximum: d.dailyMaximum
      ? { amount: d.dailyMaximum.amount, unit: 'mg', sources: d.dailyMaximum.sources.map((s) => ({ name: s.name, url: s.url })) }
      : null,
    overMaximum: d.overMaximum,
  };
}

export function toPair(pair: PairInteraction): PairInteractionResult {
  const [top] = pair.rules;
  return {
    id: `${pair.first.id}:${pair.second.id}`,
    riskLevel: pair.riskLevel,
    substances: [toItemRef(pair.first), toItemRef(pair.second)],
    substance: { name: pair.second.name, substanceType: pair.second.substanceType ?? null },
    interaction: { effect: top?.effect ?? '', recommendation: top?.recommendation ?? '' },
    recommendation: top?.recommendation ?? NO_INTERACTION_RECOMMENDATION,
    rules: pair.rules.map(toPairRuleMatch),
  };
}

function toWarning(warning: ItemWarning) {
  const [top] = warning.rules;
  return {
    id: `${warning.item.id}:${top?.ruleId ?? 'warning'}`,
    riskLevel: warning.riskLevel,
    substance: toItemRef(warning.item),
    concerns: { kind: top?.concerns.kind ?? 'diet', label: top?.concerns.label ?? '' },
    interaction: { effect: top?.effect ?? '', recommendation: top?.recommendation ?? '' },
    recommendation: top?.recommendation ?? NO_INTERACTION_RECOMMENDATION,
    rules: warning.rules.map(toRuleMatch),
  };
}

export function toUnchecked(unchecked: UncheckedItem): UncheckedItemResult {
  return {
    item: toItemRef(unchecked.item),
    wholeItem: unchecked.wholeItem,
    nameRecognized: unchecked.nameRecognised,
    uncheckedIngredients: [...unchecked.uncheckedIngredients],
  };
}

/** The pairs to send, most severe first, until the next would pass the bound on rule matches; the rest are counted. */
export function boundedPairs(pairs: readonly PairInteraction[], maxRuleMatches = MAX_REPORTED_RULE_MATCHES): { shown: PairInteraction[]; notShown: number } {
  const shown: PairInteraction[] = [];
  let matches = 0;
  for (const pair of pairs) {
    if (matches + pair.rules.length > maxRuleMatches) break;
    matches += pair.rules.length;
    shown.push(pair);
  }
  return { shown, notShown: pairs.length - shown.length };
}

export function toReport(report: InteractionReport): InteractionReportResult {
  const { shown, notShown } = boundedPairs(report.pairs);
  return {
    hasInteraction: report.hasInteraction,
    highestRisk: report.highestRisk,
    interactions: shown.map(toPair),
    interactionsNotShown: notShown,
    warnings: report.warnings.map(toWarning),
    unrecognized: report.unrecognised.map(toItemRef),
    unchecked: report.unchecked.map(toUnchecked),
    disclaimer: INTERACTION_DISCLAIMER,
  };
}
