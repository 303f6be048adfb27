/**
 * Ordering of risk levels. The knowledge page's scale: CRITICAL = contraindicated in a label or on the ONC list;
 * HIGH = avoid or needs a clinician; MEDIUM = separate doses or monitor; LOW = awareness, nutrient depletion.
 */
import { RISK_LEVELS, type RiskLevel } from './types.js';

/** Higher is more severe: CRITICAL 4 … LOW 1. */
export function severityRank(level: RiskLevel): number {
  return RISK_LEVELS.length - RISK_LEVELS.indexOf(level);
}

/** For `sort`: most severe first. */
export function bySeverityDescending(a: RiskLevel, b: RiskLevel): number {
  return severityRank(b) - severityRank(a);
}

export function mostSevere(levels: Iterable<RiskLevel>): RiskLevel | null {
  let worst: RiskLevel | null = null;
  for (const level of levels) if (worst === null || severityRank(level) > severityRank(worst)) worst = level;
  return worst;
}
