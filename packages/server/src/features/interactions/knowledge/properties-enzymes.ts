/**
 * Enzyme and transporter roles (FDA Table of Substrates, Inhibitors and Inducers; labels) of existing substances.
 * Each claim cites the document that states it. Strong CYP3A4, CYP1A2 and CYP2D6 inhibitors and strong CYP3A4
 * inducers get their role through their class (properties-classes.ts); what is here is everything else.
 *
 * The FDA table's lists of "narrow therapeutic range" substrates give the narrow-range roles (CYP3A: ergotamine,
 * dihydroergotamine, fentanyl, pimozide, quinidine; CYP1A2: theophylline, tizanidine; CYP2C9: phenytoin, warfarin;
 * CYP2D6: pimozide, thioridazine; P-gp: digoxin); colchicine is narrow-range for CYP3A4 and P-gp because its label
 * reports fatal toxicity with their inhibitors. Substrates the table lists but whose rise is harmless (fexofenadine)
 * or whose labels need no dose change (tolterodine with CYP2D6 inhibitors), and substrates whose only
 * partners would be other acid reducers (omeprazole, lansoprazole), are left out so that no pair is flagged for nothing.
 */
import type { SubstanceClaims } from './claim-types.js';
import type { PropertyClaim, PropertyId } from './properties.js';
import { SOURCES } from './sources.js';
import type { Source } from './source.js';

const FDA = SOURCES.fdaDdiTable;

/** Roles stated by the FDA table, optionally with a label that says the same. */
const roles = (properties: readonly PropertyId[], ...labels: Source[]): PropertyClaim[] =>
  properties.map((property) => ({ property, sources: [FDA, ...labels] }));

export const ENZYMES_CLAIMS: SubstanceClaims = {
  // CYP3A4 substrates
  simvastatin: roles(['cyp3a4_sensitive_substrate'], SOURCES.simvastatinLabel),
  lovastatin: roles(['cyp3a4_sensitive_substrate']),
  atorvastatin: roles(['cyp3a4_moderate_substrate']),
  sildenafil: roles(['cyp3a4_sensitive_substrate'], SOURCES.sildenafilLabel),
  vardenafil: roles(['cyp3a4_sensitive_substrate'], SOURCES.vardenafilLabel),
  avanafil: roles(['cyp3a4_sensitive_substrate']),
  tadalafil: roles(['cyp3a4_moderate_substrate']),
  buspirone: roles(['cyp3a4_sensitive_substrate']),
  quetiapine: roles(['cyp3a4_sensitive_substrate']),
  lurasidone: roles(['cyp3a4_sensitive_substrate']),
  eletriptan: roles(['cyp3a4_sensitive_substrate']),
  budesonide: roles(['cyp3a4_sensitive_substrate']),
  eplerenone: roles(['cyp3a4_sensitive_substrate']),
  ticagrelor: roles(['cyp3a4_sensitive_substrate']),
  triazolam: roles(['cyp3a4_sensitive_substrate']),
  alprazolam: roles(['cyp3a4_moderate_substrate'], SOURCES.alprazolamLabel),
  rivaroxaban: roles(['cyp3a4_moderate_substrate']),
  rilpivirine: roles(['cyp3a4_moderate_substrate']),
  // The opioid labels' boxed warning on CYP3A4 inhibitors (fatal overdose) makes these count as sensitive.
  oxycodone: [{ property: 'cyp3a4_sensitive_substrate', sources: [SOURCES.oxycodoneLabel] }],
  hydrocodone: [{ property: 'cyp3a4_sensitive_substrate', sources: [SOURCES.hydrocodoneLabels] }],
  methadone: [{ property: 'cyp3a4_sensitive_substrate', sources: [SOURCES.methadoneLabels] }],
  fentanyl: roles(['cyp3a4_narrow_range_substrate']),
  ergotamine: roles(['cyp3a4_narrow_range_substrate']),
  dihydroergotamine: roles(['cyp3a4_narrow_range_substrate']),
  pimozide: roles(['cyp3a4_narrow_range_substrate', 'cyp2d6_narrow_range_substrate']),
  quinidine: roles(['cyp3a4_narrow_range_substrate', 'cyp2d6_strong_inhibitor', 'pgp_moderate_inhibitor']),
  colchicine: roles(['cyp3a4_narrow_range_substrate', 'pgp_narrow_range_substrate'], SOURCES.colchicineLabel),

  // CYP3A4 moderate inhibitors (several also act on other enzymes)
  diltiazem: roles(['cyp3a4_moderate_inhibitor']),
  verapamil: roles(['cyp3a4_moderate_inhibitor', 'pgp_moderate_inhibitor']),
  erythromycin: roles(['cyp3a4_moderate_inhibitor']),
  fluconazole: roles(['cyp3a4_moderate_inhibitor', 'cyp2c9_moderate_inhibitor', 'cyp2c19_strong_inhibitor'], SOURCES.warfarinLabel),
  dronedarone: roles(['cyp3a4_sensitive_substrate', 'cyp3a4_moderate_inhibitor', 'pgp_moderate_inhibitor']),
  ciprofloxacin: roles(['cyp3a4_moderate_inhibitor']),
  fluvoxamine: roles(['cyp3a4_moderate_inhibitor', 'cyp2c19_strong_inhibitor']),

  // CYP3A4 and other inducers
  efavirenz: roles(['cyp3a4_moderate_inducer']),
  rifampin: roles(['cyp1a2_moderate_inducer', 'cyp2c9_moderate_inducer', 'cyp2c19_strong_inducer', 'pgp_strong_inducer']),
  carbamazepine: roles(['cyp2c9_moderate_inducer', 'pgp_strong_inducer']),
  phenytoin: roles(['cyp2c9_narrow_range_substrate', 'cyp1a2_moderate_inducer', 'pgp_strong_inducer']),
  ritonavir: roles(['cyp1a2_moderate_inducer', 'pgp_moderate_inhibitor']),

  // CYP1A2
  tizanidine: roles(['cyp1a2_narrow_range_substrate'], SOURCES.tizanidineLabel),
  theophylline: roles(['cyp1a2_narrow_range_substrate'], SOURCES.theophyllineLabel),
  ramelteon: roles(['cyp1a2_sensitive_substrate']),
  duloxetine: roles(['cyp1a2_sensitive_substrate', 'cyp2d6_moderate_inhibitor']),

  // CYP2C9
  warfarin: roles(['cyp2c9_narrow_range_substrate'], SOURCES.warfarinLabel),
  celecoxib: roles(['cyp2c9_sensitive_substrate']),
  amiodarone: roles(['cyp2c9_moderate_inhibitor', 'pgp_moderate_inhibitor'], SOURCES.warfarinLabel),

  // CYP2C19
  // Its label halves the dose with strong CYP2D6 inhibitors: a moderately sensitive substrate.
  aripiprazole: roles(['cyp2d6_moderate_substrate'], SOURCES.aripiprazoleLabels),
  omeprazole: roles(['cyp2c19_moderate_inhibitor'], SOURCES.plavixLabel),
  esomeprazole: roles(['cyp2c19_moderate_inhibitor'], SOURCES.plavixLabel),
  diazepam: roles(['cyp2c19_moderate_substrate']),
  fluoxetine: roles(['cyp2c19_strong_inhibitor']),
  clopidogrel: [{ property: 'cyp2c19_prodrug_substrate', sources: [SOURCES.plavixLabel] }],

  // CYP2D6
  terbinafine: roles(['cyp2d6_strong_inhibitor']),
  mirabegron: roles(['cyp2d6_moderate_inhibitor']),
  dextromethorphan: roles(['cyp2d6_sensitive_substrate']),
  nebivolol: roles(['cyp2d6_sensitive_substrate']),
  nortriptyline: roles(['cyp2d6_sensitive_substrate']),
  amitriptyline: roles(['cyp2d6_moderate_substrate']),
  imipramine: roles(['cyp2d6_moderate_substrate']),
  venlafaxine: roles(['cyp2d6_moderate_substrate']),
  metoprolol: roles(['cyp2d6_moderate_substrate']),
  propranolol: roles(['cyp2d6_moderate_substrate']),
  thioridazine: roles(['cyp2d6_narrow_range_substrate']),
  codeine: [{ property: 'cyp2d6_prodrug_substrate', sources: [SOURCES.codeineLabels] }],
  tramadol: [{ property: 'cyp2d6_prodrug_substrate', sources: [FDA, SOURCES.tramadolLabels] }],

  // P-glycoprotein
  digoxin: roles(['pgp_narrow_range_substrate']),
  dabigatran: roles(['pgp_sensitive_substrate']),
  clarithromycin: roles(['pgp_moderate_inhibitor'], SOURCES.clarithromycinLabel),
  itraconazole: roles(['pgp_moderate_inhibitor']),
};
