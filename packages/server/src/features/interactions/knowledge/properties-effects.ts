/**
 * Effect properties (serotonergic, CNS depression, QT, bleeding, …) of existing substances beyond what their classes
 * give them (properties-classes.ts). Each claim cites the document that states it.
 */
import type { SubstanceClaims } from './claim-types.js';
import { SOURCES } from './sources.js';

export const EFFECTS_CLAIMS: SubstanceClaims = {
  // Its labels warn of serotonin syndrome with MAOIs and other serotonergic drugs.
  dextromethorphan: [{ property: 'serotonergic', sources: [SOURCES.dextromethorphanLabels, SOURCES.dayquilLabel] }],
  // Both labels put the seizure risk first among their warnings and name each other's kind of drug.
  bupropion: [{ property: 'seizure_threshold_lowering', sources: [SOURCES.medlinePlusBupropion] }],
  tramadol: [{ property: 'seizure_threshold_lowering', sources: [SOURCES.medlinePlusTramadol, SOURCES.tramadolLabels] }],
  phentermine: [{ property: 'sympathomimetic', sources: [SOURCES.phentermineLabels, SOURCES.oncHighPriorityList] }],
  venlafaxine: [{ property: 'blood_pressure_raising', sources: [SOURCES.venlafaxineLabels] }],
  // The SSRI labels name lithium among the serotonergic drugs that can cause serotonin syndrome.
  lithium: [{ property: 'serotonergic', sources: [SOURCES.sertralineLabel] }],
  // Its labels warn of serotonin syndrome with SSRIs and other serotonergic drugs and forbid MAOIs.
  cyclobenzaprine: [{ property: 'serotonergic', sources: [SOURCES.cyclobenzaprineLabels] }],
  // A beta-agonist: the atomoxetine label warns its heart effects add up with albuterol's.
  albuterol: [{ property: 'sympathomimetic', sources: [SOURCES.albuterolLabels, SOURCES.stratteraLabel] }],
  sucralfate: [{ property: 'polyvalent_cation', sources: [SOURCES.sucralfateLabels, SOURCES.levothyroxineLabel] }],
};
