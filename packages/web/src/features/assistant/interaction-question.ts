/**
 * The assistant's interaction questions ("Can I take DayQuil with my sertraline?"). Whether a message is
 * one is decided locally by keyword matching, like every other answer; only then is its text sent to
 * the interaction engine (POST /interactions/question), and the engine's result is put in words here: each warning
 * with its risk, what to do and its source, and every name the engine could not place said to be not checked,
 * never safe (docs/decisions.md, "The assistant asks the interaction engine").
 */
import { NO_INTERACTION_RECOMMENDATION, RISK_GROUPS, type InteractionQuestionResult, type RiskLevel } from '@wellness/contract';
import type { AssistantAnswer, AssistantLink } from './assistant-types';

export const INTERACTION_CONFIDENCE = 0.9;

/** Words that make a message a question about taking things together. */
const INTERACTION_PATTERNS: readonly RegExp[] = [
  /\binteract/,
  /\btogether\b/,
  /\bcombin/,
  /\bmix(?:ed|ing)?\b/,
  /\b(?:take|taking|use|using|have|having)\b.*\b(?:with|and|alongside|while on)\b/,
  /\b(?:safe|ok|okay|fine)\b.*\b(?:with|and)\b/,
];

export function isInteractionQuestion(message: string): boolean {
  const text = message.toLowerCase();
  return INTERACTION_PATTERNS.some((pattern) => pattern.test(text));
}

const RISK_WORDS: Record<'critical' | 'moderate' | 'mild', string> = {
  critical: 'Critical interaction',
  moderate: 'Moderate interaction',
  mild: 'Mild interaction',
};
const riskWords = (level: RiskLevel) => RISK_WORDS[RISK_GROUPS[level]];

const EXAMPLE = 'for example “Can I take DayQuil with my sertraline?”';

/**
 * The engine's answer in words, with every rule's sources as links; null when the question named nothing the engine
 * knows, so the message gets the assistant's ordinary answer ("How do I use History and Analytics?").
 */
export function interactionAnswer(result: InteractionQuestionResult): AssistantAnswer | null {
  const { names, report } = result;
  const paragraphs: string[] = [];
  const links = new Map<string, AssistantLink>();
  const cite = (sources: readonly AssistantLink[]) => {
    for (const source of sources) if (!links.has(source.url)) links.set(source.url, { name: source.name, url: source.url });
  };

  if (names.length === 0) return null;
  if (names.length === 1) {
    paragraphs.push(`I found only ${names[0]?.name ?? ''} in your question, so there was nothing to check it against. Name both, ${EXAMPLE}`);
  }

  for (const pair of report.interactions) {
    const [first, second] = pair.substances;
    for (const rule of pair.rules) {
      paragraphs.push(`${riskWords(rule.severity)}: ${first?.name ?? ''} and ${second?.name ?? ''}. ${rule.effect} ${rule.recommendation}`);
      cite(rule.sources);
    }
  }
  for (const warning of report.warnings) {
    for (const rule of warning.rules) {
      paragraphs.push(`${riskWords(rule.severity)}: ${warning.substance.name}. ${rule.effect} ${rule.recommendation}`);
      cite(rule.sources);
    }
  }

  const checked = names.filter((name) => name.checked);
  if (checked.length >= 2 && report.interactions.length === 0) {
    paragraphs.push(
      `${checked.map((name) => name.name).join(' and ')}: ${NO_INTERACTION_RECOMMENDATION} Any other name in your question was not recognised, so it was not checked.`,
    );
  }
  for (const name of names.filter((n) => !n.checked)) {
    paragraphs.push(`${name.name}: not in the interaction database, so it was not checked. That does not mean it is safe with the others.`);
  }
  paragraphs.push(report.disclaimer);

  return {
    content: paragraphs.join('\n\n'),
    confidence: INTERACTION_CONFIDENCE,
    sources: [],
    links: [...links.values()],
    actions: [{ type: 'navigate', target: 'substances', label: 'Open Substances' }],
  };
}
