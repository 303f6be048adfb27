/** Properties every member of a class has (every SSRI is serotonergic); a member inherits them. Each claim cites its document. */
import type { ClassClaims } from './claim-types.js';
import type { PropertyClaim, PropertyId } from './properties.js';
import { SOURCES } from './sources.js';
import type { Source } from './source.js';

const claim = (property: PropertyId, ...sources: Source[]): PropertyClaim => ({ property, sources });

// The SSRI labels' list of serotonergic drugs (triptans, TCAs, fentanyl, tramadol, tryptophan, buspirone, …).
const serotonergic = claim('serotonergic', SOURCES.sertralineLabel);
// The SSRI labels' list of drugs that affect bleeding (NSAIDs, aspirin, warfarin and other anticoagulants).
const bleeding = [claim('bleeding_risk', SOURCES.sertralineLabel, SOURCES.warfarinLabel)];

/**
 * A class inherits its parents' claims (classes.ts), so each is stated once at the broadest class it holds for: the
 * serotonergic parent covers SSRIs, SNRIs, TCAs, triptans and serotonin precursors; cns_depressant covers sedatives,
 * benzodiazepines, gabapentinoids, muscle relaxants, sedating antihistamines and antipsychotics; qt_prolonging covers
 * the high-risk and contraindicated QT classes.
 */
export const CLASS_CLAIMS: ClassClaims = {
  serotonergic: [serotonergic],
  tca: [claim('seizure_threshold_lowering', SOURCES.medlinePlusBupropion, SOURCES.medlinePlusTramadol)],
  maoi: [claim('mao_inhibitor', SOURCES.phenelzineLabel, SOURCES.tranylcypromineLabel)],

  adhd_stimulant: [claim('sympathomimetic', SOURCES.amphetamineLabel, SOURCES.phenelzineLabel)],
  decongestant: [claim('sympathomimetic', SOURCES.phenelzineLabel, SOURCES.dayquilLabel)],

  anticoagulant: bleeding,
  antiplatelet: [claim('bleeding_risk', SOURCES.sertralineLabel, SOURCES.warfarinLabel, SOURCES.plavixLabel)],
  nsaid: [...bleeding, claim('lithium_clearance_reducing', SOURCES.lithiumLabel)],

  ace_inhibitor: [claim('potassium_raising', SOURCES.odsPotassium), claim('lithium_clearance_reducing', SOURCES.lithiumLabel)],
  arb: [claim('potassium_raising', SOURCES.odsPotassium), claim('lithium_clearance_reducing', SOURCES.lithiumLabel)],
  potassium_sparing_diuretic: [claim('potassium_raising', SOURCES.odsPotassium)],
  thiazide_diuretic: [claim('lithium_clearance_reducing', SOURCES.lithiumLabel)],

  cns_depressant: [claim('cns_depressant', SOURCES.oxycodoneLabel, SOURCES.alprazolamLabel)],
  antipsychotic: [claim('seizure_threshold_lowering', SOURCES.medlinePlusBupropion, SOURCES.medlinePlusTramadol)],
  opioid: [claim('cns_depressant', SOURCES.oxycodoneLabel), claim('respiratory_depressant', SOURCES.oxycodoneLabel, SOURCES.alprazolamLabel)],

  qt_prolonging: [claim('qt_prolonging', SOURCES.ajhp2022Pairs, SOURCES.oncHighPriorityPairs)],

  polyvalent_cation: [claim('polyvalent_cation', SOURCES.levothyroxineLabel, SOURCES.odsMagnesium)],
  quinolone: [claim('cation_chelation_sensitive', SOURCES.odsMagnesium, SOURCES.odsZinc)],
  tetracycline: [claim('cation_chelation_sensitive', SOURCES.odsMagnesium, SOURCES.odsZinc)],
  thyroid_hormone: [claim('cation_chelation_sensitive', SOURCES.levothyroxineLabel, SOURCES.odsCalcium, SOURCES.odsIron)],
  bisphosphonate: [claim('cation_chelation_sensitive', SOURCES.odsCalcium)],

  // The FDA table's strong inhibitors and inducers; the classes were named for them.
  strong_cyp3a4_inhibitor: [claim('cyp3a4_strong_inhibitor', SOURCES.fdaDdiTable, SOURCES.clarithromycinLabel)],
  strong_cyp3a4_inducer: [claim('cyp3a4_strong_inducer', SOURCES.fdaDdiTable)],
  strong_cyp1a2_inhibitor: [claim('cyp1a2_strong_inhibitor', SOURCES.fdaDdiTable, SOURCES.tizanidineLabel)],
  strong_cyp2d6_inhibitor: [claim('cyp2d6_strong_inhibitor', SOURCES.fdaDdiTable, SOURCES.stratteraLabel)],
};
