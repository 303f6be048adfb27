/**
 * MAO inhibitor rules (knowledge page rows 1–4, widened for issue 9 to the ONC list's members: phentermine, bupropion,
 * the opioids methadone, fentanyl and tapentadol, other serotonergic antidepressants, and two MAOIs together): the
 * combinations that are contraindicated on the ONC high-priority list or in the MAOI labels, so they are CRITICAL.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const MAOI_RULES = [
  {
    // row 1
    id: 'maoi-adhd-medicines',
    a: { classes: ['maoi'], ingredients: [] },
    b: { classes: ['adhd_stimulant'], ingredients: ['atomoxetine', 'phentermine', 'bupropion'] },
    severity: 'CRITICAL',
    effect: 'Dangerous jump in blood pressure (hypertensive crisis).',
    mechanism:
      'MAO inhibitors stop the body breaking down noradrenaline and dopamine, and stimulants, atomoxetine, phentermine and bupropion raise those same signals, so together they can drive blood pressure to dangerous levels.',
    recommendation:
      'Never take these together. At least 14 days must pass after the last MAO inhibitor dose before one of these medicines is started; let the prescriber plan any switch.',
    sources: [SOURCES.oncHighPriorityList, SOURCES.oncHighPriorityPairs, SOURCES.phenelzineLabel],
  },
  {
    // row 2
    id: 'maoi-serotonergic-medicines',
    a: { classes: ['maoi'], ingredients: [] },
    b: {
      classes: ['ssri', 'snri', 'tca', 'triptan'],
      ingredients: ['meperidine', 'tramadol', 'methadone', 'fentanyl', 'tapentadol', 'mirtazapine', 'trazodone', 'vortioxetine', 'buspirone'],
    },
    severity: 'CRITICAL',
    effect: 'Serotonin syndrome: agitation, sweating, fever, racing heart, muscle twitching or stiffness; it can be fatal.',
    mechanism: 'The MAO inhibitor blocks the breakdown of serotonin while the other medicine increases serotonin signalling, so serotonin builds up.',
    recommendation:
      'Contraindicated. Switching between them needs a drug-free washout set by the prescriber; after fluoxetine it is about 5 weeks because fluoxetine stays in the body for a long time.',
    sources: [SOURCES.oncHighPriorityList, SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs, SOURCES.phenelzineLabel],
  },
  {
    // row 3
    id: 'maoi-tyramine-foods',
    a: { classes: ['maoi'], ingredients: [] },
    b: { classes: [], ingredients: ['tyramine_rich_food'], implicit: { kind: 'diet', label: 'Tyramine-rich foods and drinks' } },
    severity: 'CRITICAL',
    effect: 'Hypertensive crisis (a sudden, severe rise in blood pressure) after eating tyramine-rich food.',
    mechanism:
      'Tyramine in food is normally broken down by MAO in the gut and liver; with MAO blocked it reaches the blood and releases noradrenaline, which sharply raises blood pressure.',
    recommendation: 'Follow the list of foods and drinks to avoid that comes with the medicine, for as long as the prescriber says.',
    sources: [SOURCES.tranylcypromineLabel],
  },
  {
    // row 4
    id: 'maoi-decongestants',
    a: { classes: ['maoi'], ingredients: [] },
    b: { classes: [], ingredients: ['pseudoephedrine', 'phenylephrine'] },
    severity: 'CRITICAL',
    effect: 'Severe rise in blood pressure.',
    mechanism: 'Decongestants tighten blood vessels the way adrenaline does; with MAO blocked, that pressor effect is greatly amplified.',
    recommendation: 'Avoid. Ask a pharmacist for a cold or allergy remedy without a decongestant.',
    sources: [SOURCES.oncHighPriorityList],
  },
  {
    // ONC list: tranylcypromine with procarbazine; any two MAO inhibitors together
    id: 'maoi-other-maoi',
    a: { classes: ['maoi'], ingredients: [] },
    b: { classes: ['maoi'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'Dangerous rise in blood pressure and serotonin toxicity.',
    mechanism: 'Two MAO inhibitors together block monoamine breakdown even more completely than one.',
    recommendation: 'Never take two MAO inhibitors together; switching from one to another needs a drug-free gap set by the prescriber.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs, SOURCES.phenelzineLabel],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
