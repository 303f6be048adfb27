/**
 * Rules over enzyme and transporter roles: an inhibitor or inducer with a substrate of the same enzyme. Each rule
 * keeps the label's severity and cites its sources. The severity follows the FDA's grading: a strong inhibitor
 * raises a sensitive substrate several-fold (HIGH), as does any inhibitor a substrate whose safe range is narrow;
 * a moderate inhibitor with a sensitive substrate, or a strong one with a moderately sensitive substrate, raises it
 * less (MEDIUM); inducers lower the substrate the same way round; and blocking the enzyme that activates a prodrug
 * makes it fail. Contraindications named by a label refine these rules (rules-liver-enzymes.ts).
 */
import type { ClassId } from './classes.js';
import type { Enzyme, EnzymeProperty, EnzymeRole } from './properties.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule, RiskLevel, Source } from './types.js';

interface EnzymeProfile {
  readonly enzyme: Enzyme;
  /** How the enzyme is named in the mechanism text. */
  readonly name: string;
  /** Short name, mid-sentence ("the liver enzyme CYP2D6"). */
  readonly short: string;
  /** What the enzyme does to its substrate {b}, after "which". */
  readonly clears: string;
  /** The roles the FDA table and our claims give for this enzyme; a rule is written only where both of its sides have one. */
  readonly roles: readonly EnzymeRole[];
  readonly sources: readonly Source[];
  /** How serious it is when the activating enzyme is blocked (the label of the prodrug). */
  readonly prodrugSeverity?: RiskLevel;
}

const ENZYME_PROFILES: readonly EnzymeProfile[] = [
  {
    enzyme: 'cyp3a4',
    short: 'the enzyme CYP3A4',
    name: 'CYP3A4, an enzyme in the liver and gut',
    clears: 'breaks {b} down',
    roles: [
      'sensitive_substrate',
      'moderate_substrate',
      'narrow_range_substrate',
      'strong_inhibitor',
      'moderate_inhibitor',
      'strong_inducer',
      'moderate_inducer',
    ],
    sources: [SOURCES.fdaDdiTable, SOURCES.clarithromycinLabel],
  },
  {
    enzyme: 'cyp1a2',
    short: 'the liver enzyme CYP1A2',
    name: 'CYP1A2, a liver enzyme',
    clears: 'breaks {b} down',
    roles: ['sensitive_substrate', 'narrow_range_substrate', 'strong_inhibitor', 'moderate_inducer'],
    sources: [SOURCES.fdaDdiTable, SOURCES.theophyllineLabel],
  },
  {
    enzyme: 'cyp2c9',
    short: 'the liver enzyme CYP2C9',
    name: 'CYP2C9, a liver enzyme',
    clears: 'breaks {b} down',
    roles: ['sensitive_substrate', 'narrow_range_substrate', 'moderate_inhibitor', 'moderate_inducer'],
    sources: [SOURCES.fdaDdiTable, SOURCES.warfarinLabel],
  },
  {
    enzyme: 'cyp2c19',
    short: 'the liver enzyme CYP2C19',
    name: 'CYP2C19, a liver enzyme',
    clears: 'breaks {b} down',
    roles: ['moderate_substrate', 'prodrug_substrate', 'strong_inhibitor', 'moderate_inhibitor', 'strong_inducer'],
    sources: [SOURCES.fdaDdiTable, SOURCES.plavixLabel],
    // The clopidogrel label: avoid strong or moderate CYP2C19 inhibitors (less protection from heart attack and stroke).
    prodrugSeverity: 'HIGH',
  },
  {
    enzyme: 'cyp2d6',
    short: 'the liver enzyme CYP2D6',
    name: 'CYP2D6, a liver enzyme',
    clears: 'breaks {b} down',
    roles: ['sensitive_substrate', 'moderate_substrate', 'narrow_range_substrate', 'prodrug_substrate', 'strong_inhibitor', 'moderate_inhibitor'],
    sources: [SOURCES.fdaDdiTable, SOURCES.stratteraLabel],
    // The codeine and tramadol labels: less pain relief, and more effect once the inhibitor is stopped; monitor.
    prodrugSeverity: 'MEDIUM',
  },
  {
    enzyme: 'pgp',
    short: 'P-glycoprotein',
    name: 'P-glycoprotein, a pump in the gut and kidneys',
    clears: 'pumps {b} out of the body',
    roles: ['sensitive_substrate', 'narrow_range_substrate', 'moderate_inhibitor', 'strong_inducer'],
    sources: [SOURCES.fdaDdiTable, SOURCES.colchicineLabel],
  },
];

interface RuleKind {
  readonly id: string;
  readonly a: readonly EnzymeRole[];
  readonly b: readonly EnzymeRole[];
  readonly severity: RiskLevel;
  readonly effect: string;
  readonly mechanism: (e: EnzymeProfile) => string;
  readonly recommendation: string;
}

const RISES_A_LOT = 'The affected medicine can build up to several times its usual level, so its side effects and toxicity become much more likely.';
const RISES = 'The affected medicine’s level can rise, so its side effects become more likely.';
const FALLS_A_LOT = 'The affected medicine’s level can fall so far that it stops working.';
const FALLS = 'The affected medicine may work less well.';

const RULE_KINDS: readonly RuleKind[] = [
  {
    id: 'strong-inhibitor-substrate',
    a: ['strong_inhibitor'],
    b: ['sensitive_substrate', 'narrow_range_substrate'],
    severity: 'HIGH',
    effect: RISES_A_LOT,
    mechanism: (e) => `{a} slows how fast {b} is cleared: it strongly blocks ${e.name}, which ${e.clears}.`,
    recommendation: 'Do not combine without the prescriber’s advice: they may choose another medicine or lower the dose and ask you to watch for side effects.',
  },
  {
    id: 'moderate-inhibitor-narrow-range-substrate',
    a: ['moderate_inhibitor'],
    b: ['narrow_range_substrate'],
    severity: 'HIGH',
    effect: 'The affected medicine can rise to a harmful level; its safe range is narrow.',
    mechanism: (e) =>
      `{a} slows how fast {b} is cleared: it partly blocks ${e.name}, which ${e.clears}. Even a moderate rise matters, because the safe range of {b} is narrow.`,
    recommendation: 'Combine only under the prescriber’s supervision, with the dose changes or blood-level checks the label asks for.',
  },
  {
    id: 'moderate-inhibitor-sensitive-substrate',
    a: ['moderate_inhibitor'],
    b: ['sensitive_substrate'],
    severity: 'MEDIUM',
    effect: RISES,
    mechanism: (e) => `{a} slows how fast {b} is cleared: it partly blocks ${e.name}, which ${e.clears}.`,
    recommendation: 'Tell the prescriber or pharmacist; the dose may need adjusting. Watch for more side effects after starting either one.',
  },
  {
    id: 'strong-inhibitor-moderate-substrate',
    a: ['strong_inhibitor'],
    b: ['moderate_substrate'],
    severity: 'MEDIUM',
    effect: RISES,
    mechanism: (e) => `{a} slows how fast {b} is cleared: it strongly blocks ${e.short}, one of the ways the body clears {b}.`,
    recommendation: 'Tell the prescriber or pharmacist; the dose may need adjusting. Watch for more side effects after starting either one.',
  },
  {
    id: 'strong-inducer-substrate',
    a: ['strong_inducer'],
    b: ['sensitive_substrate', 'narrow_range_substrate'],
    severity: 'HIGH',
    effect: FALLS_A_LOT,
    mechanism: (e) => `{a} makes the body clear {b} much faster: it switches on more of ${e.name}, which ${e.clears}.`,
    recommendation:
      'Ask the prescriber before combining; they usually choose another medicine. The effect lasts for about two weeks after the inducer is stopped.',
  },
  {
    id: 'moderate-inducer-substrate',
    a: ['moderate_inducer'],
    b: ['sensitive_substrate', 'narrow_range_substrate'],
    severity: 'MEDIUM',
    effect: FALLS,
    mechanism: (e) => `{a} makes the body clear {b} faster: it switches on more of ${e.name}, which ${e.clears}.`,
    recommendation: 'Tell the prescriber; the dose may need adjusting while you take both, and again after the other one is stopped.',
  },
  {
    id: 'strong-inducer-moderate-substrate',
    a: ['strong_inducer'],
    b: ['moderate_substrate'],
    severity: 'MEDIUM',
    effect: FALLS,
    mechanism: (e) => `{a} makes the body clear {b} faster: it switches on more of ${e.short}, one of the ways the body clears {b}.`,
    recommendation: 'Tell the prescriber; the dose may need adjusting while you take both, and again after the other one is stopped.',
  },
];

const PRODRUG_KIND = {
  id: 'inhibitor-prodrug',
  a: ['strong_inhibitor', 'moderate_inhibitor'],
  b: ['prodrug_substrate'],
  effect: 'The medicine that needs this enzyme to work may not work well: less of its active form is made.',
  mechanism: (e: EnzymeProfile) => `{b} only works after ${e.short} has turned it into its active form, and {a} blocks that enzyme.`,
  recommendation:
    'Ask the prescriber or pharmacist for an alternative to one of them. If you take both and later stop the blocking medicine, tell the prescriber, because the other one can suddenly act more strongly.',
} as const;

const property = (enzyme: Enzyme, role: EnzymeRole): EnzymeProperty => `${enzyme}_${role}`;

/** The rule of one kind for one enzyme, or null when the enzyme has no role on one of its sides. */
function ruleFor(e: EnzymeProfile, kind: RuleKind): InteractionRule<ClassId, SubstanceId> | null {
  const a = kind.a.filter((role) => e.roles.includes(role));
  const b = kind.b.filter((role) => e.roles.includes(role));
  if (a.length === 0 || b.length === 0) return null;
  return {
    id: `${e.enzyme}-${kind.id}`,
    a: { classes: [], ingredients: [], properties: a.map((role) => property(e.enzyme, role)) },
    b: { classes: [], ingredients: [], properties: b.map((role) => property(e.enzyme, role)) },
    severity: kind.severity,
    effect: kind.effect,
    mechanism: kind.mechanism(e),
    recommendation: kind.recommendation,
    sources: e.sources,
  };
}

/** The hormones of birth control pills (and the generic pill), as the rules about the pill name them. */
export const PILL_HORMONES = [
  'oral_contraceptive',
  'ethinyl_estradiol',
  'norethindrone',
  'levonorgestrel',
  'drospirenone',
  'norgestimate',
] as const satisfies readonly SubstanceId[];

/**
 * The hormones of birth control pills are cleared by CYP3A4, and the pill's label warns that inducers (rifampin,
 * carbamazepine, phenytoin, barbiturates, St John's wort) make it fail; no FDA substrate grade captures that, so the
 * pill hormones are named. Not the whole hormonal_contraceptive class: the medroxyprogesterone injection is not known
 * to fail with inducers.
 */
export const HORMONAL_CONTRACEPTIVE_INDUCER_RULE: InteractionRule<ClassId, SubstanceId> = {
  id: 'cyp3a4-inducers-hormonal-contraceptives',
  a: { classes: [], ingredients: [], properties: ['cyp3a4_strong_inducer', 'cyp3a4_moderate_inducer'] },
  b: { classes: [], ingredients: PILL_HORMONES },
  severity: 'HIGH',
  effect: 'Birth control pills can fail, with a risk of unplanned pregnancy and breakthrough bleeding.',
  mechanism: '{a} makes the body clear the hormones in {b} faster: it switches on more of CYP3A4, the liver enzyme that breaks them down.',
  recommendation:
    'Use a reliable non-hormonal method as well (such as condoms) while taking both and for at least 4 weeks after stopping the other medicine, and ask the prescriber about other birth control.',
  sources: [SOURCES.combinedPillLabel, SOURCES.fdaDdiTable],
};

export const ENZYME_MECHANISM_RULES: readonly InteractionRule<ClassId, SubstanceId>[] = [
  ...ENZYME_PROFILES.flatMap((e) => {
    const prodrug = e.prodrugSeverity ? [ruleFor(e, { ...PRODRUG_KIND, severity: e.prodrugSeverity })] : [];
    return [...RULE_KINDS.map((kind) => ruleFor(e, kind)), ...prodrug].filter((rule): rule is InteractionRule<ClassId, SubstanceId> => rule !== null);
  }),
  HORMONAL_CONTRACEPTIVE_INDUCER_RULE,
];
