/**
 * Risk grouping of interaction results: CRITICAL and HIGH show as critical, MEDIUM as moderate,
 * LOW as mild, and a header takes the most severe group; the group is the one severity word shown. Also
 * flattens a report's pairs and everyday-life warnings into one list of entries the banner, the form's panel
 * and the clinician report render alike, and splits them again into interactions and things to watch.
 */
import { RISK_GROUPS, RISK_LEVELS, type InteractionReportResult, type PairRuleMatchResult, type RiskLevel, type RuleMatchResult } from '@wellness/contract';

export type RiskGroup = (typeof RISK_GROUPS)[RiskLevel];

export const RISK_GROUP_ORDER: readonly RiskGroup[] = ['critical', 'moderate', 'mild'];
/** The one severity word every view shows for an interaction (the spec's group, never also the level). */
export const RISK_GROUP_LABELS: Record<RiskGroup, string> = { critical: 'Critical', moderate: 'Moderate', mild: 'Mild' };

/** The severity word for one risk level: "Critical" for CRITICAL and HIGH alike. */
export function severityWord(level: RiskLevel): string {
  return RISK_GROUP_LABELS[riskGroupOf(level)];
}

const CONCERN_KIND_LABELS = { diet: 'Food and drink', 'lab-test': 'Lab tests', 'nutrient-status': 'Nutrient levels' } as const;

export function riskGroupOf(level: RiskLevel): RiskGroup {
  return RISK_GROUPS[level];
}

/** The most severe group among the levels, or null when there are none. */
export function mostSevereGroup(levels: Iterable<RiskLevel>): RiskGroup | null {
  let best: number | null = null;
  for (const level of levels) {
    const rank = RISK_GROUP_ORDER.indexOf(riskGroupOf(level));
    if (best === null || rank < best) best = rank;
  }
  return best === null ? null : (RISK_GROUP_ORDER[best] ?? null);
}

export interface InteractionEntry {
  id: string;
  kind: 'pair' | 'warning';
  riskLevel: RiskLevel;
  group: RiskGroup;
  /** "Zoloft + St John's Wort", or "Nardil: Tyramine-rich foods and drinks" for an everyday-life warning. */
  title: string;
  /** For a warning, what kind of everyday thing it concerns. */
  caption: string | null;
  /** The names involved, for the form's panel to say which of the user's items it is about. */
  names: string[];
  effect: string;
  recommendation: string;
  /** A pair's rules may carry a duplicate (same ingredient or class); a warning's never do. */
  rules: PairRuleMatchResult[];
}

const severity = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

export function interactionEntries(report: Pick<InteractionReportResult, 'interactions' | 'warnings'>): InteractionEntry[] {
  const pairs = report.interactions.map((pair): InteractionEntry => ({
    id: `pair:${pair.id}`,
    kind: 'pair',
    riskLevel: pair.riskLevel,
    group: riskGroupOf(pair.riskLevel),
    title: `${pair.substances[0].name} + ${pair.substances[1].name}`,
    caption: null,
    names: [pair.substances[0].name, pair.substances[1].name],
    effect: pair.interaction.effect,
    recommendation: pair.interaction.recommendation || pair.recommendation,
    rules: pair.rules,
  }));
  const warnings = report.warnings.map((warning): InteractionEntry => ({
    id: `warning:${warning.id}`,
    kind: 'warning',
    riskLevel: warning.riskLevel,
    group: riskGroupOf(warning.riskLevel),
    title: `${warning.substance.name}: ${warning.concerns.label}`,
    caption: CONCERN_KIND_LABELS[warning.concerns.kind],
    names: [warning.substance.name],
    effect: warning.interaction.effect,
    recommendation: warning.interaction.recommendation || warning.recommendation,
    rules: warning.rules,
  }));
  // Most severe first; pairs before everyday-life warnings of the same level; otherwise the server's order.
  return [...pairs, ...warnings]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => severity(a.entry.riskLevel) - severity(b.entry.riskLevel) || a.index - b.index)
    .map(({ entry }) => entry);
}

export interface EntryGroup {
  group: RiskGroup;
  entries: InteractionEntry[];
}

/**
 * Pairs of the user's own items apart from everyday-life warnings (foods, drinks, lab tests, nutrient levels):
 * only the first are "interactions among your substances"; the second are things to watch.
 */
export function splitEntries(entries: readonly InteractionEntry[]): { pairs: InteractionEntry[]; toWatch: InteractionEntry[] } {
  return { pairs: entries.filter((entry) => entry.kind === 'pair'), toWatch: entries.filter((entry) => entry.kind === 'warning') };
}

/** Non-empty groups, most severe first. */
export function groupEntries(entries: readonly InteractionEntry[]): EntryGroup[] {
  return RISK_GROUP_ORDER.map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) })).filter((g) => g.entries.length > 0);
}

/** "Take them at least 4 hours apart." plus the label's own wording when the order matters. */
export function timingText(timing: RuleMatchResult['timing']): string | null {
  if (timing === null) return null;
  const hours = `Take them at least ${timing.separateHours} hour${timing.separateHours === 1 ? '' : 's'} apart.`;
  return timing.detail ? `${hours} ${timing.detail}` : hours;
}

/** Every distinct source of an entry's rules, in order. */
export function entrySources(entry: Pick<InteractionEntry, 'rules'>): Array<{ name: string; url: string }> {
  const byUrl = new Map<string, { name: string; url: string }>();
  for (const source of entry.rules.flatMap((rule) => rule.sources)) if (!byUrl.has(source.url)) byUrl.set(source.url, source);
  return [...byUrl.values()];
}

/**
 * The report limited to items still in the list: while a re-check after a change is on its way the previous
 * report stays on screen (no flicker), but never mentions an item that was just deleted.
 */
export function reportForItems<R extends Pick<InteractionReportResult, 'interactions' | 'warnings' | 'unrecognized' | 'unchecked'>>(
  report: R,
  ids: ReadonlySet<string>,
): R {
  return {
    ...report,
    interactions: report.interactions.filter((pair) => pair.substances.every((item) => ids.has(item.id))),
    warnings: report.warnings.filter((warning) => ids.has(warning.substance.id)),
    unrecognized: report.unrecognized.filter((item) => ids.has(item.id)),
    unchecked: report.unchecked.filter((entry) => ids.has(entry.item.id)),
  };
}
