/**
 * The most of one ingredient an adult may take in 24 hours according to its over-the-counter label (the Drug Facts
 * "Directions", and for acetaminophen the liver warning), so a duplicate finding can say when two products together
 * pass it. Keyed by substance id, so a limit for a substance that does not exist fails to compile.
 *
 * Each cites one OTC label of the ingredient by its DailyMed set id (every OTC label of the ingredient states the
 * same limit in its directions) and MedlinePlus, NIH's page for the drug.
 */
import type { Source } from './source.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { RiskLevel } from './types.js';

export interface DailyLimit {
  /** The most a day for adults, in mg. */
  readonly mg: number;
  /**
   * 'otc-label' when the limit is for treating oneself and a prescriber may direct more (prescription ibuprofen and
   * naproxen go higher): with a prescription item in the pair, passing it is said but does not raise the severity.
   */
  readonly scope: 'any-use' | 'otc-label';
  /** How the label counts the amount, when that matters for comparing ("naproxen sodium"). */
  readonly countedAs?: string;
  /** What too much does, in plain words, for the finding's "Why". */
  readonly harm: string;
  /** The severity of a duplicate whose known total passes the limit. */
  readonly overSeverity: RiskLevel;
  readonly sources: readonly Source[];
}

const medlinePlus = (title: string, page: string): Source => ({
  name: `MedlinePlus (NIH): ${title}`,
  url: `https://medlineplus.gov/druginfo/meds/${page}.html`,
});

export const DAILY_LIMITS: { readonly [id in SubstanceId]?: DailyLimit } = {
  acetaminophen: {
    mg: 4000,
    scope: 'any-use',
    harm: 'Too much acetaminophen can cause severe liver damage, often with no warning signs at first. Many cold, flu, sleep and prescription pain medicines contain it.',
    overSeverity: 'CRITICAL',
    sources: [SOURCES.tylenolLabel, medlinePlus('Acetaminophen', 'a681004')],
  },
  ibuprofen: {
    mg: 1200,
    scope: 'otc-label',
    harm: 'More ibuprofen than the label allows raises the risk of stomach bleeding, kidney harm, heart attack and stroke.',
    overSeverity: 'CRITICAL',
    sources: [SOURCES.ibuprofenOtcLabel, medlinePlus('Ibuprofen', 'a682159')],
  },
  naproxen: {
    mg: 660,
    scope: 'otc-label',
    countedAs: 'naproxen sodium',
    harm: 'More naproxen than the label allows raises the risk of stomach bleeding, kidney harm, heart attack and stroke.',
    overSeverity: 'CRITICAL',
    sources: [SOURCES.aleveLabel, medlinePlus('Naproxen', 'a681029')],
  },
  diphenhydramine: {
    mg: 300,
    scope: 'any-use',
    harm: 'Too much diphenhydramine can cause confusion, a racing heart, seizures and, at high amounts, dangerous heart rhythm problems.',
    overSeverity: 'CRITICAL',
    sources: [SOURCES.diphenhydramineLabels, medlinePlus('Diphenhydramine', 'a682539')],
  },
  dextromethorphan: {
    mg: 120,
    scope: 'any-use',
    harm: 'Too much dextromethorphan can cause confusion, agitation, a fast heartbeat and, with some antidepressants, serotonin syndrome.',
    overSeverity: 'CRITICAL',
    sources: [SOURCES.dextromethorphanLabels, medlinePlus('Dextromethorphan', 'a682492')],
  },
  pseudoephedrine: {
    mg: 240,
    scope: 'any-use',
    harm: 'Too much pseudoephedrine raises blood pressure and heart rate and can cause nervousness and sleeplessness.',
    overSeverity: 'CRITICAL',
    sources: [SOURCES.sudafedLabel, medlinePlus('Pseudoephedrine', 'a682619')],
  },
};

export function dailyLimitOf(substanceId: string): DailyLimit | null {
  return (DAILY_LIMITS as Readonly<Record<string, DailyLimit>>)[substanceId] ?? null;
}
