/**
 * The frozen protocol of a plan: every choice (and the seed with the pair orders drawn from it) as canonical JSON,
 * and its SHA-256 as the fingerprint. The seed is drawn once per experiment and kept across edits before the start,
 * so editing cannot be used to redraw the order until it suits.
 */
import { EXPERIMENT_ANALYSIS_PLAN, type ExperimentInput, type ExperimentProtocol } from '@wellness/contract';
import { canonicalJson, sha256Hex } from '../../lib/experiments/canonical-json.js';
import { endDateOf } from '../../lib/experiments/design.js';
import { drawPairOrders } from '../../lib/experiments/randomization.js';

export interface LockedProtocol {
  protocol: ExperimentProtocol;
  canonical: string;
  fingerprint: string;
}

export function lockProtocol(input: {
  plan: ExperimentInput & { startDate: string };
  version: number;
  seed: string;
  substance: { id: string; name: string; substance_type: string };
  timezone: string;
}): LockedProtocol {
  const { plan } = input;
  const protocol: ExperimentProtocol = {
    analysisPlan: EXPERIMENT_ANALYSIS_PLAN,
    version: input.version,
    substanceId: input.substance.id,
    substanceName: input.substance.name,
    substanceType: input.substance.substance_type,
    question: plan.question,
    outcomeMetric: plan.outcomeMetric,
    secondaryMetrics: [...plan.secondaryMetrics],
    blockDays: plan.blockDays,
    blockPairs: plan.blockPairs,
    washoutDays: plan.washoutDays,
    minimumEffect: plan.minimumEffect,
    startDate: plan.startDate,
    endDate: endDateOf(plan),
    timezone: input.timezone,
    seed: input.seed,
    pairOrders: drawPairOrders(input.seed, plan.blockPairs),
    prescriberAgreed: plan.prescriberAgreed,
    blinded: plan.blinded,
  };
  const canonical = canonicalJson(protocol);
  return { protocol, canonical, fingerprint: sha256Hex(canonical) };
}
