/**
 * The vocabulary of pharmacological properties that cause interactions, so knowledge is built by mechanism: each
 * ingredient (or class) carries the properties a source gives it, each claim with that source, and rules are written
 * over properties. A medicine added later inherits every interaction of the properties it is given.
 *
 * Enzyme and transporter roles follow the FDA's "Drug Development and Drug Interactions: Table of Substrates,
 * Inhibitors and Inducers" (sensitive and moderate sensitive substrates; strong and moderate inhibitors and inducers)
 * and the drug labels; a narrow-range substrate is one whose label or the FDA table says small changes in exposure
 * cause serious toxicity (warfarin for CYP2C9, tizanidine for CYP1A2, digoxin for P-gp).
 *
 * An ingredient takes at most one substrate role per enzyme (narrow-range, sensitive, moderate or prodrug, the first
 * that applies), one inhibitor strength and one inducer strength; the mechanism rules grade the pair from these.
 */
import type { Source } from './source.js';

/** The major drug-metabolising enzymes and the P-glycoprotein transporter. */
export const ENZYMES = ['cyp3a4', 'cyp2d6', 'cyp1a2', 'cyp2c9', 'cyp2c19', 'pgp'] as const;
export type Enzyme = (typeof ENZYMES)[number];

/** What an ingredient is to one enzyme or transporter. */
export const ENZYME_ROLES = [
  'sensitive_substrate',
  'moderate_substrate',
  'narrow_range_substrate',
  /** Needs this enzyme to become active (codeine, tramadol, clopidogrel): blocking the enzyme makes the medicine fail. */
  'prodrug_substrate',
  'strong_inhibitor',
  'moderate_inhibitor',
  'strong_inducer',
  'moderate_inducer',
] as const;
export type EnzymeRole = (typeof ENZYME_ROLES)[number];

export type EnzymeProperty = `${Enzyme}_${EnzymeRole}`;

/** Effects on the body that add up or clash when two ingredients share or oppose them. */
export const EFFECT_PROPERTIES = [
  /** Raises serotonin (reuptake inhibition, release, precursor, 5-HT agonism): serotonin syndrome when combined. */
  'serotonergic',
  /** Blocks monoamine oxidase, so serotonin, noradrenaline, dopamine and tyramine are not broken down. */
  'mao_inhibitor',
  /** Causes drowsiness and slows thinking and reactions. */
  'cns_depressant',
  /** Slows or stops breathing at usual doses or with other depressants (opioids, benzodiazepines, gabapentinoids). */
  'respiratory_depressant',
  /** Lengthens the heart's QT interval (known risk of torsades de pointes). */
  'qt_prolonging',
  /** Raises the risk of bleeding (anticoagulant, antiplatelet, NSAID, or a supplement with such an effect). */
  'bleeding_risk',
  /** Raises blood potassium. */
  'potassium_raising',
  /** Lowers how fast the kidneys clear lithium, so lithium levels rise. */
  'lithium_clearance_reducing',
  /** Lowers the seizure threshold. */
  'seizure_threshold_lowering',
  /** Stimulates the sympathetic nervous system: raises heart rate and blood pressure. */
  'sympathomimetic',
  /** Raises blood pressure by another route (e.g. liquorice, yohimbe). */
  'blood_pressure_raising',
  /** A calcium, magnesium, iron, zinc or aluminium source that binds some medicines in the gut. */
  'polyvalent_cation',
  /** Absorbed much less when taken with polyvalent cations (quinolones, tetracyclines, levothyroxine, bisphosphonates). */
  'cation_chelation_sensitive',
] as const;
export type EffectProperty = (typeof EFFECT_PROPERTIES)[number];

export type PropertyId = EnzymeProperty | EffectProperty;

export const PROPERTY_IDS: readonly PropertyId[] = [
  ...ENZYMES.flatMap((enzyme) => ENZYME_ROLES.map((role): EnzymeProperty => `${enzyme}_${role}`)),
  ...EFFECT_PROPERTIES,
];

/** One property of one ingredient or class, with the documents that state it. */
export interface PropertyClaim {
  readonly property: PropertyId;
  readonly sources: readonly Source[];
}
